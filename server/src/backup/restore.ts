import { createHash, randomUUID } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client'
import { migrationsFolder } from '../db/migrate'
import { ident, listColumns, listTables, queryRows } from './backup'
import {
  BackupError,
  CACHE_CHANNEL,
  CACHE_TOPICS,
  EXCLUDED_TABLES,
  extensionOf,
  FORMAT_VERSION,
  knownMigrations,
  type Manifest,
} from './format'
import { ArchiveError, readTar } from './tar'

type Row = Record<string, unknown>

export interface VerifiedBackup {
  manifest: Manifest
  /** Rows of each table, in the manifest's order. */
  tables: { table: string; rows: Row[]; files?: { column: string; dir: string } }[]
  /** Every file part by path (images). */
  files: Map<string, Buffer>
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

/**
 * Reads and checks a backup completely before anything is written: gzip and tar intact, a manifest this build
 * understands, every part present with its byte count and SHA-256, every table's row count, every image a row
 * names. Throws BackupError with one clear line otherwise.
 */
export function verifyBackup(archive: Buffer): VerifiedBackup {
  let entries: Map<string, Buffer>
  try {
    entries = readTar(gunzipSync(archive))
  } catch (err) {
    if (err instanceof ArchiveError) throw new BackupError(`Not a usable backup: ${err.message}.`)
    throw new BackupError('Not a usable backup: the file is not a complete .tar.gz (corrupt or truncated).')
  }
  const manifestBytes = entries.get('manifest.json')
  if (!manifestBytes)
    throw new BackupError('Not a usable backup: manifest.json is missing (truncated, or not an ICNARI backup).')
  let manifest: Manifest
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest
  } catch {
    throw new BackupError('Not a usable backup: manifest.json is not valid JSON.')
  }
  if (manifest?.application !== 'icnari-2026' || !Number.isInteger(manifest.formatVersion))
    throw new BackupError('Not a usable backup: manifest.json is not an ICNARI 2026 backup manifest.')
  if (manifest.formatVersion > FORMAT_VERSION)
    throw new BackupError(
      `This backup has format version ${manifest.formatVersion}, newer than this version of the site understands (${FORMAT_VERSION}): restore it with a newer version.`,
    )
  const known = knownMigrations()
  if (!known.some((m) => m.tag === manifest.schemaVersion?.tag && m.when === manifest.schemaVersion?.when))
    throw new BackupError(
      `This backup was taken at schema version ${String(manifest.schemaVersion?.tag)}, which this version of the site does not know (a newer one?): restore it with the version that took it or a newer one.`,
    )
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.files))
    throw new BackupError('Not a usable backup: manifest.json lists no parts.')

  const checkPart = (path: string, bytes: number, hash: string): Buffer => {
    const data = entries.get(path)
    if (!data) throw new BackupError(`Not a usable backup: ${path} is missing.`)
    if (data.length !== bytes || sha256(data) !== hash)
      throw new BackupError(
        `Not a usable backup: ${path} does not match its checksum in manifest.json (the file was changed or damaged).`,
      )
    return data
  }
  const listed = new Set(['manifest.json'])
  const files = new Map<string, Buffer>()
  for (const part of manifest.files) {
    files.set(part.path, checkPart(part.path, part.bytes, part.sha256))
    listed.add(part.path)
  }
  const tables: VerifiedBackup['tables'] = []
  for (const part of manifest.tables) {
    const data = checkPart(part.path, part.bytes, part.sha256)
    listed.add(part.path)
    const text = data.toString('utf8')
    const lines = text.length === 0 ? [] : text.replace(/\n$/, '').split('\n')
    if (lines.length !== part.rowCount)
      throw new BackupError(
        `Not a usable backup: ${part.path} holds ${lines.length} rows, the manifest says ${part.rowCount}.`,
      )
    const rows = lines.map((line, i) => {
      try {
        return JSON.parse(line) as Row
      } catch {
        throw new BackupError(`Not a usable backup: line ${i + 1} of ${part.path} is not valid JSON.`)
      }
    })
    if (part.files) {
      for (const row of rows) {
        const prefix = `${part.files.dir}/${String(row.id)}.`
        const typeOk = [...files.keys()].some((p) => p.startsWith(prefix))
        if (!typeOk)
          throw new BackupError(
            `Not a usable backup: ${part.table} row ${String(row.id)} has no file in ${part.files.dir}/.`,
          )
      }
    }
    tables.push({ table: part.table, rows, files: part.files })
  }
  for (const name of entries.keys())
    if (!listed.has(name)) throw new BackupError(`Not a usable backup: ${name} is not listed in manifest.json.`)
  return { manifest, tables, files }
}

/** Applies the migrations up to `upToWhen` (all when absent), with the same lock the server takes. */
async function migrate(handle: DatabaseHandle, upToWhen?: number): Promise<void> {
  let folder = migrationsFolder
  let tmp: string | undefined
  if (upToWhen !== undefined) {
    // drizzle applies every migration of a folder: give it a folder whose journal stops at the backup's version.
    tmp = mkdtempSync(join(tmpdir(), 'icnari-migrations-'))
    const entries = knownMigrations().filter((m) => m.when <= upToWhen)
    mkdirSync(join(tmp, 'meta'))
    writeFileSync(join(tmp, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }))
    for (const m of entries) copyFileSync(join(migrationsFolder, `${m.tag}.sql`), join(tmp, `${m.tag}.sql`))
    folder = tmp
  }
  try {
    await handle.withLock(727_202_6, async () => {
      const { migrate: run } =
        handle.kind === 'postgres'
          ? await import('drizzle-orm/postgres-js/migrator')
          : await import('drizzle-orm/pglite/migrator')
      await run(handle.db as never, { migrationsFolder: folder })
    })
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true })
  }
}

async function appliedMigrationCount(handle: DatabaseHandle): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    handle.db,
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  )
  if (Number(rows[0]?.n) === 0) return 0
  const applied = await queryRows<{ n: number | string }>(
    handle.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )
  return Number(applied[0]?.n ?? 0)
}

/** Parents before children, by the target's foreign keys (self-references ignored). */
async function insertOrder(db: Pick<DatabaseHandle['db'], 'execute'>, tables: string[]): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`,
  )
  const order: string[] = []
  const seen = new Set<string>()
  const visit = (t: string, depth: number) => {
    if (seen.has(t) || depth > tables.length) return
    seen.add(t)
    for (const e of edges) if (e.child === t && e.parent !== t && tables.includes(e.parent)) visit(e.parent, depth + 1)
    order.push(t)
  }
  for (const t of tables) visit(t, 0)
  return order
}

/** Throws unless every table but sessions and rate-limit counters is empty. */
async function refuseNonEmpty(db: Pick<DatabaseHandle['db'], 'execute'>, tables?: string[]): Promise<void> {
  const dataTables = (tables ?? (await listTables(db))).filter((t) => !EXCLUDED_TABLES.includes(t))
  const nonEmpty: string[] = []
  for (const t of dataTables) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${ident(t)}`)
    if (Number(row?.n ?? 0) > 0) nonEmpty.push(t)
  }
  if (nonEmpty.length > 0)
    throw new BackupError(
      `The database already holds data (${nonEmpty.join(', ')}): nothing was restored. Restore into an empty database, or give FORCE=1 to replace its data.`,
    )
}

export interface RestoreSummary {
  tables: { table: string; rows: number }[]
  images: number
}

/** Statements stay below this many bytes of JSON (images travel hex-encoded, twice their size). */
const BATCH_BYTES = 8 * 1024 * 1024

/**
 * Loads a verified backup: migrations up to the backup's version, the rows (ids, timestamps and image URLs as
 * they were) in one transaction, then the remaining migrations. Refuses a database that holds data unless
 * `force`, which replaces it (sessions included, so old tokens stop working). On Postgres every running server
 * is told to drop its cached responses.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  backup: VerifiedBackup,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const fresh = (await appliedMigrationCount(handle)) === 0
  // Refuse a database holding data before migrating anything in it.
  if (!fresh && !options.force) await refuseNonEmpty(handle.db)
  // A fresh database gets the backup's own schema first, so later migrations transform its data as they would have.
  await migrate(handle, fresh ? backup.manifest.schemaVersion.when : undefined)
  const summary: RestoreSummary = { tables: [], images: 0 }
  await handle.db.transaction(async (tx) => {
    const present = await listTables(tx)
    const dataTables = present.filter((t) => !EXCLUDED_TABLES.includes(t))
    for (const { table } of backup.tables)
      if (!present.includes(table))
        throw new BackupError(`The backup holds table ${table}, which this database does not have.`)
    if (!options.force) await refuseNonEmpty(tx, dataTables)
    if (present.length > 0)
      await tx.execute(sql`truncate ${sql.join(present.map(ident), sql`, `)} restart identity cascade`)

    const byTable = new Map(backup.tables.map((t) => [t.table, t]))
    for (const table of await insertOrder(tx, [...byTable.keys()])) {
      const part = byTable.get(table)!
      const targetColumns = await listColumns(tx, table)
      const identityAlways = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from information_schema.columns where table_schema = current_schema()
            and table_name = ${table} and is_identity = 'YES' and identity_generation = 'ALWAYS'`,
      )
      const overriding = Number(identityAlways[0]?.n) > 0 ? sql` overriding system value` : sql``
      const rows = part.rows
      if (rows.length === 0) {
        summary.tables.push({ table, rows: 0 })
        continue
      }
      const columns = [...new Set([...Object.keys(rows[0]!), ...(part.files ? [part.files.column] : [])])]
      const missing = columns.filter((c) => !targetColumns.includes(c))
      if (missing.length > 0)
        throw new BackupError(
          `The backup's table ${table} has columns this database does not have (${missing.join(', ')}).`,
        )
      const cols = sql.join(columns.map(ident), sql`, `)
      let batch: string[] = []
      let batchBytes = 0
      const flush = async () => {
        if (batch.length === 0) return
        await tx.execute(
          sql`insert into ${ident(table)} (${cols})${overriding} select ${cols} from json_populate_recordset(null::${ident(table)}, ${`[${batch.join(',')}]`}::json)`,
        )
        batch = []
        batchBytes = 0
      }
      for (const row of rows) {
        let value = row
        if (part.files) {
          const path = `${part.files.dir}/${String(row.id)}.${extensionOf(String(row.content_type ?? ''))}`
          const file =
            backup.files.get(path) ??
            [...backup.files].find(([p]) => p.startsWith(`${part.files!.dir}/${String(row.id)}.`))?.[1]
          value = { ...row, [part.files.column]: `\\x${file!.toString('hex')}` }
          summary.images++
        }
        const json = JSON.stringify(value)
        if (batchBytes + json.length > BATCH_BYTES) await flush()
        batch.push(json)
        batchBytes += json.length
      }
      await flush()
      // Serial and identity columns continue after the restored values.
      const sequences = await queryRows<{ column_name: string; seq: string | null }>(
        tx,
        sql`select column_name, pg_get_serial_sequence(quote_ident(current_schema()) || '.' || quote_ident(table_name), column_name) as seq
            from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
      )
      for (const s of sequences) {
        if (!s.seq) continue
        await tx.execute(
          sql`select setval(${s.seq}, coalesce((select max(${ident(s.column_name)}) from ${ident(table)}), 0) + 1, false)`,
        )
      }
      summary.tables.push({ table, rows: rows.length })
    }
  })
  if (fresh) await migrate(handle)
  if (handle.kind === 'postgres') {
    // Running servers cache public lists: tell every one of them (response-cache.ts listens on this channel).
    for (const topic of CACHE_TOPICS)
      await handle.notify(CACHE_CHANNEL, `topic:${topic}:restore:${randomUUID()}`).catch(() => {})
  }
  return summary
}

/** Checks a whole archive, then restores it (nothing is written when the check fails). */
export async function restoreArchive(
  handle: DatabaseHandle,
  archive: Buffer,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  return restoreBackup(handle, verifyBackup(archive), options)
}
