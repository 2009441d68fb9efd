import { asc, eq } from 'drizzle-orm'
import type { DateRole } from '../../../../common/date-roles'
import type { Database } from '../../db/client'
import { importantDates } from '../../db/schema'

export type DateRow = typeof importantDates.$inferSelect
export type DateStatus = 'passed' | 'today' | 'upcoming'

// India keeps UTC+5:30 all year (no daylight saving), so a fixed offset gives its calendar day.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/** The calendar day (`YYYY-MM-DD`) it is in India (Asia/Kolkata) at `now`. */
export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)
}

/** `today` from the first to the last day (a single day is both), `passed` after it, `upcoming` before it. */
export function statusOf(row: Pick<DateRow, 'date' | 'endDate'>, today: string): DateStatus {
  if (today < row.date) return 'upcoming'
  return today <= (row.endDate ?? row.date) ? 'today' : 'passed'
}

/** The API view: `endDate` only for a range; `status` for `today` (from todayInIndia). */
export function toImportantDate(row: DateRow, today: string) {
  return {
    _id: row.id,
    label: row.label,
    date: row.date,
    ...(row.endDate ? { endDate: row.endDate } : {}),
    previousDates: row.previousDates,
    role: (row.role ?? null) as DateRole | null,
    status: statusOf(row, today),
  }
}

export type ImportantDateView = ReturnType<typeof toImportantDate>

/** Every date, by day, then label: what `GET /dates` answers (server-side rendering reads it here too). */
export async function listDates(db: Database, today: string): Promise<ImportantDateView[]> {
  const rows = await db
    .select()
    .from(importantDates)
    .orderBy(asc(importantDates.date), asc(importantDates.label), asc(importantDates.id))
  return rows.map((row) => toImportantDate(row, today))
}

/** The row, locked until the transaction ends: two edits at once each see the other's extension. */
export async function lockDate(tx: Database, id: string) {
  const [row] = await tx.select().from(importantDates).where(eq(importantDates.id, id)).limit(1).for('update')
  return row
}

export async function insertDate(db: Database, values: typeof importantDates.$inferInsert) {
  const [row] = await db.insert(importantDates).values(values).returning()
  return row!
}

export async function updateDate(db: Database, id: string, values: Partial<typeof importantDates.$inferInsert>) {
  const [row] = await db.update(importantDates).set(values).where(eq(importantDates.id, id)).returning()
  return row
}

export async function deleteDate(db: Database, id: string) {
  const [row] = await db.delete(importantDates).where(eq(importantDates.id, id)).returning()
  return row
}

/** The day (and last day) of the date with `role`, or undefined when no date has it. */
export async function dateWithRole(db: Database, role: DateRole) {
  const [row] = await db
    .select({ date: importantDates.date, endDate: importantDates.endDate, label: importantDates.label })
    .from(importantDates)
    .where(eq(importantDates.role, role))
    .limit(1)
  return row
}

/** The id and label of the date holding `role`, if any. */
export async function holderOfRole(db: Database, role: DateRole) {
  const [row] = await db
    .select({ id: importantDates.id, label: importantDates.label })
    .from(importantDates)
    .where(eq(importantDates.role, role))
    .limit(1)
  return row
}
