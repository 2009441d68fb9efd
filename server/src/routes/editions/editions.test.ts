import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { requestVia, TEST_PASSWORD_HASHING, useTestApp } from '../../../test/context'
import { createTestDatabase } from '../../../test/database'
import { pageApp, tempClientBuild } from '../../../test/page-app'
import { rawGet, useSiteServer } from '../../../test/site-server'
import { HttpError } from '../../api/errors'
import { ArchiveSite } from '../../archive/reader'
import { restoreArchive } from '../../backup/restore'
import {
  auditLog,
  certificates,
  committeeMembers,
  eventSettings,
  importantDates,
  papers,
  programmeRooms,
  programmeSessions,
  programmeVersions,
  type speakers,
} from '../../db/schema'
import type { RenderModule } from '../../pages/renderer'
import { createSiteServer } from '../../site-server'
import { issueCertificate } from '../certificates/certificates.issue'
import { BODY } from '../committees/committees.fixtures'
import { readConference, readSettings, saveSettings } from '../settings/settings.queries'
import { NEXT_EDITION } from './editions.fixtures'

// Issue 32 item 4: POST /editions/next — a backup, the archive, then carried / shifted / emptied in one transaction.

const module: RenderModule = {
  async renderPage(url, fetchApi) {
    const path = url.split('?')[0]!
    if (path !== '/' && path !== '/allpapers') return { status: 404, html: '<h1>Not found</h1>', state: {} }
    const settings = (await (await fetchApi(new Request('http://x.invalid/api/settings'))).json()) as {
      settings: { conference: { shortName: string } }
    }
    return {
      status: 200,
      html: `<h1>${settings.settings.conference.shortName}</h1><a href="/allpapers">Papers</a>`,
      title: `Home | ${settings.settings.conference.shortName}`,
      state: {},
    }
  },
  publicPagePaths: () => ['/', '/allpapers'],
}

const { dir, dist } = tempClientBuild('editions-')
const archiveDir = join(dir, 'archives')
const backupDir = join(dir, 'backups')
const NEXT = NEXT_EDITION

describe('starting the next edition', () => {
  const ctx = useTestApp()
  let request: ReturnType<typeof requestVia>
  let token: string
  let inject: (() => Promise<void>) | undefined
  let hold: (() => Promise<void>) | undefined
  const archives = new ArchiveSite(archiveDir)
  let server!: Parameters<typeof createSiteServer>[0]
  beforeAll(async () => {
    const { app, siteOrigin } = pageApp(ctx, {
      clientDist: dist,
      renderModule: module,
      publicUrl: 'https://icnari2026.example.org',
      archives,
      backupDir,
      passwordHashing: TEST_PASSWORD_HASHING,
      // The switch's day (India): the dry run flags the dates that would move before it. 2026-12-01, fixed.
      now: () => new Date('2026-12-01T06:00:00Z'),
      editionHooks: {
        afterArchive: () => hold?.() ?? Promise.resolve(),
        beforeCommit: () => inject?.() ?? Promise.resolve(),
      },
    })
    server = { app, responseCache: ctx.cache, siteOrigin, archives }
    request = requestVia(app)
    token = await ctx.login()
    for (const heading of ['Paper one', 'Paper two'])
      await request('/papers/add', { method: 'POST', json: { heading, authors: ['A'], content: 'c' }, token })
    await request('/organisingcommitee/createMember', {
      method: 'POST',
      json: { ...BODY.organising, name: 'Prof. Kept' },
      token,
    })
    // A certificate (emptied; its check page goes to the archive).
    const settings = await readSettings(ctx.db.handle.db)
    await issueCertificate(
      ctx.db.handle.db,
      settings!,
      { kind: 'volunteer', name: 'Ravi' },
      'https://icnari2026.example.org',
    )
    // The programme: a room (carried), a session and a second version (emptied, like the seeded workshops).
    const room = await request('/programme/rooms', {
      method: 'POST',
      json: { name: 'Seminar Hall 1', capacity: 120, onlineUrl: 'https://meet.example.org/hall-1' },
      token,
    })
    expect(room.status).toBe(201)
    const session = await request('/programme/sessions', {
      method: 'POST',
      json: {
        kind: 'talk',
        title: 'Opening talk',
        roomId: (await room.json()).room._id,
        start: '2026-03-06T10:00:00+05:30',
        end: '2026-03-06T11:00:00+05:30',
      },
      token,
    })
    expect(session.status).toBe(201)
    expect((await request('/programme/publish', { method: 'POST', json: {}, token })).status).toBe(201)
  })
  // The real listener too, on the app above: it decides which host answers from an archive (site-server.ts).
  const site = useSiteServer(async () => createSiteServer(server))

  const rowsOf = async (
    table:
      | typeof papers
      | typeof certificates
      | typeof speakers
      | typeof committeeMembers
      | typeof importantDates
      | typeof programmeSessions
      | typeof programmeVersions,
  ) => (await ctx.db.handle.db.select({ n: count() }).from(table))[0]!.n
  const next = (body: Record<string, unknown>, withToken = true) =>
    request('/editions/next', { method: 'POST', json: { ...NEXT, ...body }, token: withToken ? token : undefined })

  it('needs the token, and names the field of every bad input', async () => {
    expect((await next({}, false)).status).toBe(401)
    const cases: [Record<string, unknown>, string][] = [
      [{ endDate: '2027-03-04' }, 'endDate'],
      [{ startDate: '2026-03-08', endDate: '2026-03-09' }, 'startDate'],
      [{ publicUrl: 'http://icnari2027.example.org' }, 'publicUrl'],
      [{ publicUrl: 'javascript:alert(1)' }, 'publicUrl'],
      [{ acronym: 'icnari2026' }, 'acronym'],
      [{ publicUrl: 'https://icnari2026.example.org' }, 'publicUrl'],
      [{ acronym: 'ICNARI 2027' }, 'acronym'],
      // Issue 50: names go into the calendars' lines; a host longer than DNS allows cannot name the archive.
      [{ shortName: 'ICNARI 2027\r\nX-INJECTED:1' }, 'shortName'],
      [{ name: 'International\u0000Conference' }, 'name'],
      [{ publicUrl: `https://${'a'.repeat(49)}.${Array(4).fill('a'.repeat(50)).join('.')}.example.org` }, 'publicUrl'],
    ]
    for (const [body, field] of cases) {
      const res = await next(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const answer = await res.json()
      expect(
        answer.issues.map((i: { path: string }) => i.path),
        JSON.stringify(body),
      ).toContain(field)
    }
    // http is fine for a trial on this machine.
    expect((await next({ publicUrl: 'http://icnari2027.localhost:3000', dryRun: true })).status).toBe(200)
    // A trailing dot names the same host, which requests name without it.
    const dotted = await next({ publicUrl: 'https://icnari2027.example.org.', dryRun: true })
    expect((await dotted.json()).to.host).toBe('icnari2027.example.org')
  })

  it("a failed backup is told without this machine's folders, and nothing changes", async () => {
    const notAFolder = join(dir, 'not-a-folder')
    writeFileSync(notAFolder, '')
    const { app } = pageApp(ctx, {
      clientDist: dist,
      renderModule: module,
      publicUrl: 'https://icnari2026.example.org',
      backupDir: join(notAFolder, 'backups'),
      passwordHashing: TEST_PASSWORD_HASHING,
    })
    const res = await requestVia(app)('/editions/next', { method: 'POST', json: NEXT, token })
    expect(res.status).toBe(409)
    const { message } = await res.json()
    expect(message).toMatch(/^The backup failed, so nothing was changed: ENOTDIR: not a directory/)
    expect(message).not.toContain(dir)
    expect((await readConference(ctx.db.handle.db))?.shortName).toBe('ICNARI 2026')
  })

  it('a dry run counts what would be carried, shifted and emptied, and writes nothing', async () => {
    const dates = await rowsOf(importantDates)
    const sessionsBefore = await rowsOf(programmeSessions)
    const res = await next({ dryRun: true })
    expect(res.status).toBe(200)
    const plan = await res.json()
    expect(plan).toMatchObject({
      from: { shortName: 'ICNARI 2026', host: 'icnari2026.example.org' },
      to: { shortName: 'ICNARI 2027', host: 'icnari2027.example.org' },
      shiftDays: 364,
      carried: { settings: 1, admins: 1, committeeMembers: 1, rooms: 1 },
      shifted: { importantDates: dates },
      emptied: { papers: 2, speakers: 0, sessions: sessionsBefore, versions: 2, certificates: 1 },
    })
    expect(sessionsBefore).toBeGreaterThan(0)
    expect(plan.message).toContain('carry 1 committee members, 1 programme rooms and the settings')
    expect(plan.carried.fees).toBeGreaterThan(0)
    // Issue 54 item 6: every carried text naming 2026 is listed, with the names it has; the identity is not.
    expect(plan.leftovers).toContainEqual({
      path: 'settings.links.submission',
      value: 'https://cmt3.research.microsoft.com/ICNARI2026',
      names: ['icnari2026', '2026'],
    })
    expect(plan.leftovers.map((l: { path: string }) => l.path)).not.toContain('settings.conference.shortName')
    // The dates with their new days; the deadline moved to 27 November 2026 is before the switch's day.
    const deadline = plan.dates.find((d: { from: string }) => d.from === '2025-11-28')
    expect(deadline).toEqual({
      label: 'Paper submission deadline',
      from: '2025-11-28',
      date: '2026-11-27',
      endDate: null,
      beforeSwitch: true,
    })
    expect(plan.dates.find((d: { label: string }) => d.label === 'Conference dates')).toMatchObject({
      date: '2027-03-05',
      endDate: '2027-03-07',
      beforeSwitch: false,
    })
    expect(plan.linksEmptied).toEqual(['submission', 'brochure', 'templateWord', 'templateLatex'])
    expect((await next({ dryRun: true, keepLinks: true })).status).toBe(200)
    expect((await (await next({ dryRun: true, keepLinks: true })).json()).linksEmptied).toEqual([])
    expect(existsSync(backupDir)).toBe(false)
    expect(existsSync(archiveDir)).toBe(false)
    expect((await readConference(ctx.db.handle.db))?.shortName).toBe('ICNARI 2026')
  })

  it('a failure after the archive, with every write of the switch done, leaves the database as it was', async () => {
    inject = async () => {
      throw new HttpError(409, 'Injected failure.')
    }
    try {
      const res = await next({})
      expect(res.status).toBe(409)
    } finally {
      inject = undefined
    }
    expect(await rowsOf(papers)).toBe(2)
    expect(await rowsOf(programmeVersions)).toBe(2)
    expect((await readConference(ctx.db.handle.db))?.shortName).toBe('ICNARI 2026')
    // Nothing of it stays: no archive (staged or placed), no backup.
    expect(existsSync(archiveDir) ? readdirSync(archiveDir) : []).toEqual([])
    expect(existsSync(backupDir) ? readdirSync(backupDir) : []).toEqual([])
  })

  it('a switch refused because the edition changed meanwhile leaves the live site at its host, and is audited', async () => {
    const LIVE_HOST = 'icnari2026.example.org'
    const live = async () => {
      const answers: Record<string, number> = {}
      for (const path of ['/admin', '/login', '/api/healthz'])
        answers[path] = (await rawGet(`${site.base}${path}`, { host: LIVE_HOST })).status
      return answers
    }
    const before = await live()
    expect(before).toEqual({ '/admin': 200, '/login': 200, '/api/healthz': 200 })
    // Another admin saves another edition while this one's backup and archive are written.
    const db = ctx.db.handle.db
    const settings = (await readSettings(db))!
    hold = () => saveSettings(db, { ...settings, conference: { ...settings.conference!, acronym: 'icnari2026b' } })
    try {
      const res = await next({})
      expect(res.status).toBe(409)
      expect((await res.json()).message).toBe(
        'The edition was changed meanwhile (another request started one): nothing was done.',
      )
    } finally {
      hold = undefined
      await saveSettings(db, settings)
    }
    // The live host still answers as the live site (its admin area, login and probes), from no archive.
    expect(await live()).toEqual(before)
    expect(archives.rescan()).toEqual([])
    expect(existsSync(archiveDir) ? readdirSync(archiveDir) : []).toEqual([])
    expect(existsSync(backupDir) ? readdirSync(backupDir) : []).toEqual([])
    const failed = await db.select().from(auditLog).where(eq(auditLog.action, 'edition-start-failed'))
    expect(failed.map((entry) => [entry.entity, (entry.after as { message: string }).message])).toContainEqual([
      'edition',
      'The edition was changed meanwhile (another request started one): nothing was done.',
    ])
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'edition-start'))).toEqual([])
  })

  it('a second request while one runs is refused with 409', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let entered!: () => void
    const inside = new Promise<void>((resolve) => (entered = resolve))
    hold = async () => {
      entered()
      await held
      throw new HttpError(409, 'Held, then undone.')
    }
    try {
      const first = next({})
      await inside
      const second = await next({})
      expect(second.status).toBe(409)
      expect((await second.json()).message).toMatch(/being started already/)
      release()
      expect((await first).status).toBe(409)
    } finally {
      hold = undefined
    }
  })

  it('starts the next edition: backup, archive, then carried, shifted and emptied with new ids', async () => {
    const datesBefore = await ctx.db.handle.db.select().from(importantDates)
    const membersBefore = await ctx.db.handle.db.select().from(committeeMembers)
    const roomsBefore = await ctx.db.handle.db.select().from(programmeRooms)
    const sessionsBefore = await rowsOf(programmeSessions)
    const res = await next({})
    expect(res.status).toBe(201)
    const started = await res.json()
    expect(started).toMatchObject({
      archive: { host: 'icnari2026.example.org', pages: 2 },
      carried: { committeeMembers: 1 },
      emptied: { papers: 2 },
    })
    // The backup was written first, and holds the 2026 edition whole.
    expect(readdirSync(backupDir)).toEqual([started.backup])
    // Readable by its owner only: it holds every registrant's contacts and every admin's password hash.
    expect(statSync(join(backupDir, started.backup)).mode & 0o777).toBe(0o600)
    expect(statSync(backupDir).mode & 0o777).toBe(0o700)
    const restored = await createTestDatabase()
    try {
      await restoreArchive(restored.handle, readFileSync(join(backupDir, started.backup)), { force: true })
      expect((await restored.handle.db.select({ n: count() }).from(papers))[0]!.n).toBe(2)
      expect((await readConference(restored.handle.db))?.shortName).toBe('ICNARI 2026')
      expect((await restored.handle.db.select({ n: count() }).from(programmeVersions))[0]!.n).toBe(2)
    } finally {
      await restored.dispose()
    }
    // The archive answers at the old host, with 2026 in it.
    expect(archives.names).toEqual(['icnari2026.example.org'])
    expect(readFileSync(join(archiveDir, 'icnari2026.example.org', 'index.html'), 'utf8')).toContain('ICNARI 2026')
    // Carried with new ids; dates moved by the offset between the first days, history and sequence fresh.
    const members = await ctx.db.handle.db.select().from(committeeMembers)
    expect(members.map((m) => m.name)).toEqual(membersBefore.map((m) => m.name))
    expect(members.map((m) => m.id)).not.toContain(membersBefore[0]!.id)
    const dates = await ctx.db.handle.db.select().from(importantDates)
    expect(dates).toHaveLength(datesBefore.length)
    const conferenceDay = dates.find((d) => d.label === 'Conference dates')!
    expect([conferenceDay.date, conferenceDay.endDate, conferenceDay.sequence]).toEqual(['2027-03-05', '2027-03-07', 0])
    // Roles are kept: the next edition's registration reads its early fee and closing day from them.
    expect(dates.map((d) => [d.label, d.role]).sort()).toEqual(datesBefore.map((d) => [d.label, d.role]).sort())
    expect(conferenceDay.role).toBe('conference')
    expect(dates.every((d) => d.previousDates.length === 0)).toBe(true)
    expect(dates.map((d) => d.id).some((id) => datesBefore.some((b) => b.id === id))).toBe(false)
    // The rooms carried with new ids; the programme's sessions and versions emptied (kept in the backup).
    expect(started).toMatchObject({ carried: { rooms: 1 }, emptied: { sessions: sessionsBefore, versions: 2 } })
    // The registration desk starts empty; its settings are carried with registration closed.
    expect(started.emptied).toMatchObject({ registrations: 0, statementLines: 0 })
    const [settingsRow] = await ctx.db.handle.db.select().from(eventSettings)
    expect((settingsRow!.data as { registration: { open: boolean } }).registration.open).toBe(false)
    // The next edition's home has none of 2026's links: the submission link (CMT's ICNARI2026) is emptied.
    expect((settingsRow!.data as { links: Record<string, string> }).links).toEqual({
      submission: '',
      brochure: '',
      templateWord: '',
      templateLatex: '',
    })
    const rooms = await ctx.db.handle.db.select().from(programmeRooms)
    expect(rooms.map((r) => [r.name, r.capacity, r.onlineUrl, r.position])).toEqual(
      roomsBefore.map((r) => [r.name, r.capacity, r.onlineUrl, r.position]),
    )
    expect(rooms[0]!.id).not.toBe(roomsBefore[0]!.id)
    expect(await rowsOf(programmeSessions)).toBe(0)
    expect(await rowsOf(programmeVersions)).toBe(0)
    expect(await (await request('/programme')).json()).toMatchObject({ version: null, sessions: [], rooms: [] })
    expect((await (await request('/programme/versions')).json()).versions).toEqual([])
    expect((await (await request('/programme/rooms')).json()).rooms).toMatchObject([{ name: 'Seminar Hall 1' }])
    // Emptied, and the new identity everywhere.
    expect(await rowsOf(papers)).toBe(0)
    expect(await rowsOf(certificates)).toBe(0)
    expect((await (await request('/papers/all')).json()).data).toEqual([])
    expect((await (await request('/settings')).json()).settings.conference).toMatchObject({
      shortName: 'ICNARI 2027',
      publicUrl: 'https://icnari2027.example.org',
    })
    // The past edition, with its archive's address; fees and hotels flagged for review.
    const past = await (await request('/editions')).json()
    expect(past.editions).toMatchObject([
      { shortName: 'ICNARI 2026', archiveUrl: 'https://icnari2026.example.org/', startDate: '2026-03-06' },
    ])
    expect(past.toReview).toEqual(['fees', 'hotels'])
    // Saving the hotels clears their flag; the fees stay flagged until they are saved too.
    const { settings } = await (await request('/settings', { token })).json()
    const saved = await request('/settings', { method: 'PATCH', json: { hotels: settings.hotels }, token })
    expect(saved.status).toBe(200)
    expect((await (await request('/editions')).json()).toReview).toEqual(['fees'])
    // Audited.
    const entries = await ctx.db.handle.db.select().from(auditLog).where(eq(auditLog.action, 'edition-start'))
    expect(entries).toHaveLength(1)
    // The next one must start after 2027's last day, with a new acronym and host.
    expect((await next({ dryRun: true })).status).toBe(400)
  }, 120_000)
})
