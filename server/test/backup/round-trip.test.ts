import { afterAll, describe, expect, it } from 'vitest'
import { listTables } from '../../src/backup/backup'
import { EXCLUDED_TABLES, schemaTableNames } from '../../src/backup/format'
import { restoreArchive, verifyBackup } from '../../src/backup/restore'
import { type DatabaseHandle, openDatabase } from '../../src/db/client'
import { admins, pastEditions, recoveryCodes } from '../../src/db/schema'
import { createTestDatabase, openMigratedPGlite, type TestDatabase } from '../database'
import { backupBytes, imageBytes, imageUrlsIn, openSite, seedEverything, snapshotLists } from './helpers'

// The round trip of issue 24: seed every table through the API, back up (GET /api/backup), restore into a fresh
// database of the other kind, and the restored site answers every list as before, images byte for byte, the old
// password logs in and the old token is refused. PGlite -> Postgres and Postgres -> PGlite when TEST_DATABASE_URL
// is set; PGlite -> PGlite otherwise.

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL)
if (!POSTGRES)
  console.warn(
    '\n######## BACKUP ROUND TRIP: TEST_DATABASE_URL unset, so PGlite -> PGlite only (not PGlite <-> Postgres).\n' +
      '######## Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run both directions.\n',
  )

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {})
})

async function pglite(): Promise<DatabaseHandle> {
  const handle = await openMigratedPGlite()
  cleanups.push(() => handle.close())
  return handle
}
async function postgres(): Promise<TestDatabase['handle']> {
  const db = await createTestDatabase()
  cleanups.push(() => db.dispose())
  return db.handle
}
/** A fresh database that has never been migrated: the restore sets it up itself. */
async function emptyPostgres(): Promise<DatabaseHandle> {
  const { default: pg } = await import('postgres')
  const server = process.env.TEST_DATABASE_URL!
  const name = `t_restore_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`
  const admin = pg(server, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(server)
  url.pathname = `/${name}`
  const handle = await openDatabase({ databaseUrl: url.toString(), max: 3 })
  cleanups.push(async () => {
    await handle.close()
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  })
  return handle
}

/** The newest 200 entries of the audit log. */
async function auditEntries(site: Awaited<ReturnType<typeof openSite>>, token: string): Promise<unknown[]> {
  const res = await site.request('/audit?limit=200', { token })
  expect(res.status).toBe(200)
  return ((await res.json()) as { entries: unknown[] }).entries
}

async function roundTrip(source: DatabaseHandle, makeTarget: () => Promise<DatabaseHandle>) {
  const site = await openSite(source, { createAdmin: true })
  cleanups.push(site.stop)
  const { token } = await seedEverything(site)
  // No route creates recovery codes without a TOTP code: one row, written directly, so the table is carried too.
  const [admin] = await source.db.select({ id: admins.id }).from(admins).limit(1)
  await source.db.insert(recoveryCodes).values({ adminId: admin!.id, codeHash: 'seeded-recovery-code-hash' })
  // A past edition comes only from starting the next one (which empties most tables): one row, written directly.
  await source.db.insert(pastEditions).values({
    conference: { shortName: 'Past edition', startDate: '2025-03-06', endDate: '2025-03-08' },
    archiveHost: 'past.example.org',
    archivePages: 39,
    archiveFiles: 102,
    backupFile: 'icnari-2025-03-20T00-00-00Z.tar.gz',
    carriedToReview: ['fees'],
    carriedDismissed: ['settings.links.submission'],
  })
  const before = await snapshotLists(site, token)
  const auditBefore = await auditEntries(site, token)
  expect(auditBefore.length).toBeGreaterThan(0)

  // Every table of the schema holds rows now, so a table the backup skipped would show below.
  const dataTables = schemaTableNames().filter((t) => !EXCLUDED_TABLES.includes(t))
  const res = await site.request('/backup', { token })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="icnari-[0-9TZ-]+\.tar\.gz"$/)
  expect(res.headers.get('cache-control')).toBe('no-store')
  const archive = Buffer.from(await res.arrayBuffer())
  const { manifest } = verifyBackup(archive)
  expect(manifest.tables.map((t) => t.table).sort()).toEqual(dataTables)
  expect(manifest.tables.map((t) => t.table).sort()).toEqual(
    (await listTables(source.db)).filter((t) => !EXCLUDED_TABLES.includes(t)),
  )
  for (const t of manifest.tables) expect(t.rowCount, `${t.table} was seeded`).toBeGreaterThan(0)
  expect(manifest.excludedTables.sort()).toEqual(['login_challenges', 'rate_limit_events', 'sessions'])

  const target = await makeTarget()
  await restoreArchive(target, archive)
  const restored = await openSite(target)
  cleanups.push(restored.stop)
  // The old token is refused (sessions are not in a backup); the old password logs in.
  expect((await restored.request('/user/me', { token })).status).toBe(401)
  const newToken = await restored.login()
  const after = await snapshotLists(restored, newToken)
  expect(after).toEqual(before)
  // The sessions keep their numbers (an identity column GENERATED ALWAYS, the frab id), and new ones continue after.
  const draft = (after['/programme/sessions'] as { body: { sessions: { number: number }[] } }).body.sessions
  expect(draft.length).toBeGreaterThan(0)
  const added = await restored.request('/programme/sessions', {
    method: 'POST',
    json: { kind: 'talk', title: 'After the restore' },
    token: newToken,
  })
  expect(added.status).toBe(201)
  const { session } = (await added.json()) as { session: { number: number; _id: string } }
  expect(session.number).toBeGreaterThan(Math.max(...draft.map((s) => s.number)))
  await restored.request(`/programme/sessions/${session._id}`, { method: 'DELETE', token: newToken })
  // The audit log comes back whole; logging in to the restored site only adds to it.
  expect(await auditEntries(restored, newToken)).toEqual(expect.arrayContaining(auditBefore))
  // Every stored image keeps its URL and its bytes (those the lists name, and the rest).
  const urls = manifest.files.map((f) => `/api/${f.path}`)
  expect(urls).toEqual(expect.arrayContaining(imageUrlsIn(before)))
  for (const url of urls) expect((await imageBytes(restored, url)).equals(await imageBytes(site, url)), url).toBe(true)
  return { archive }
}

describe('backup and restore round trip', () => {
  it.runIf(POSTGRES)(
    'PGlite -> Postgres, then that Postgres -> PGlite: every list, image and login as before',
    async () => {
      const lite = await pglite()
      await roundTrip(lite, emptyPostgres)
      await roundTrip(await postgres(), pglite)
    },
    180_000,
  )

  it.skipIf(POSTGRES)(
    'PGlite -> PGlite: every list, image and login as before',
    async () => {
      await roundTrip(await pglite(), pglite)
    },
    180_000,
  )

  it('a backup taken while writes run restores into a consistent database', async () => {
    const source = POSTGRES ? await postgres() : await pglite()
    const site = await openSite(source, { createAdmin: true })
    cleanups.push(site.stop)
    const token = await site.login()
    let stop = false
    const writer = (async () => {
      // Bounded: at most 40 rounds, each a paper and a photo with a new image.
      for (let i = 0; i < 40 && !stop; i++) {
        const form = new FormData()
        const { solidImage } = await import('../../src/routes/images/images.fixtures')
        form.append(
          'image',
          new Blob([Buffer.from(await solidImage('png', 20, 20, { r: i * 5, g: 3, b: 4 }))]),
          'a.png',
        )
        const up = (await (await site.request('/user/image', { method: 'POST', body: form, token })).json()) as {
          result: string
        }
        await site.request('/photogallery/upload', {
          method: 'POST',
          json: { imageUrl: up.result, tags: [`t${i}`] },
          token,
        })
        await site.request('/papers/add', {
          method: 'POST',
          json: { heading: `Paper ${i}`, authors: ['A'], content: 'x' },
          token,
        })
      }
    })()
    await new Promise((r) => setTimeout(r, 300))
    const archive = await backupBytes(source)
    stop = true
    await writer
    const backup = verifyBackup(archive) // counts and checksums agree with the rows
    const photos = backup.tables.find((t) => t.table === 'gallery_photos')!.rows
    const files = new Set(backup.manifest.files.map((f) => f.path))
    for (const p of photos)
      expect(files.has(`images/${String(p.image_url).split('/').pop()}`), String(p.image_url)).toBe(true)
    // A fresh Postgres database; on PGlite (~850 MB and seconds per instance) the source itself, replaced.
    const target = POSTGRES ? await emptyPostgres() : source
    await restoreArchive(target, archive, { force: target === source })
    const restored = await openSite(target)
    cleanups.push(restored.stop)
    const list = (await (await restored.request('/photogallery/all')).json()) as { result?: unknown[] } | unknown[]
    const items = Array.isArray(list) ? list : (list.result ?? [])
    expect(items.length).toBe(photos.length)
    for (const url of imageUrlsIn(items)) await imageBytes(restored, url)
  }, 90_000)
})
