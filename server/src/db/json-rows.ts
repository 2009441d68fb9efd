import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'

// Many rows as one jsonb parameter. Drizzle builds a parameter (and runs its entity checks) per cell: ~45 ms of the
// main thread per thousand statement lines, taken from the visitors' answers during a bank statement's import
// (issue 52). Postgres unpacks one JSON document instead (docs/decisions/037). Only for columns stored as written
// (text, numbers, uuid, dates, jsonb, arrays, enums): no driver-side mapping (a column's custom toDriver) runs.

/** Records as one `jsonb` parameter, e.g. for `jsonb_to_recordset(…) as v(id uuid, …)`. */
export const jsonParam = (records: unknown[]): SQL => sql`${JSON.stringify(records)}::jsonb`

/**
 * `insert into <table> (<the rows' columns>) select … from jsonb_to_recordset(…)`: the rows go as JSON.stringify
 * writes them (a Date as ISO text), typed by their columns' SQL types; a column no row names gets its default.
 * `returning` is raw SQL column names (e.g. `sql.raw('id, checksum')`).
 */
export function insertJsonRows<T extends PgTable>(table: T, rows: Partial<T['$inferInsert']>[], returning?: SQL): SQL {
  const byKey = getTableColumns(table) as Record<string, PgColumn>
  const keys = new Set<string>()
  for (const row of rows) for (const key in row) keys.add(key)
  const columns = [...keys].map((key) => {
    const column = byKey[key]
    if (!column) throw new Error(`insertJsonRows: ${getTableName(table)} has no column "${key}"`)
    return { key, column }
  })
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`
  const target = sql.raw(columns.map(({ column }) => quoted(column.name)).join(', '))
  const source = sql.raw(columns.map(({ key }) => quoted(key)).join(', '))
  const types = sql.raw(columns.map(({ key, column }) => `${quoted(key)} ${column.getSQLType()}`).join(', '))
  return sql`insert into ${sql.raw(quoted(getTableName(table)))} (${target}) select ${source} from jsonb_to_recordset(${jsonParam(
    rows,
  )}) as r(${types})${returning ? sql` returning ${returning}` : sql``}`
}
