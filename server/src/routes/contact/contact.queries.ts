import { desc } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { contactMessages } from '../../db/schema'
import { selectPage } from '../../lib/paging'

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
  const { rows, total } = await selectPage(
    db,
    contactMessages,
    [desc(contactMessages.createdAt), desc(contactMessages.id)],
    skip,
    limit,
  )
  return { rows: rows.map(toContactMessage), total }
}
