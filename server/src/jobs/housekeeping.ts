import { and, getTableName, lt, or, sql } from 'drizzle-orm'
import { pruneEvents } from '../auth/rate-limit'
import type { Database } from '../db/client'
import { certificates, eventSettings, images, loginChallenges, pages, sessions } from '../db/schema'
import { IMAGE_URL_COLUMNS, notInProgramme } from '../uploads/images'

/** An upload nobody referenced within this time is dropped (the admin form uploads first, then saves the record). */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60_000

/** Sessions past their expiry, or revoked (logged out) more than a day ago. Answers how many were deleted. */
export async function pruneSessions(db: Database, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000)
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, dayAgo)))
    .returning({ id: sessions.id })
  // Second login steps live 5 minutes; used or not, past that they are of no use.
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now))
  return deleted.length
}

/**
 * Uploaded images older than the grace period that no speaker, committee member, gallery photo, admin picture,
 * settings, certificate, page or the programme (draft or published) references. A reference is any stored URL containing the image's id (ours, or an absolute URL to it), so a
 * referenced image is never deleted. One statement: a reference present when it runs is seen.
 */
export async function pruneUnusedImages(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS)
  // Written out in SQL: inside a DELETE, a bare "id" in the subqueries would name the subquery's own table.
  const unreferenced = IMAGE_URL_COLUMNS.map((column) =>
    sql.raw(
      `not exists (select 1 from "${getTableName(column.table)}" r ` +
        `where position("images"."id"::text in lower(r."${column.name}")) > 0)`,
    ),
  )
  // The certificates' images are named in JSON documents: the settings, and each issued certificate's snapshot;
  // the pages' list entries name theirs in their blocks.
  const inDocuments = [
    [eventSettings, 'data'],
    [certificates, 'snapshot'],
    [pages, 'blocks'],
  ].map(([table, column]) =>
    sql.raw(
      `not exists (select 1 from "${getTableName(table as typeof certificates)}" r ` +
        `where position("images"."id"::text in lower(r."${column}"::text)) > 0)`,
    ),
  )
  const deleted = await db
    .delete(images)
    .where(
      and(
        lt(images.createdAt, cutoff),
        ...unreferenced,
        ...inDocuments,
        ...notInProgramme(sql.raw(`"images"."id"::text`)),
      ),
    )
    .returning({ id: images.id })
  return deleted.length
}

/** A feature's own pruning (given by the composition root, app.ts): answers how many rows it removed. */
export type HousekeepingTask = (db: Database, now: Date) => Promise<number>

/** Everything the server prunes now and then (index.ts runs it every 10 minutes), with the features' `tasks`. */
export async function housekeeping<T extends Record<string, HousekeepingTask>>(
  db: Database,
  now = new Date(),
  tasks = {} as T,
): Promise<{ sessions: number; images: number } & { [K in keyof T]: number }> {
  await pruneEvents(db)
  const counts: Record<string, number> = {
    sessions: await pruneSessions(db, now),
    images: await pruneUnusedImages(db, now),
  }
  for (const [name, task] of Object.entries(tasks)) counts[name] = await task(db, now)
  return counts as { sessions: number; images: number } & { [K in keyof T]: number }
}
