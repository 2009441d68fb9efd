import { count, getTableColumns, type SQL } from 'drizzle-orm'
import { type PgTable, PgTransaction } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import { pageOf } from './fields'

type Page<T> = { rows: T[]; total: number }

/**
 * Runs `read` in one read-only repeatable-read transaction, so a page and its count come from one snapshot. Read
 * apart, a write could land between them: the outbox once said "1 failed" above an empty list. Given a transaction
 * (an export inside its audit, a list read with its totals), it reads in that one, under its isolation: a savepoint
 * would add two round trips and no snapshot.
 */
export function inOneSnapshot<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  const given: unknown = db // checked apart: narrowing `db` itself would lose its schema's type
  if (given instanceof PgTransaction) return read(db)
  return db.transaction((tx) => read(tx as unknown as Database), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  })
}

/**
 * One page of `table`'s rows that match `where` (all without it) in `order`, every row when `limit` is undefined,
 * and how many match: read in one snapshot. `only` names the columns to read (the rest, bodies say, stay unread).
 */
export function selectPage<
  T extends PgTable,
  K extends keyof T['$inferSelect'] & string = keyof T['$inferSelect'] & string,
>(
  db: Database,
  table: T,
  order: SQL[],
  skip: number,
  limit: number | undefined,
  where?: SQL,
  only?: readonly K[],
): Promise<Page<Pick<T['$inferSelect'], K>>> {
  return inOneSnapshot(db, async (tx) => {
    const columns = getTableColumns(table as PgTable)
    const selection = only ? Object.fromEntries(only.map((key) => [key, columns[key]!])) : undefined
    const query = (selection ? tx.select(selection) : tx.select())
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .offset(skip)
    const rows = await (limit ? query.limit(limit) : query)
    const [total] = await tx
      .select({ n: count() })
      .from(table as PgTable)
      .where(where)
    return { rows: rows as Pick<T['$inferSelect'], K>[], total: total?.n ?? 0 }
  })
}

/**
 * A list handler's answer: reads the validated PaginationQuery (no skip = 0, no limit = every item) and wraps the
 * page. `pageByDefault`: without a limit, a list longer than this is answered a page of this size (`totalPages`
 * tells the caller to ask for the rest); a shorter one is still answered whole, `pageSize` = `totalCount`.
 */
export async function listPage<T>(
  query: { skip?: string | undefined; limit?: string | undefined },
  load: (skip: number, limit: number | undefined) => Promise<Page<T>>,
  pageByDefault?: number,
) {
  const skip = query.skip ? Number(query.skip) : 0
  const asked = query.limit ? Number(query.limit) : undefined
  const { rows, total } = await load(skip, asked ?? pageByDefault)
  const paged = pageByDefault !== undefined && total > pageByDefault ? pageByDefault : undefined
  return pageOf(rows, total, skip, asked ?? paged)
}
