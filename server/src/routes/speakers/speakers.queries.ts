import { asc, desc, eq, sql } from 'drizzle-orm'
import { selectPage } from '../../api/paging'
import type { Database } from '../../db/client'
import { speakers } from '../../db/schema'

type SpeakerRow = typeof speakers.$inferSelect

export function toSpeaker(row: SpeakerRow) {
  return {
    _id: row.id,
    name: row.name,
    specialization: row.specialization,
    imageUrl: row.imageUrl,
    description: row.description,
    affiliation: row.affiliation,
    designation: row.designation,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Ascending priority (a missing priority is stored as 0), then newest first. */
export async function listSpeakers(db: Database, skip: number, limit: number | undefined) {
  const { rows, total } = await selectPage(
    db,
    speakers,
    [asc(speakers.priority), desc(speakers.createdAt), desc(speakers.id)],
    skip,
    limit,
  )
  return { rows: rows.map(toSpeaker), total }
}

/** One speaker; `forUpdate` locks its row until the transaction ends (an audited change reads its "before"). */
export async function findSpeaker(db: Database, id: string, { forUpdate = false } = {}) {
  const query = db.select().from(speakers).where(eq(speakers.id, id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** A new speaker goes to the end of the list: one past the highest priority (a new one would else jump the keynote). */
export async function insertSpeaker(db: Database, values: Omit<typeof speakers.$inferInsert, 'priority'>) {
  const [row] = await db
    .insert(speakers)
    .values({ ...values, priority: sql`(select coalesce(max(${speakers.priority}) + 1, 0) from ${speakers})` })
    .returning()
  return row!
}

export async function updateSpeaker(db: Database, id: string, values: Partial<typeof speakers.$inferInsert>) {
  const [row] = await db.update(speakers).set(values).where(eq(speakers.id, id)).returning()
  return row
}

export async function deleteSpeaker(db: Database, id: string) {
  const [row] = await db.delete(speakers).where(eq(speakers.id, id)).returning()
  return row
}
