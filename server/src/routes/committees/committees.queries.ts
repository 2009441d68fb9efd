import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { type CommitteeKind, committeeMembers } from '../../db/schema'

type MemberRow = typeof committeeMembers.$inferSelect
type MemberValues = Omit<typeof committeeMembers.$inferInsert, 'id' | 'kind' | 'createdAt' | 'updatedAt'>

export function toMember(row: MemberRow) {
  return {
    _id: row.id,
    name: row.name,
    specialization: row.specialization,
    college: row.college,
    imageUrl: row.imageUrl,
    committee: row.committee,
    description: row.description,
    role: row.role,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
  }
}

const ofKind = (kind: CommitteeKind, id: string) => and(eq(committeeMembers.id, id), eq(committeeMembers.kind, kind))

/** Ascending priority, members without one last, then oldest first (the order they were added in). */
export async function listMembers(db: Database, kind: CommitteeKind) {
  const rows = await db
    .select()
    .from(committeeMembers)
    .where(eq(committeeMembers.kind, kind))
    .orderBy(
      sql`${committeeMembers.priority} asc nulls last`,
      asc(committeeMembers.createdAt),
      asc(committeeMembers.id),
    )
  return rows.map(toMember)
}

export async function getMember(db: Database, kind: CommitteeKind, id: string) {
  const [row] = await db.select().from(committeeMembers).where(ofKind(kind, id)).limit(1)
  return row ? toMember(row) : undefined
}

/**
 * A member sent without a priority goes to the end of its committee's list (one past the highest priority); one
 * sent with `priority: null` has none (listed after every member with one).
 */
export async function insertMember(db: Database, kind: CommitteeKind, values: MemberValues) {
  const last = sql`(select coalesce(max(${committeeMembers.priority}) + 1, 0) from ${committeeMembers} where ${committeeMembers.kind} = ${kind})`
  const [row] = await db
    .insert(committeeMembers)
    .values({ ...values, priority: values.priority === undefined ? last : values.priority, kind })
    .returning()
  return toMember(row!)
}

/**
 * Changes a member's fields (a `priority` of undefined keeps the current one) and answers it before and after,
 * or undefined when there is no such member. Pass a transaction: the row stays locked between the two.
 */
export async function updateMember(tx: Database, kind: CommitteeKind, id: string, values: Partial<MemberValues>) {
  const [old] = await tx.select().from(committeeMembers).where(ofKind(kind, id)).for('update')
  if (!old) return undefined
  const [row] = await tx.update(committeeMembers).set(values).where(ofKind(kind, id)).returning()
  return { before: toMember(old), after: toMember(row!) }
}

/** Deletes a member; answers it as it was, or undefined when there was no such member. */
export async function deleteMember(db: Database, kind: CommitteeKind, id: string) {
  const [row] = await db.delete(committeeMembers).where(ofKind(kind, id)).returning()
  return row ? toMember(row) : undefined
}
