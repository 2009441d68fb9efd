import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { adoptRestoredSecondFactors } from '../auth/second-factor-store'
import { processSecretKey, type SecretKey } from '../auth/secret-key'
import { dropCacheEverywhere } from '../cache/response-cache'
import type { Database, DatabaseHandle } from '../db/client'
import { migrationsFolder } from '../db/migrate'
import { ident, listColumns, listTables, queryRows } from './backup'
import { BackupError, EXCLUDED_TABLES, extensionOf, knownMigrations, SEEDED_TABLES } from './format'
import { type VerifiedBackup, verifyBackup } from './verify'

// Checking an archive lives in verify.ts; the restore command and tests take both from here.
export { type VerifiedBackup, verifyBackup }

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

/** Throws unless every table but sessions, rate-limit counters and the seeded season tables is empty. */
async function refuseNonEmpty(db: Pick<DatabaseHandle['db'], 'execute'>, tables?: string[]): Promise<void> {
  const dataTables = (tables ?? (await listTables(db))).filter(
    (t) => !EXCLUDED_TABLES.includes(t) && !SEEDED_TABLES.includes(t),
  )
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
  /**
   * Admins whose second factor was on in the backup and is now off: it was stored with another key than this
   * server's (SECRET_KEY), so it cannot be checked here. They log in with their password and must enrol again.
   */
  secondFactorOff: string[]
}

export interface RestoreOptions {
  /** Replace the data of a database that holds some. */
  force?: boolean
  /** This server's key of the second factor (auth/secret-key.ts); absent (tests): the process's own. */
  secretKey?: SecretKey
}

/** The one line that says which admins must set their second factor up again after a restore. */
export function secondFactorOffMessage(emails: string[]): string {
  return (
    `Second factor switched off for ${emails.join(', ')}: the backup stored it with another key than this server's ` +
    '(SECRET_KEY). They log in with their password alone and must set it up again at /admin/security.'
  )
}

/** Statements stay below this many bytes of JSON (images travel hex-encoded, twice their size). */
const BATCH_BYTES = 8 * 1024 * 1024

/**
 * Loads a verified backup: migrations up to the backup's version, the rows (ids, timestamps and image URLs as
 * they were) in one transaction, then the remaining migrations. Refuses a database that holds data unless
 * `force`, which replaces it (sessions included, so old tokens stop working). The admins' second factors are
 * brought to this version's form with this server's key, or switched off where that key cannot read them
 * (`secondFactorOff`). On Postgres every running server is told to drop its cached responses.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  backup: VerifiedBackup,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const fresh = (await appliedMigrationCount(handle)) === 0
  // Refuse a database holding data before migrating anything in it.
  if (!fresh && !options.force) await refuseNonEmpty(handle.db)
  // A fresh database gets the backup's own schema first, so later migrations transform its data as they would have.
  await migrate(handle, fresh ? backup.manifest.schemaVersion.when : undefined)
  const summary: RestoreSummary = { tables: [], images: 0, secondFactorOff: [] }
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
    // The second factor in this version's form (a format 1 backup holds plain secrets and sha256 recovery-code
    // hashes: they are encrypted and keyed now), and switched off where this server's key cannot read it. Only
    // when the schema restored has it (older schema versions have no second factor).
    if (present.includes('recovery_codes') && (await listColumns(tx, 'admins')).includes('totp_secret'))
      summary.secondFactorOff = await adoptRestoredSecondFactors(
        tx as unknown as Database,
        options.secretKey ?? processSecretKey(),
      )
  })
  if (fresh) await migrate(handle)
  if (handle.kind === 'postgres') {
    // Running servers cache public lists: every one of them drops its whole cache.
    await dropCacheEverywhere(handle).catch(() => {})
  }
  return summary
}

/** Checks a whole archive, then restores it (nothing is written when the check fails). */
export async function restoreArchive(
  handle: DatabaseHandle,
  archive: Buffer,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  return restoreBackup(handle, verifyBackup(archive), options)
}
