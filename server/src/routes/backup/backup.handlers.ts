import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { RouteHandler } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import { backupFileName, queryRows, writeBackup } from '../../backup/backup'
import { readEnv } from '../../env'
import { actorOf, recordAudit } from '../../lib/audit'
import type { AppEnv } from '../../lib/create-router'
import { HttpError } from '../../lib/errors'
import type * as routes from './backup.routes'

/** Where `make backup` writes and where this server notes its last download (read when asked: tests set it). */
const backupDir = () => readEnv().BACKUP_DIR
const LAST_DOWNLOAD = 'last-download.json'

/** One backup at a time per process: it reads every table, which is heavy on a small machine. */
let running = false

export const downloadBackup: RouteHandler<typeof routes.downloadBackup, AppEnv> = async (c) => {
  if (running) throw new HttpError(429, 'A backup is being made already. Try again when it is done.')
  running = true
  const db = c.get('db')
  let tmp: string | undefined
  let name: string
  let size: number
  try {
    // Written to a temporary file first, so the transaction lasts as long as the reading, not as long as a
    // slow download (on PGlite every other request waits for it).
    tmp = await mkdtemp(join(tmpdir(), 'icnari-backup-'))
    const [version] = await queryRows<{ v: string }>(db, sql`select version() as v`)
    const kind = /emscripten|wasm/i.test(version?.v ?? '') ? 'pglite' : 'postgres'
    const at = new Date()
    name = backupFileName(at)
    const manifest = await writeBackup(db, createWriteStream(join(tmp, name)), kind)
    size = statSync(join(tmp, name)).size
    // Who took a copy of everything (admins' password hashes included) is worth knowing; recorded after the
    // snapshot, so a backup never holds its own entry.
    const after = { file: name, bytes: size, takenAt: manifest.takenAt }
    await recordAudit(db, { actor: actorOf(c), action: 'export', entity: 'backup', entityId: name, after })
    try {
      mkdirSync(backupDir(), { recursive: true })
      writeFileSync(join(backupDir(), LAST_DOWNLOAD), `${JSON.stringify({ takenAt: manifest.takenAt, bytes: size })}\n`)
    } catch {
      // Best effort: a read-only BACKUP_DIR only means the dashboard cannot show this download's date.
    }
  } catch (err) {
    if (tmp) rmSync(tmp, { recursive: true, force: true })
    throw err
  } finally {
    running = false
  }
  const folder = tmp
  const stream = createReadStream(join(folder, name))
  const cleanup = () => rmSync(folder, { recursive: true, force: true })
  stream.once('close', cleanup)
  c.header('Content-Type', 'application/gzip')
  c.header('Content-Length', String(size))
  c.header('Content-Disposition', `attachment; filename="${name}"`)
  c.header('Cache-Control', 'no-store')
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
  const dir = backupDir()
  let download: Date | undefined
  try {
    const at = new Date(
      (JSON.parse(readFileSync(join(dir, LAST_DOWNLOAD), 'utf8')) as { takenAt?: string }).takenAt ?? '',
    )
    if (!Number.isNaN(at.getTime())) download = at
  } catch {
    /* none yet */
  }
  const file = newestFile(dir)
  const latest =
    download && (!file || download >= file)
      ? { at: download, source: 'download' as const }
      : file
        ? { at: file, source: 'file' as const }
        : undefined
  c.header('Cache-Control', 'no-store')
  return c.json({ lastBackupAt: latest?.at.toISOString() ?? null, source: latest?.source ?? null }, 200)
}
