import { desc, eq, type SQL } from 'drizzle-orm'
import { selectPage } from '../../api/paging'
import type { Database } from '../../db/client'
import { type ContactStatus, contactMessages } from '../../db/schema'

type ContactRow = typeof contactMessages.$inferSelect

export function toContactMessage(row: ContactRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    phone: row.phone,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }
}

type ContactMessage = ReturnType<typeof toContactMessage>

/**
 * A message as the audit log keeps it: enough to say which message it was (sender's name, subject, status), not
 * the sender's address, phone or text, so that deleting a message removes those for good (decision 009).
 */
export function auditedMessage(m: ContactMessage) {
  return { _id: m._id, name: m.name, subject: m.subject, status: m.status, createdAt: m.createdAt }
}

/** One INSERT statement: a message is stored whole or not at all. */
export async function insertContactMessage(db: Database, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning()
  return toContactMessage(row!)
}

const withStatus = (status: ContactStatus | undefined): SQL | undefined =>
  status ? eq(contactMessages.status, status) : undefined

const NEWEST_FIRST = [desc(contactMessages.createdAt), desc(contactMessages.id)]

/** Newest first; `total` counts the messages of that status (all without one). */
export async function listContactMessages(
  db: Database,
  skip: number,
  limit: number | undefined,
  status?: ContactStatus,
) {
  const { rows, total } = await selectPage(db, contactMessages, NEWEST_FIRST, skip, limit, withStatus(status))
  return { rows: rows.map(toContactMessage), total }
}

/** Every message of that status (all without one), newest first, for the export. */
export async function allContactMessages(db: Database, status?: ContactStatus) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(withStatus(status))
    .orderBy(...NEWEST_FIRST)
  return rows.map(toContactMessage)
}

/** Sets a message's status; answers it before and after, or undefined when there is no such message. */
export async function setContactStatus(tx: Database, id: string, status: ContactStatus) {
  const [old] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')
  if (!old) return undefined
  const [row] = await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning()
  return { before: toContactMessage(old), after: toContactMessage(row!) }
}

/** Deletes a message; answers it as it was, or undefined when there was no such message. */
export async function deleteContactMessage(db: Database, id: string) {
  const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning()
  return row ? toContactMessage(row) : undefined
}
