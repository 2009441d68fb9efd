import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { Counter, Gauge, type Registry } from 'prom-client'
import { backupFileName, backupToFile } from '../backup/backup'
import type { DatabaseHandle } from '../db/client'
import type { Logger } from '../observability/logger'

/** Advisory lock of scheduled backups (727_202_6: migrations and restores, 727_202_7: first admin). */
export const BACKUP_LOCK_ID = 727_202_8

/** Timers wait at most this long at a time: a longer setTimeout overflows, and a suspended machine wakes up sooner. */
const MAX_WAIT_MS = 3_600_000

export type SlotOutcome = 'ok' | 'failed' | 'skipped'

export interface BackupScheduleOptions {
  database: DatabaseHandle
  /** BACKUP_DIR: several instances may share it. */
  dir: string
  /** BACKUP_EVERY in ms (env: at least 1 minute; tests use seconds). */
  everyMs: number
  /** BACKUP_KEEP: backup files left in `dir` after pruning. */
  keep: number
  logger: Logger
  /** The metrics registry, when metrics are served: icnari_scheduled_backups_total{outcome}. */
  registry?: Registry
  /** The clock (ms since the epoch); tests may move it. */
  now?: () => number
}

export interface BackupSchedule {
  /** Runs the backup of the slot starting at `slotStart` (ms since the epoch) now, as the timer does. */
  runSlot: (slotStart: number) => Promise<SlotOutcome>
  /** Stops the timer and waits (at most `waitMs`) for a backup in progress. */
  stop: (waitMs?: number) => Promise<void>
}

/** `icnari-<UTC time>[-n].tar.gz`, as backupFileName writes them; other files in the folder are never touched. */
const BACKUP_NAME = /^icnari-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-(\d+))?\.tar\.gz$/

/** Deletes the oldest backup files in `dir` beyond the newest `keep`; answers the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const found: { name: string; at: number; n: number }[] = []
  for (const name of readdirSync(dir)) {
    const m = BACKUP_NAME.exec(name)
    if (!m) continue
    const at = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`)
    if (!Number.isNaN(at)) found.push({ name, at, n: Number(m[5] ?? 1) })
  }
  found.sort((a, b) => b.at - a.at || b.n - a.n)
  const removed: string[] = []
  for (const { name } of found.slice(keep)) {
    rmSync(join(dir, name), { force: true }) // force: another instance sharing the folder may have pruned it
    removed.push(name)
  }
  return removed
}

/** The error's own message, never a query: drizzle's errors repeat the SQL and its parameters. */
function failureMessage(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  if ('query' in err && 'params' in err) {
    const cause = err.cause
    return cause instanceof Error ? cause.message : 'a database query failed'
  }
  return err.message
}

/**
 * Writes a backup to `dir` at every multiple of `everyMs` since the Unix epoch (24h: midnight UTC), so every
 * instance aims at the same moment. On Postgres the instance that gets the advisory lock writes it, unless the
 * slot's file is there already (a late timer of an instance sharing the folder); the others skip quietly.
 */
export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { database, dir, everyMs, keep, logger } = options
  const now = options.now ?? Date.now
  // File names have whole seconds: slots must not be shorter, or two slots would share a name.
  if (!Number.isInteger(everyMs) || everyMs < 1000 || everyMs % 1000 !== 0)
    throw new Error('The backup interval must be whole seconds.')
  const registers = options.registry ? [options.registry] : []
  const counter = new Counter({
    name: 'icnari_scheduled_backups_total',
    help: 'Scheduled backups by outcome (ok, failed); slots another instance wrote are not counted.',
    labelNames: ['outcome'],
    registers,
  })
  counter.labels('ok').inc(0)
  counter.labels('failed').inc(0)
  const lastSuccess = new Gauge({
    name: 'icnari_scheduled_backup_last_success_timestamp_seconds',
    help: 'When the last scheduled backup of this instance was written (0: none yet).',
    registers,
  })

  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let running: Promise<SlotOutcome> | undefined

  const writeSlot = async (slotStart: number): Promise<SlotOutcome> => {
    const slot = new Date(slotStart)
    const started = now()
    try {
      const result = await database.tryWithLock(BACKUP_LOCK_ID, async () => {
        if (existsSync(join(dir, backupFileName(slot)))) return undefined
        const { path } = await backupToFile(database.db, dir, database.kind, slot)
        return path
      })
      if (!result.acquired || result.value === undefined) {
        logger.debug(
          { slot: slot.toISOString() },
          result.acquired
            ? 'scheduled backup: this slot is written already'
            : 'scheduled backup: another instance is writing it',
        )
        return 'skipped'
      }
      const path = result.value
      const bytes = statSync(path).size
      counter.labels('ok').inc()
      lastSuccess.set(Date.now() / 1000)
      logger.info({ path, bytes, ms: now() - started, slot: slot.toISOString() }, `scheduled backup written: ${path}`)
      try {
        const removed = pruneBackups(dir, keep)
        if (removed.length) logger.info({ removed, keep }, `pruned ${removed.length} old backup(s)`)
      } catch (err) {
        logger.error({ error: failureMessage(err) }, `pruning old backups failed: ${failureMessage(err)}`)
      }
      return 'ok'
    } catch (err) {
      const message = failureMessage(err)
      if (stopped) {
        // The database closed under it during shutdown: not a failure of the backup itself.
        logger.warn({ slot: slot.toISOString(), error: message }, 'scheduled backup interrupted by shutdown')
        return 'skipped'
      }
      counter.labels('failed').inc()
      logger.error({ slot: slot.toISOString(), error: message, dir }, `scheduled backup failed: ${message}`)
      return 'failed'
    }
  }

  const runSlot = (slotStart: number): Promise<SlotOutcome> => {
    if (running) {
      logger.warn(
        { slot: new Date(slotStart).toISOString() },
        'scheduled backup skipped: the previous one is still running',
      )
      return Promise.resolve('skipped')
    }
    const run = writeSlot(slotStart).finally(() => {
      running = undefined
    })
    running = run
    return run
  }

  const arm = (target: number) => {
    if (stopped) return
    timer = setTimeout(
      () => {
        const t = now()
        if (t < target) return arm(target) // woke early (clocks differ slightly, or a long wait in steps)
        // The slot we are in: after a suspend that is a later one than the target, never a past one.
        const slotStart = Math.floor(t / everyMs) * everyMs
        void runSlot(slotStart).finally(() => arm(slotStart + everyMs))
      },
      Math.min(Math.max(target - now(), 0), MAX_WAIT_MS),
    )
    timer.unref()
  }
  const first = (Math.floor(now() / everyMs) + 1) * everyMs
  logger.info(
    { dir, everyMs, keep, next: new Date(first).toISOString() },
    `scheduled backups on: every ${everyMs / 1000} s into ${dir}, keeping ${keep}`,
  )
  arm(first)

  return {
    runSlot,
    stop: async (waitMs = 5000) => {
      stopped = true
      clearTimeout(timer)
      const inFlight = running
      if (!inFlight) return
      let wait: NodeJS.Timeout | undefined
      await Promise.race([inFlight, new Promise((r) => (wait = setTimeout(r, waitMs)))])
      clearTimeout(wait)
    },
  }
}
