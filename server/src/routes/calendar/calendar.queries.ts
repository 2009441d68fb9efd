import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { importantDates } from '../../db/schema'

export type ImportantDateRow = typeof importantDates.$inferSelect

/** Every important date, earliest first (read here directly: the dates routes own the writes). */
export function listImportantDates(db: Database): Promise<ImportantDateRow[]> {
  return db.select().from(importantDates).orderBy(asc(importantDates.date), asc(importantDates.id))
}

export async function findImportantDate(db: Database, id: string): Promise<ImportantDateRow | undefined> {
  const [row] = await db.select().from(importantDates).where(eq(importantDates.id, id)).limit(1)
  return row
}
