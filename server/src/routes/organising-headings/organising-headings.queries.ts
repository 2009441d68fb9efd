import { and, asc, count, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { committeeMembers, organisingHeadings } from '../../db/schema'

type HeadingRow = typeof organisingHeadings.$inferSelect

const members = (name: string) => and(eq(committeeMembers.kind, 'organising'), eq(committeeMembers.committee, name))

async function memberCount(db: Database, name: string) {
  const [row] = await db.select({ n: count() }).from(committeeMembers).where(members(name))
  return row?.n ?? 0
}

export async function toHeading(db: Database, row: HeadingRow) {
  return { _id: row.id, name: row.name, position: row.position, memberCount: await memberCount(db, row.name) }
}

/** Every heading in page order, each with how many members it holds. */
export async function listHeadings(db: Database) {
  const rows = await db
    .select({
      id: organisingHeadings.id,
      name: organisingHeadings.name,
      position: organisingHeadings.position,
      memberCount: count(committeeMembers.id),
    })
    .from(organisingHeadings)
    .leftJoin(
      committeeMembers,
      and(eq(committeeMembers.kind, 'organising'), eq(committeeMembers.committee, organisingHeadings.name)),
    )
    .groupBy(organisingHeadings.id)
    .orderBy(asc(organisingHeadings.position), asc(organisingHeadings.createdAt))
  return rows.map((r) => ({ _id: r.id, name: r.name, position: r.position, memberCount: r.memberCount }))
}

export async function headingNamed(db: Database, name: string, exceptId?: string) {
  const [row] = await db
    .select()
    .from(organisingHeadings)
    .where(and(eq(organisingHeadings.name, name), exceptId ? ne(organisingHeadings.id, exceptId) : undefined))
    .limit(1)
  return row
}

export async function findHeading(tx: Database, id: string) {
  const [row] = await tx.select().from(organisingHeadings).where(eq(organisingHeadings.id, id)).for('update')
  return row
}

export async function insertHeading(tx: Database, name: string) {
  const last = (await listHeadings(tx)).length
  const [row] = await tx.insert(organisingHeadings).values({ name, position: last }).returning()
  return row!
}

/** Renames a heading and its members' `committee` with it. */
export async function renameHeading(tx: Database, row: HeadingRow, name: string) {
  await tx.update(committeeMembers).set({ committee: name }).where(members(row.name))
  await tx.update(organisingHeadings).set({ name }).where(eq(organisingHeadings.id, row.id))
}

/** Puts a heading at `position` (clamped to the list) and numbers every heading again 0, 1, 2… */
export async function moveHeading(tx: Database, id: string, position: number) {
  const order = (await listHeadings(tx)).map((h) => h._id).filter((h) => h !== id)
  order.splice(Math.min(position, order.length), 0, id)
  for (const [i, headingId] of order.entries())
    await tx.update(organisingHeadings).set({ position: i }).where(eq(organisingHeadings.id, headingId))
}

export async function deleteHeading(tx: Database, row: HeadingRow) {
  if ((await memberCount(tx, row.name)) > 0) return false
  await tx.delete(organisingHeadings).where(eq(organisingHeadings.id, row.id))
  const rest = (await listHeadings(tx)).map((h) => h._id)
  for (const [i, headingId] of rest.entries())
    await tx.update(organisingHeadings).set({ position: i }).where(eq(organisingHeadings.id, headingId))
  return true
}

export async function readHeading(tx: Database, id: string) {
  const [row] = await tx.select().from(organisingHeadings).where(eq(organisingHeadings.id, id))
  return row ? toHeading(tx, row) : undefined
}
