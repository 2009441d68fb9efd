import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BackupError, FORMAT_VERSION } from '../../src/backup/format'
import { restoreArchive, verifyBackup } from '../../src/backup/restore'
import { openDatabase } from '../../src/db/client'
import { createTestDatabase, type TestDatabase } from '../database'
import { bundledEntry } from '../server-bundle'
import {
  backupBytes,
  imageBytes,
  openSite,
  repack,
  SEED_ADMIN,
  type Site,
  seedEverything,
  snapshotLists,
} from './helpers'

// Restores must refuse anything they cannot restore whole, before writing; the committed fixture must keep
// restoring in every later version; GET /api/backup is for admins only, one at a time.

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url))
const FIXTURE = fileURLToPath(new URL('./fixtures/icnari-v1.tar.gz', import.meta.url))

let source: TestDatabase
let site: Site
let token: string
let archive: Buffer
const backupDir = mkdtempSync(join(tmpdir(), 'icnari-backups-'))
const previousBackupDir = process.env.BACKUP_DIR

beforeAll(async () => {
  process.env.BACKUP_DIR = backupDir
  source = await createTestDatabase()
  site = await openSite(source.handle, { createAdmin: true })
  token = (await seedEverything(site, 1)).token
  archive = await backupBytes(source.handle)
}, 90_000)
afterAll(async () => {
  await site?.stop()
  await source?.dispose()
  rmSync(backupDir, { recursive: true, force: true })
  if (previousBackupDir === undefined) delete process.env.BACKUP_DIR
  else process.env.BACKUP_DIR = previousBackupDir
})

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

describe('restore refuses what it cannot restore whole, and changes nothing', () => {
  const bad: [string, () => Buffer, RegExp][] = [
    [
      'a corrupt file',
      () => Buffer.concat([archive.subarray(0, 200), Buffer.from('garbage'), archive.subarray(207)]),
      /corrupt or truncated|corrupt/,
    ],
    ['a truncated file', () => archive.subarray(0, Math.floor(archive.length * 0.6)), /truncated/],
    [
      'a part that no longer matches its checksum',
      () =>
        repack(archive, (f) =>
          f.set(
            'tables/papers.jsonl',
            Buffer.from(f.get('tables/papers.jsonl')!.toString().replace('"heading":"', '"heading":"X')),
          ),
        ),
      /tables\/papers\.jsonl does not match its checksum/,
    ],
    [
      'a newer format version',
      () =>
        repack(archive, (f) => {
          const m = JSON.parse(f.get('manifest.json')!.toString())
          f.set('manifest.json', Buffer.from(JSON.stringify({ ...m, formatVersion: m.formatVersion + 1 })))
        }),
      new RegExp(
        `format version ${FORMAT_VERSION + 1}, newer than this version of the site understands \\(${FORMAT_VERSION}\\)`,
      ),
    ],
  ]
  for (const [what, make, message] of bad) {
    it(`${what}: a clear error, and the target database (holding data, FORCE given) is unchanged`, async () => {
      const before = await snapshotLists(site, token)
      const err = await restoreArchive(source.handle, make(), { force: true }).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(BackupError)
      expect((err as Error).message).toMatch(message)
      expect(await snapshotLists(site, token)).toEqual(before)
    })
  }

  it('the restore command prints one line and exits non-zero on a truncated file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'icnari-restore-cli-'))
    try {
      const file = join(dir, 'cut.tar.gz')
      writeFileSync(file, archive.subarray(0, 300))
      const run = spawnSync(process.execPath, [bundledEntry('restore'), file], {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: join(dir, 'data') },
        encoding: 'utf8',
        timeout: 30_000,
      })
      expect(run.status).toBe(1)
      expect(run.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/cut\.tar\.gz: Not a usable backup: .*truncated.*Nothing was written\.$/),
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a database that holds data is refused without FORCE, and replaced with it', async () => {
    const before = await snapshotLists(site, token)
    await site.request('/papers/add', {
      method: 'POST',
      json: { heading: 'Added after the backup', authors: ['A'], content: 'x' },
      token,
    })
    await expect(restoreArchive(source.handle, archive)).rejects.toThrow(
      /already holds data \(.*papers.*\): nothing was restored.*FORCE=1/,
    )
    expect(JSON.stringify(await snapshotLists(site, token))).toContain('Added after the backup')
    await restoreArchive(source.handle, archive, { force: true })
    // A server on PGlite is stopped for a restore (the folder's lock): look through a fresh one, as after a start.
    const restarted = await openSite(source.handle)
    try {
      // Replaced: the sessions went too, so the token of before is refused; the backup's own state is back.
      expect((await restarted.request('/user/me', { token })).status).toBe(401)
      token = await restarted.login()
      expect(await snapshotLists(restarted, token)).toEqual(before)
    } finally {
      await restarted.stop()
    }
  })
})

describe('the committed fixture (format version 1) restores', () => {
  it('into a fresh database: every row, image and the admin login', async () => {
    const fixture = readFileSync(FIXTURE)
    const { manifest, tables } = verifyBackup(fixture)
    expect(manifest.formatVersion).toBe(1)
    // A fresh database on Postgres; on PGlite (~850 MB and seconds per instance) this file's own, replaced.
    let target = source.handle
    let dispose = async () => {}
    if (process.env.TEST_DATABASE_URL) {
      const db = await createTestDatabase()
      target = db.handle
      dispose = db.dispose
    }
    const restored = await openSite(target)
    try {
      await restoreArchive(target, fixture, { force: target === source.handle })
      const adminToken = await restored.login(SEED_ADMIN.email, SEED_ADMIN.password)
      if (target === source.handle) token = adminToken // the replaced database's sessions are gone
      const lists = JSON.stringify(await snapshotLists(restored, adminToken))
      for (const t of tables) {
        if (t.table === 'admins' || t.table === 'images') continue
        for (const row of t.rows) expect(lists, `${t.table} ${String(row.id)}`).toContain(String(row.id))
      }
      for (const f of manifest.files) expect(sha256(await imageBytes(restored, `/api/${f.path}`))).toBe(f.sha256)
    } finally {
      await restored.stop()
      await dispose()
    }
  }, 60_000)
})

describe('GET /api/backup', () => {
  it('needs the admin token (401), and a second one while one runs gets 429', async () => {
    expect((await site.request('/backup')).status).toBe(401)
    expect((await site.request('/backup/last')).status).toBe(401)
    const [a, b] = await Promise.all([site.request('/backup', { token }), site.request('/backup', { token })])
    expect([a.status, b.status].sort()).toEqual([200, 429])
    const refused = a.status === 429 ? a : b
    expect(((await refused.json()) as { message: string }).message).toMatch(/being made already/)
    const ok = a.status === 200 ? a : b
    expect(ok.headers.get('content-type')).toBe('application/gzip')
    verifyBackup(Buffer.from(await ok.arrayBuffer()))
  })

  it('writes nothing to disk but a spool under DATA_DIR, removed once sent; nothing in BACKUP_DIR or the working directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'icnari-data-'))
    const previousDataDir = process.env.DATA_DIR
    process.env.DATA_DIR = dataDir
    const cwdBackups = join(process.cwd(), 'backups')
    const cwdBefore = existsSync(cwdBackups) ? readdirSync(cwdBackups) : undefined
    try {
      const res = await site.request('/backup', { token })
      expect(res.status).toBe(200)
      verifyBackup(Buffer.from(await res.arrayBuffer()))
      await new Promise((r) => setTimeout(r, 50)) // the spool is removed when its stream closes
      expect(readdirSync(backupDir)).toEqual([])
      expect(readdirSync(join(dataDir, 'backup-spool'))).toEqual([])
      expect(existsSync(cwdBackups) ? readdirSync(cwdBackups) : undefined).toEqual(cwdBefore)
      // DATA_DIR memory:// (nothing on disk at all): the backup is held in memory.
      process.env.DATA_DIR = 'memory://'
      const inMemory = await site.request('/backup', { token })
      expect(inMemory.status).toBe(200)
      verifyBackup(Buffer.from(await inMemory.arrayBuffer()))
      expect(readdirSync(backupDir)).toEqual([])
    } finally {
      if (previousDataDir === undefined) delete process.env.DATA_DIR
      else process.env.DATA_DIR = previousDataDir
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('GET /api/backup/last reports the last download', async () => {
    const res = await site.request('/backup/last', { token })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { lastBackupAt: string | null; source: string | null }
    expect(body.source).toBe('download')
    expect(Date.now() - Date.parse(body.lastBackupAt!)).toBeLessThan(10 * 60_000)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('a running server sees a restore at once (Postgres)', () => {
  it('its cached public lists are dropped when another process restores', async () => {
    const before = (await (await site.request('/papers/all')).json()) as unknown
    const industry = '/industryprogramme/getAllMembers'
    // A second connection, as `make restore` would be: replace the data with a backup holding one paper and one
    // industry committee member more.
    await site.request('/papers/add', {
      method: 'POST',
      json: { heading: 'Only in the newer backup', authors: ['A'], content: 'x' },
      token,
    })
    const member = {
      name: 'Only in the newer backup',
      specialization: ['Backups'],
      college: 'NIT Patna',
      committee: 'Industry Programme Committee',
      role: 'Member',
      imageUrl: '',
      description: 'd',
    }
    expect(
      (await site.request('/industryprogramme/createMember', { method: 'POST', json: member, token })).status,
    ).toBe(201)
    const newer = await backupBytes(source.handle)
    await restoreArchive(source.handle, archive, { force: true })
    token = await site.login()
    await site.request('/papers/all') // cached again now
    expect(JSON.stringify(await (await site.request(industry)).json())).not.toContain('Only in the newer backup')
    const other = await openDatabase({ databaseUrl: source.url!, max: 2 })
    try {
      await restoreArchive(other, newer, { force: true })
    } finally {
      await other.close()
    }
    await new Promise((r) => setTimeout(r, 300)) // the notification travels to this process's listener
    const after = JSON.stringify(await (await site.request('/papers/all')).json())
    expect(after).toContain('Only in the newer backup')
    expect(JSON.stringify(before)).not.toContain('Only in the newer backup')
    // Every cached list, not a hand-kept set of them (the industry committee's was missing from such a set).
    expect(JSON.stringify(await (await site.request(industry)).json())).toContain('Only in the newer backup')
  })
})
