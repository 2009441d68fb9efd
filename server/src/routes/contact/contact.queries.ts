import { count, desc } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { contactMessages } from '../../db/schema'

type ContactRow = typeof contactMessages.$inferSelect

export function toContactMessage(row: ContactRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }
}

/** One INSERT statement: a message is stored whole or not at all. */
export async function insertContactMessage(db: Database, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning()
  return toContactMessage(row!)
}

/** Newest first (decisions.md). */
export async function listContactMessages(db: Database, skip: number, limit: number | undefined) {
  const query = db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .offset(skip)
  const [rows, [total]] = await Promise.all([
    limit ? query.limit(limit) : query,
    db.select({ n: count() }).from(contactMessages),
  ])
  return { rows: rows.map(toContactMessage), total: total?.n ?? 0 }
}
