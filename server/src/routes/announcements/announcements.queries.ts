import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { announcements } from '../../db/schema'

export type AnnouncementRow = typeof announcements.$inferSelect

/** The public view; admin answers add the priority. */
export function toAnnouncement(row: AnnouncementRow) {
  return {
    _id: row.id,
    text: row.text,
    link: row.link,
    showFrom: row.showFrom?.toISOString() ?? null,
    showUntil: row.showUntil?.toISOString() ?? null,
  }
}

export function toAdminAnnouncement(row: AnnouncementRow) {
  return { ...toAnnouncement(row), priority: row.priority }
}

export type AnnouncementView = ReturnType<typeof toAnnouncement>

const bannerOrder = [asc(announcements.priority), asc(announcements.createdAt), asc(announcements.id)]

/** The items the banner shows at `now` (started or no start, not yet ended), in banner order. */
export async function listShowing(db: Database, now: Date): Promise<AnnouncementView[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(
        or(isNull(announcements.showFrom), lte(announcements.showFrom, now)),
        or(isNull(announcements.showUntil), gt(announcements.showUntil, now)),
      ),
    )
    .orderBy(...bannerOrder)
  return rows.map(toAnnouncement)
}

/** Every item, shown now or not, in banner order. */
export async function listAll(db: Database) {
  const rows = await db
    .select()
    .from(announcements)
    .orderBy(...bannerOrder)
  return rows.map(toAdminAnnouncement)
}

/** The row, locked until the transaction ends (an update reads it to merge and to audit). */
export async function lockAnnouncement(tx: Database, id: string) {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).limit(1).for('update')
  return row
}

export async function insertAnnouncement(db: Database, values: typeof announcements.$inferInsert) {
  const [row] = await db.insert(announcements).values(values).returning()
  return row!
}

export async function updateAnnouncement(db: Database, id: string, values: Partial<typeof announcements.$inferInsert>) {
  const [row] = await db.update(announcements).set(values).where(eq(announcements.id, id)).returning()
  return row
}

export async function deleteAnnouncement(db: Database, id: string) {
  const [row] = await db.delete(announcements).where(eq(announcements.id, id)).returning()
  return row
}
