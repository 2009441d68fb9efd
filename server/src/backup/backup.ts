import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { chmodSync, createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../db/client'
import {
  BackupError,
  EXCLUDED_TABLES,
  extensionOf,
  FILE_COLUMNS,
  type FilePart,
  FORMAT_VERSION,
  knownMigrations,
  MANIFEST_NOTE,
  type Manifest,
  type TablePart,
} from './format'
import { TAR_END, tarHeader, tarPadding } from './tar'

export { queryRows }

export const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`)

/** Tables of the migrated schema (drizzle's own bookkeeping lives in its `drizzle` schema, not here). */
export async function listTables(db: Pick<Database, 'execute'>): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )
  return rows.map((r) => r.table_name)
}

/** The stored columns of a table: generated ones (the search vectors) are rebuilt from the rest, never copied. */
export async function listColumns(db: Pick<Database, 'execute'>, table: string): Promise<string[]> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  )
  return rows.map((r) => r.column_name)
}

async function primaryKey(db: Pick<Database, 'execute'>, table: string): Promise<string[]> {
  const rows = await queryRows<{ attname: string }>(
    db,
    sql`select a.attname from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = (quote_ident(current_schema()) || '.' || quote_ident(${table}))::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  )
  return rows.map((r) => r.attname)
}

/** The newest migration applied to this database (drizzle records each one's journal timestamp). */
async function appliedSchemaVersion(db: Pick<Database, 'execute'>): Promise<{ tag: string; when: number }> {
  const [found] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  )
  if (Number(found?.n) === 0)
    throw new BackupError('This database has never been set up (no migrations applied): there is nothing to back up.')
  const rows = await queryRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )
  const when = Number(rows[0]?.created_at ?? 0)
  const tag = knownMigrations().find((m) => m.when === when)?.tag ?? `unknown-${when}`
  return { tag, when }
}

const PAGE_ROWS = 2000
const PAGE_FILES = 50

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

/**
 * Writes one backup (tar.gz) to `out`: every table of the schema but sessions and rate-limit counters as JSON
 * lines, every uploaded image as its own file, and manifest.json with counts and SHA-256 of each part. All of it
 * is read in one repeatable-read transaction, so writes running meanwhile never leave it torn.
 */
export async function writeBackup(db: Database, out: Writable, kind: 'postgres' | 'pglite'): Promise<Manifest> {
  const gzip = createGzip({ level: 6 })
  const done = pipeline(gzip, out)
  done.catch(() => {}) // awaited below; a failure while reading ends it through gzip.destroy
  const mtime = new Date()
  const put = async (name: string, data: Uint8Array) => {
    for (const chunk of [tarHeader(name, data.length, mtime), data, tarPadding(data.length)]) {
      if (chunk.length > 0 && !gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), done])
    }
  }
  try {
    const manifest = await db.transaction(
      async (tx) => {
        const tables: TablePart[] = []
        const files: FilePart[] = []
        const schemaVersion = await appliedSchemaVersion(tx)
        for (const table of await listTables(tx)) {
          if (EXCLUDED_TABLES.includes(table)) continue
          const fileColumn = FILE_COLUMNS[table]
          const columns = (await listColumns(tx, table)).filter((c) => c !== fileColumn?.column)
          const key = await primaryKey(tx, table)
          const order =
            key.length > 0
              ? sql` order by ${sql.join(
                  key.map((k) => sql`t.${ident(k)}`),
                  sql`, `,
                )}`
              : sql``
          const lines: Buffer[] = []
          let rowCount = 0
          const pageSize = fileColumn ? PAGE_FILES : PAGE_ROWS
          // Without a key the order is not stable between pages: read such a table in one go.
          for (let offset = 0; ; offset += pageSize) {
            const page = key.length > 0 ? sql` limit ${pageSize} offset ${offset}` : sql``
            const picked = sql.join(
              columns.map((c) => sql`t.${ident(c)}`),
              sql`, `,
            )
            const fileSql = fileColumn
              ? sql`, t.${ident(fileColumn.column)} as "__file", t.${ident(fileColumn.typeColumn)}::text as "__type", t."id"::text as "__id"`
              : sql``
            const rows = await queryRows<{ line: string; __file?: Uint8Array; __type?: string; __id?: string }>(
              tx,
              sql`select row_to_json(r)::text as line${fileSql}
                  from ${ident(table)} t cross join lateral (select ${picked}) r${order}${page}`,
            )
            for (const row of rows) {
              const line = row.line
              if (fileColumn) {
                const bytes =
                  row.__file instanceof Uint8Array ? row.__file : new Uint8Array(row.__file as unknown as ArrayBuffer)
                const path = `${fileColumn.dir}/${row.__id}.${extensionOf(String(row.__type))}`
                await put(path, bytes)
                files.push({ path, bytes: bytes.length, sha256: sha256(bytes) })
              }
              lines.push(Buffer.from(`${line}\n`, 'utf8'))
              rowCount++
            }
            if (key.length === 0 || rows.length < pageSize) break
          }
          const data = Buffer.concat(lines)
          const path = `tables/${table}.jsonl`
          await put(path, data)
          tables.push({
            path,
            table,
            rowCount,
            bytes: data.length,
            sha256: sha256(data),
            ...(fileColumn ? { files: { column: fileColumn.column, dir: fileColumn.dir } } : {}),
          })
        }
        const result: Manifest = {
          formatVersion: FORMAT_VERSION,
          application: 'icnari-2026',
          schemaVersion,
          takenAt: new Date().toISOString(),
          database: kind,
          note: MANIFEST_NOTE,
          excludedTables: [...EXCLUDED_TABLES],
          tables,
          files,
        }
        return result
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    await put('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'))
    gzip.end(TAR_END)
    await done
    return manifest
  } catch (err) {
    gzip.destroy(err as Error)
    await done.catch(() => {})
    throw err
  }
}

/** `icnari-2026-11-25T03-07-12Z.tar.gz`: UTC, sortable, no colons (they trouble tar and Windows). */
export function backupFileName(at: Date): string {
  return `icnari-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`
}

/**
 * Writes a backup into `dir` (created if missing) and answers its path; a failed one leaves no file behind.
 * `at` names the file (scheduled backups name it after their slot, so instances can tell it was written).
 */
export async function backupToFile(
  db: Database,
  dir: string,
  kind: 'postgres' | 'pglite',
  at: Date = new Date(),
): Promise<{ path: string; manifest: Manifest }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 }) // made here: for its owner only, like the files in it
  const now = at
  let path = resolve(join(dir, backupFileName(now)))
  for (let n = 2; existsSync(path) && n < 100; n++)
    path = resolve(join(dir, backupFileName(now).replace('.tar.gz', `-${n}.tar.gz`)))
  const partial = `${path}.partial`
  try {
    // 0600: a backup holds every registrant's contacts and every admin's password hash.
    const manifest = await writeBackup(db, createWriteStream(partial, { mode: 0o600 }), kind)
    chmodSync(partial, 0o600) // a partial file left by a crash was created with whatever mode it had
    renameSync(partial, path)
    return { path, manifest }
  } catch (err) {
    rmSync(partial, { force: true })
    throw err
  }
}
