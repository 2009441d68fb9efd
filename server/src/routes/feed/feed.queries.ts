import { desc } from 'drizzle-orm'
import type { ProgrammeChange } from '../../../../common/programme'
import type { Database } from '../../db/client'
import { programmeVersions, recentUpdates } from '../../db/schema'

export type RecentUpdateRow = typeof recentUpdates.$inferSelect

/** The newest updates first, as the site lists them (createdAt, then id for a stable order). */
export function listNewestUpdates(db: Database, limit: number): Promise<RecentUpdateRow[]> {
  return db.select().from(recentUpdates).orderBy(desc(recentUpdates.createdAt), desc(recentUpdates.id)).limit(limit)
}

export interface ProgrammeVersionEntry {
  number: number
  publishedAt: Date
  note: string
  changes: ProgrammeChange[]
}

/** The newest published versions of the programme first: each is an entry of the feed. */
export async function listNewestVersions(db: Database, limit: number): Promise<ProgrammeVersionEntry[]> {
  const rows = await db
    .select({
      number: programmeVersions.number,
      publishedAt: programmeVersions.publishedAt,
      note: programmeVersions.note,
      changes: programmeVersions.changes,
    })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.number))
    .limit(limit)
  return rows.map((r) => ({ ...r, changes: r.changes as ProgrammeChange[] }))
}
