import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import { isUuid } from '../../api/fields'
import type { Database } from '../../db/client'
import { auditLog } from '../../db/schema'

type AuditRow = typeof auditLog.$inferSelect

export function toAuditEntry(row: AuditRow) {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { _id: row.actorId, email: row.actorEmail, name: row.actorName },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
  }
}

export interface AuditFilter {
  limit: number
  /** The _id of the entry to start after (checked to exist with entryExists). */
  before?: string
  entity?: string
  /** An admin id, or an e-mail address. */
  actor?: string
}

export async function entryExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, id))
  return rows.length > 0
}

/**
 * Newest first, by time then id (entries of one transaction share their time). Reads one more than asked, so the
 * caller knows whether an older page exists.
 */
export async function listEntries(db: Database, filter: AuditFilter) {
  const where: SQL[] = []
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity))
  if (filter.actor) {
    where.push(
      isUuid(filter.actor)
        ? eq(auditLog.actorId, filter.actor)
        : sql`lower(${auditLog.actorEmail}) = ${filter.actor.toLowerCase()}`,
    )
  }
  // Compared in SQL: `at` has microseconds, which a JavaScript Date would lose.
  if (filter.before) {
    const cursor = sql`(select c.at, c.id from audit_log c where c.id = ${filter.before})`
    where.push(sql`(${auditLog.at}, ${auditLog.id}) < ${cursor}`)
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit + 1)
  return { rows: rows.slice(0, filter.limit).map(toAuditEntry), more: rows.length > filter.limit }
}

/** The entities in the log, and the admins with an entry (their latest name and e-mail), for filter choices. */
export async function listFilters(db: Database) {
  const [entities, actors] = await Promise.all([
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db
      .selectDistinctOn([auditLog.actorId], {
        _id: auditLog.actorId,
        email: auditLog.actorEmail,
        name: auditLog.actorName,
      })
      .from(auditLog)
      .where(isNotNull(auditLog.actorId))
      .orderBy(asc(auditLog.actorId), desc(auditLog.at)),
  ])
  return {
    entities: entities.map((e) => e.entity),
    actors: actors
      .map((a) => ({ ...a, _id: a._id! }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email)),
  }
}
