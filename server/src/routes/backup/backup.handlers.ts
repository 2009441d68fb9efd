import { createReadStream, createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable, Writable } from 'node:stream'
import type { RouteHandler } from '@hono/zod-openapi'
import { and, desc, eq, sql } from 'drizzle-orm'
import { actorOf, recordAudit } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import { backupFileName, queryRows, writeBackup } from '../../backup/backup'
import { auditLog } from '../../db/schema'
import { readEnv } from '../../env'
import type * as routes from './backup.routes'

/** Where `make backup` writes (read when asked: tests set it). */
const backupDir = () => readEnv().BACKUP_DIR
/**
 * Where a download is spooled while it is sent: under DATA_DIR (the one folder the server owns; never the working
 * directory, never the system's temporary folder, since the file holds the password hashes). With DATA_DIR
 * `memory://` nothing is written: the backup is held in memory.
 */
const spoolRoot = () => {
  const dataDir = readEnv().DATA_DIR
  return dataDir.startsWith('memory://') ? undefined : join(dataDir, 'backup-spool')
}
/** A spool older than this was left by a process that stopped mid-download: the next download removes it. */
const STALE_SPOOL_MS = 60 * 60_000

function removeStaleSpools(root: string) {
  let names: string[]
  try {
    names = readdirSync(root)
  } catch {
    return
  }
  for (const name of names) {
    const path = join(root, name)
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_SPOOL_MS) rmSync(path, { recursive: true, force: true })
    } catch {
      /* gone meanwhile */
    }
  }
}

/** A Writable that keeps what it is given (DATA_DIR `memory://`). */
function memorySink() {
  const chunks: Buffer[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
  })
  return { sink, bytes: () => Buffer.concat(chunks) }
}

/** One backup at a time per process: it reads every table, which is heavy on a small machine. */
let running = false

export const downloadBackup: RouteHandler<typeof routes.downloadBackup, AppEnv> = async (c) => {
  if (running) throw new HttpError(429, 'A backup is being made already. Try again when it is done.')
  running = true
  const db = c.get('db')
  const root = spoolRoot()
  let spool: string | undefined
  let inMemory: Buffer | undefined
  let name: string
  let size: number
  try {
    // Written out first (a spool file, or memory), so the transaction lasts as long as the reading, not as long as
    // a slow download (on PGlite every other request waits for it).
    const [version] = await queryRows<{ v: string }>(db, sql`select version() as v`)
    const kind = /emscripten|wasm/i.test(version?.v ?? '') ? 'pglite' : 'postgres'
    name = backupFileName(new Date())
    let manifest: Awaited<ReturnType<typeof writeBackup>>
    if (root) {
      mkdirSync(root, { recursive: true, mode: 0o700 })
      removeStaleSpools(root)
      spool = await mkdtemp(join(root, 'download-'))
      manifest = await writeBackup(db, createWriteStream(join(spool, name), { mode: 0o600 }), kind)
      size = statSync(join(spool, name)).size
    } else {
      const memory = memorySink()
      manifest = await writeBackup(db, memory.sink, kind)
      inMemory = memory.bytes()
      size = inMemory.length
    }
    // Who took a copy of everything (admins' password hashes included) is worth knowing; recorded after the
    // snapshot, so a backup never holds its own entry. GET /backup/last reads the last download from here.
    const after = { file: name, bytes: size, takenAt: manifest.takenAt }
    await recordAudit(db, { actor: actorOf(c), action: 'export', entity: 'backup', entityId: name, after })
  } catch (err) {
    if (spool) rmSync(spool, { recursive: true, force: true })
    throw err
  } finally {
    running = false
  }
  c.header('Content-Type', 'application/gzip')
  c.header('Content-Length', String(size))
  c.header('Content-Disposition', `attachment; filename="${name}"`)
  c.header('Cache-Control', 'no-store')
  if (!spool) return c.body(new Uint8Array(inMemory!), 200)
  const folder = spool
  const stream = createReadStream(join(folder, name))
  stream.once('close', () => rmSync(folder, { recursive: true, force: true }))
  return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200)
}

function newestFile(dir: string): Date | undefined {
  let newest: Date | undefined
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return undefined
  }
  for (const name of names) {
    const m = /^icnari-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-\d+)?\.tar\.gz$/.exec(name)
    if (!m) continue
    const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`)
    if (!Number.isNaN(at.getTime()) && (!newest || at > newest)) newest = at
  }
  return newest
}

export const lastBackup: RouteHandler<typeof routes.lastBackup, AppEnv> = async (c) => {
  // The last download, on any instance: its audit entry (the log is kept for good).
  const [entry] = await c
    .get('db')
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'backup'), eq(auditLog.action, 'export')))
    .orderBy(desc(auditLog.at))
    .limit(1)
  const download = entry?.at
  const file = newestFile(backupDir())
  const latest =
    download && (!file || download >= file)
      ? { at: download, source: 'download' as const }
      : file
        ? { at: file, source: 'file' as const }
        : undefined
  c.header('Cache-Control', 'no-store')
  return c.json({ lastBackupAt: latest?.at.toISOString() ?? null, source: latest?.source ?? null }, 200)
}
