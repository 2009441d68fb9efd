import { desc, eq } from 'drizzle-orm'
import { selectPage } from '../../api/paging'
import type { Database } from '../../db/client'
import { recentUpdates } from '../../db/schema'

type RecentUpdateRow = typeof recentUpdates.$inferSelect

export function toRecentUpdate(row: RecentUpdateRow) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    eventDate: row.eventDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}

/** Newest first by the event's date (issue 55), then by when it was posted. */
export async function listRecentUpdates(db: Database, skip: number, limit: number | undefined) {
  const { rows, total } = await selectPage(
    db,
    recentUpdates,
    [desc(recentUpdates.eventDate), desc(recentUpdates.createdAt), desc(recentUpdates.id)],
    skip,
    limit,
  )
  return { rows: rows.map(toRecentUpdate), total }
}

export async function insertRecentUpdate(db: Database, values: typeof recentUpdates.$inferInsert) {
  const [row] = await db.insert(recentUpdates).values(values).returning()
  return toRecentUpdate(row!)
}

/** Deletes an update; answers it as it was, or undefined when there was no such update. */
export async function deleteRecentUpdate(db: Database, id: string) {
  const [row] = await db.delete(recentUpdates).where(eq(recentUpdates.id, id)).returning()
  return row ? toRecentUpdate(row) : undefined
}
