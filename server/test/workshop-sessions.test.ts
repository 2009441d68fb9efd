import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublishedSession } from '../../common/programme'
import { createApp } from '../src/app'
import { programmeSessions } from '../src/db/schema'
import { loadRenderModule } from '../src/pages/renderer'
import { useTestApp } from './context'
import { renderedTextOf as textOf } from './page-text'
import { clientRenderBundle } from './render-bundle'

// The workshops become sessions (issue 33 item 6): migration 0011 moves the three technical sessions into the
// programme, kind 'workshop', published as version 1, so a fresh database serves them at GET /api/programme and
// their pages (/programs/technical-session/<slug>) render from that data on the server. The client's real render
// bundle (vite build --ssr, once per run: test/render-bundle.ts) renders them, so the HTML checked is what a
// visitor without JavaScript gets.

const TEMPLATE = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>'
const SLUGS = ['evs-and-emerging-technologies', 'photovoltaic-cell', 'renewable-energy']

const ctx = useTestApp()
let dist = ''
let app: ReturnType<typeof createApp>['app']
let pages: ReturnType<typeof createApp>['pages']

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'workshop-sessions-'))
  mkdirSync(join(dist, 'client'))
  writeFileSync(join(dist, 'client', 'index.html'), TEMPLATE)
  const renderModule = await loadRenderModule(await clientRenderBundle())
  if (!renderModule) throw new Error('the render bundle was not built')
  ;({ app, pages } = createApp({
    database: ctx.db.handle,
    responseCache: ctx.cache,
    clientDist: join(dist, 'client'),
    renderModule,
  }))
}, 180_000)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('a fresh database has the workshops published', () => {
  it('GET /api/programme answers version 1 with the three workshops, resolved as published sessions', async () => {
    const res = await ctx.request('/programme')
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      version: { number: number; publishedAt: string; note: string } | null
      timeZone: string
      rooms: unknown[]
      sessions: PublishedSession[]
    }
    expect(body.version?.number).toBe(1)
    expect(body.timeZone).toBe('Asia/Kolkata')
    expect(body.rooms).toEqual([])
    expect(body.sessions.map((s) => s.slug).sort()).toEqual(SLUGS)
    // Programme order: sessions not yet scheduled by title.
    expect(body.sessions.map((s) => s.title)).toEqual([
      'Next-Gen Energy Sources: Renewable Energy Technologies',
      'Next-Gen Transportation: EVs, Drone Technology & Emerging Innovations',
      'Photovoltaic Cells',
    ])
    const numbers = body.sessions.map((s) => s.number).sort()
    expect(numbers).toEqual([1, 2, 3])
    for (const s of body.sessions) {
      expect(s).toMatchObject({
        kind: 'workshop',
        start: null,
        end: null,
        roomId: null,
        track: null,
        chairs: [],
        speakers: [],
        papers: [],
        onlineUrl: null,
        status: 'scheduled',
        sequence: 0,
      })
      expect(s._id).toMatch(/^[0-9a-f-]{36}$/)
      expect(new Date(s.lastModified).toISOString()).toBe(s.lastModified)
      expect(s.description.split('\n\n').length).toBeGreaterThanOrEqual(3)
      expect(s.people.filter((p) => p.role === 'Speaker')).toHaveLength(3)
      expect(s.people.filter((p) => p.role === 'Coordinator').length).toBeGreaterThanOrEqual(2)
      for (const p of s.people) expect(p.designation && p.institution).toBeTruthy()
    }
    const pv = body.sessions.find((s) => s.slug === 'photovoltaic-cell')!
    expect(pv.number).toBe(2)
    expect(pv.description).toContain('Photovoltaics are at the heart of the shift to clean electricity')
    expect(pv.description).toContain('- Perovskite and tandem cells')
    expect(pv.people).toContainEqual({
      name: 'Dr. Pritam Kumar',
      role: 'Coordinator',
      designation: 'Assistant Professor',
      institution: 'Department of Electrical Engineering, Government Engineering College Madhubani (DSTTE Bihar)',
      email: 'coordinator-pv-1@example.org',
    })
    expect(pv.people).toContainEqual({
      name: 'Dr. Vivek Garg',
      role: 'Speaker',
      designation: 'Assistant Professor',
      institution: 'Department of Electronics and Communication Engineering, SVNIT Surat',
    })
  })

  it('GET /api/programme/versions: version 1 added each workshop', async () => {
    const res = await ctx.request('/programme/versions')
    expect(res.status).toBe(200)
    const { versions } = (await res.json()) as {
      versions: { number: number; changes: { type: string; title: string; sessionId: string }[] }[]
    }
    expect(versions).toHaveLength(1)
    expect(versions[0]!.number).toBe(1)
    expect(versions[0]!.changes.map((c) => c.type)).toEqual(['added', 'added', 'added'])
    expect(versions[0]!.changes.map((c) => c.title)).toContain('Photovoltaic Cells')
  })

  it('the draft holds the same three sessions, with their published ids and numbers', async () => {
    const rows = await ctx.db.handle.db
      .select({
        id: programmeSessions.id,
        number: programmeSessions.number,
        slug: programmeSessions.slug,
        kind: programmeSessions.kind,
      })
      .from(programmeSessions)
      .orderBy(asc(programmeSessions.number))
    expect(rows.map((r) => [r.number, r.slug, r.kind])).toEqual([
      [1, 'evs-and-emerging-technologies', 'workshop'],
      [2, 'photovoltaic-cell', 'workshop'],
      [3, 'renewable-energy', 'workshop'],
    ])
    const published = (await (await ctx.request('/programme')).json()).sessions as PublishedSession[]
    for (const r of rows) expect(published.find((s) => s.slug === r.slug)?._id).toBe(r.id)
  })
})

describe('migration 0011 on a database that already has a programme', () => {
  it('writes nothing: the same SQL run again adds no session and no version', async () => {
    const before = await (await ctx.request('/programme')).json()
    const file = fileURLToPath(new URL('../../migrations/0011_workshop_sessions.sql', import.meta.url))
    await ctx.db.handle.db.execute(sql.raw(readFileSync(file, 'utf8')))
    const count = await ctx.db.handle.db.select({ n: sql<number>`count(*)::int` }).from(programmeSessions)
    expect(count[0]!.n).toBe(3)
    const versions = (await (await ctx.request('/programme/versions')).json()).versions as unknown[]
    expect(versions).toHaveLength(1)
    expect(await (await ctx.request('/programme')).json()).toEqual(before)
  })
})

describe('the workshop pages render from the published programme', () => {
  it('the raw HTML of /programs/technical-session/photovoltaic-cell holds its title, texts and coordinators', async () => {
    const res = await app.request('/programs/technical-session/photovoltaic-cell')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(/<title data-ssr>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^Photovoltaic Cells \| /)
    const text = textOf(html)
    expect(text).toContain('Photovoltaic Cells')
    expect(text).toContain('Photovoltaics are at the heart of the shift to clean electricity')
    expect(text).toContain('Perovskite and tandem cells')
    expect(text).toContain('Dr. Vivek Garg')
    expect(text).toContain('Dr. Pritam Kumar')
    expect(html).toContain('mailto:coordinator-pv-1@example.org')
  })

  it('the index lists the published workshops, and the menu links each', async () => {
    const res = await app.request('/programs/technical-session')
    expect(res.status).toBe(200)
    const html = await res.text()
    for (const slug of SLUGS) expect(html).toContain(`href="/programs/technical-session/${slug}"`)
    expect(textOf(html)).toContain('Next-Gen Transportation: EVs, Drone Technology & Emerging Innovations')
    // The header's Programs menu on any page: Programme first, the workshops in the Technical Session submenu.
    const home = await (await app.request('/about')).text()
    expect(home).toContain('href="/programme"')
    for (const slug of SLUGS) expect(home).toContain(`href="/programs/technical-session/${slug}"`)
  })

  it('an unknown slug is "Session not found" with status 404', async () => {
    const res = await app.request('/programs/technical-session/quantum-widgets')
    expect(res.status).toBe(404)
    expect(textOf(await res.text())).toContain('Session not found')
  })

  it('the sitemap lists each published workshop page', async () => {
    const paths = await pages!.publicPagePaths()
    for (const slug of SLUGS) expect(paths).toContain(`/programs/technical-session/${slug}`)
    const sitemap = await (await app.request('/sitemap.xml')).text()
    for (const slug of SLUGS) expect(sitemap).toContain(`/programs/technical-session/${slug}</loc>`)
  })
})
