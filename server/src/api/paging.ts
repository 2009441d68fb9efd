import { count, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import { pageOf } from './fields'

type Page<T> = { rows: T[]; total: number }

/** One page of `table` in `order` (every row when `limit` is undefined) and the table's row count, read together. */
export async function selectPage<T extends PgTable>(
  db: Database,
  table: T,
  order: SQL[],
  skip: number,
  limit: number | undefined,
): Promise<Page<T['$inferSelect']>> {
  const query = db
    .select()
    .from(table as PgTable)
    .orderBy(...order)
    .offset(skip)
  const [rows, [total]] = await Promise.all([
    limit ? query.limit(limit) : query,
    db.select({ n: count() }).from(table as PgTable),
  ])
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 }
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
