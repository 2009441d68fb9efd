import { desc } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { recentUpdates } from '../../db/schema'

export type RecentUpdateRow = typeof recentUpdates.$inferSelect

/** The newest updates first, as the site lists them (createdAt, then id for a stable order). */
export function listNewestUpdates(db: Database, limit: number): Promise<RecentUpdateRow[]> {
  return db.select().from(recentUpdates).orderBy(desc(recentUpdates.createdAt), desc(recentUpdates.id)).limit(limit)
}
