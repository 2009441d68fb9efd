import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Registry } from 'prom-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupFileName } from '../../src/backup/backup'
import { type DatabaseHandle, openDatabase } from '../../src/db/client'
import { readEnv } from '../../src/env'
import { BACKUP_LOCK_ID, type BackupSchedule, startBackupSchedule } from '../../src/jobs/scheduled-backups'
import { capturedLogger } from '../captured-logs'
import { createTestDatabase, type TestDatabase } from '../database'

// Scheduled backups (BACKUP_EVERY / BACKUP_KEEP): slots of one second here, where the env requires a minute.

interface LogRecord {
  level: string
  msg: string
  [key: string]: unknown
}

/** The logger's lines so far (read through capturedLogger, which hands over the pending batch first). */
function capturingLogger() {
  const log = capturedLogger('debug')
  return { logger: log.logger, records: () => log.records() as LogRecord[] }
}

const backupsIn = (dir: string) =>
  readdirSync(dir)
    .filter((n) => /^icnari-.*\.tar\.gz$/.test(n))
    .sort()
const failedCount = async (registry: Registry) =>
  /icnari_scheduled_backups_total\{outcome="failed"\} (\d+)/.exec(await registry.metrics())?.[1]

let db: TestDatabase
const dirs: string[] = []
const schedules: BackupSchedule[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'icnari-schedule-'))
  dirs.push(dir)
  return dir
}
const schedule = (options: Parameters<typeof startBackupSchedule>[0]) => {
  const s = startBackupSchedule(options)
  schedules.push(s)
  return s
}

beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => {
  await Promise.all(schedules.map((s) => s.stop()))
  await db?.dispose()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('scheduled backups: configuration', () => {
  it('rejects BACKUP_EVERY=5x naming the variable, accepts 24h, and keeps 14 unless BACKUP_KEEP says otherwise', () => {
    expect(() => readEnv({ BACKUP_EVERY: '5x' })).toThrow(
      /BACKUP_EVERY: expected a duration such as 30m, 6h, 24h or 7d/,
    )
    expect(() => readEnv({ BACKUP_EVERY: '30s' })).toThrow(/BACKUP_EVERY: must be at least 1m/)
    expect(() => readEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: expected a whole number/)
    const env = readEnv({ BACKUP_EVERY: '24h' })
    expect(env.BACKUP_EVERY).toBe(24 * 3600_000)
    expect(env.BACKUP_KEEP).toBe(14)
    expect(readEnv({ BACKUP_EVERY: '', BACKUP_KEEP: '3' })).toMatchObject({ BACKUP_EVERY: undefined, BACKUP_KEEP: 3 })
  })
})

describe('scheduled backups', () => {
  it('writes a backup on its own at the next slot boundary, named after the slot', async () => {
    const dir = tempDir()
    const { logger, records } = capturingLogger()
    const s = schedule({ database: db.handle, dir, everyMs: 1000, keep: 5, logger })
    const deadline = Date.now() + 8000
    while (backupsIn(dir).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    await s.stop()
    const written = records().filter((r) => r.msg.startsWith('scheduled backup written'))
    expect(written.length).toBeGreaterThanOrEqual(1)
    // Named after the slot (a whole second since the epoch), not the moment the write began.
    expect(backupsIn(dir)).toContain(backupFileName(new Date(String(written[0]!.slot))))
    expect(written[0]).toMatchObject({
      level: 'info',
      path: join(dir, backupFileName(new Date(String(written[0]!.slot)))),
    })
    expect(written[0]!.bytes).toBeGreaterThan(100)
    expect(typeof written[0]!.ms).toBe('number')
  })

  it('prunes the oldest backups beyond BACKUP_KEEP and leaves every other file alone', async () => {
    const dir = tempDir()
    const old = [1, 2, 3, 4, 5].map((d) => backupFileName(new Date(Date.UTC(2025, 0, d))))
    for (const name of old) writeFileSync(join(dir, name), 'an older backup')
    const others = ['notes.txt', 'last-download.json', 'icnari-2020-01-01T00-00-00Z.tar.gz.partial', 'other.tar.gz']
    for (const name of others) writeFileSync(join(dir, name), 'not a backup of ours')
    const { logger } = capturingLogger()
    const s = schedule({ database: db.handle, dir, everyMs: 3600_000, keep: 3, logger })
    const slot = Date.UTC(2026, 2, 1)
    expect(await s.runSlot(slot)).toBe('ok')
    expect(backupsIn(dir)).toEqual([old[3], old[4], backupFileName(new Date(slot))].sort())
    for (const name of others) expect(existsSync(join(dir, name))).toBe(true)
  })

  it('logs a failed backup at error level and counts it (BACKUP_DIR not writable)', async () => {
    const parent = tempDir()
    const dir = join(parent, 'a-file') // a file where the folder should be: no backup can be written there
    writeFileSync(dir, 'x')
    const { logger, records } = capturingLogger()
    const registry = new Registry()
    const s = schedule({ database: db.handle, dir, everyMs: 3600_000, keep: 3, logger, registry })
    expect(await failedCount(registry)).toBe('0')
    expect(await s.runSlot(Date.UTC(2026, 2, 2))).toBe('failed')
    const errors = records().filter((r) => r.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]!.msg).toMatch(/^scheduled backup failed: .*(EEXIST|ENOTDIR)/)
    expect(await failedCount(registry)).toBe('1')
    expect(readdirSync(parent)).toEqual(['a-file'])
  })

  it('a database that does not answer is a failure logged at error (without SQL) and counted', async () => {
    // Nothing listens on port 1: the connection is refused, as when Postgres is down.
    const closed = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/gone', max: 1 })
    const dir = tempDir()
    const { logger, records } = capturingLogger()
    const registry = new Registry()
    const s = schedule({ database: closed, dir, everyMs: 3600_000, keep: 3, logger, registry })
    expect(await s.runSlot(Date.UTC(2026, 2, 5))).toBe('failed')
    const errors = records().filter((r) => r.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]!.msg).toMatch(/^scheduled backup failed: /)
    expect(JSON.stringify(errors[0])).not.toMatch(/select|pg_try_advisory_lock/i)
    expect(await failedCount(registry)).toBe('1')
    expect(backupsIn(dir)).toEqual([])
    await closed.close()
  })
})

describe('scheduled backups on several instances (Postgres)', () => {
  const url = () => db.url!
  let second: DatabaseHandle | undefined
  beforeAll(async () => {
    if (!db.url) return
    second = await openDatabase({ databaseUrl: url(), max: 2 })
  })
  afterAll(async () => {
    await Promise.all(schedules.map((s) => s.stop()))
    await second?.close()
  })
  const postgresOnly = (name: string, fn: () => Promise<void>, timeout?: number) =>
    it(
      name,
      async () => {
        if (!db.url) {
          console.warn(
            `\n######## SKIPPED (needs Postgres): ${name}\n######## Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it.\n`,
          )
          return
        }
        await fn()
      },
      timeout,
    )

  postgresOnly(
    'two instances sharing one folder write exactly one backup per slot',
    async () => {
      const dir = tempDir()
      const a = capturingLogger()
      const b = capturingLogger()
      // 2 s slots: a backup on a loaded 2-core machine can take over a second (a slot that finds the previous one
      // still running is skipped with a warning, which is the designed behaviour, not a failure).
      const first = schedule({ database: db.handle, dir, everyMs: 2000, keep: 10, logger: a.logger })
      const other = schedule({ database: second!, dir, everyMs: 2000, keep: 10, logger: b.logger })
      // Both at once on one slot, as timers firing together do.
      const slot = Date.UTC(2026, 2, 3)
      expect((await Promise.all([first.runSlot(slot), other.runSlot(slot)])).sort()).toEqual(['ok', 'skipped'])
      // And by their timers, for two slots.
      const written = () => [...a.records(), ...b.records()].filter((r) => r.msg.startsWith('scheduled backup written'))
      const deadline = Date.now() + 20_000
      while (written().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      await Promise.all([first.stop(), other.stop()])
      const slots = written().map((r) => String(r.slot))
      expect(slots.length).toBeGreaterThanOrEqual(3)
      expect(new Set(slots).size).toBe(slots.length) // no slot written twice
      expect(backupsIn(dir)).toEqual(slots.map((s) => backupFileName(new Date(s))).sort())
      expect(readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([])
      // The instance that did not write a slot skipped it quietly.
      const skipped = [...a.records(), ...b.records()].filter((r) => r.msg.startsWith('scheduled backup: '))
      expect(skipped.every((r) => r.level === 'debug')).toBe(true)
      expect(skipped.length).toBeGreaterThanOrEqual(1)
      const stillRunning = (r: { msg: string }) => r.msg.includes('the previous one is still running')
      expect(
        [...a.records(), ...b.records()].filter((r) => r.level === 'error' || (r.level === 'warn' && !stillRunning(r))),
      ).toEqual([])
    },
    40_000,
  )

  postgresOnly('an instance that cannot take the advisory lock skips the slot', async () => {
    const dir = tempDir()
    const { logger, records } = capturingLogger()
    const s = schedule({ database: db.handle, dir, everyMs: 3600_000, keep: 3, logger })
    const slot = Date.UTC(2026, 2, 4)
    // Another instance holds the lock (it is writing this slot's backup).
    const held = await second!.tryWithLock(BACKUP_LOCK_ID, async () => s.runSlot(slot))
    expect(held).toEqual({ acquired: true, value: 'skipped' })
    expect(backupsIn(dir)).toEqual([])
    expect(records().find((r) => r.msg.includes('another instance'))?.level).toBe('debug')
    expect(await s.runSlot(slot)).toBe('ok')
    expect(backupsIn(dir)).toEqual([backupFileName(new Date(slot))])
  })
})
