import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { selectPage } from '../../api/paging'
import type { Database } from '../../db/client'
import { type MailStatus, mailOutbox, mailTemplates } from '../../db/schema'
import { MAIL_CHANNEL } from '../../mail/outbox'

type MailRow = typeof mailOutbox.$inferSelect

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)
const WAITING: MailStatus[] = ['queued', 'retrying']

export function toMailSummary(row: Pick<MailRow, SummaryColumn>) {
  return {
    _id: row.id,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: WAITING.includes(row.status) ? iso(row.nextAttemptAt) : null,
    lastError: (row.lastError as { code: number | null; message: string } | null) ?? null,
    messageId: row.messageId,
    createdAt: iso(row.createdAt)!,
    sentAt: iso(row.sentAt),
  }
}

export function toMail(row: MailRow) {
  return {
    ...toMailSummary(row),
    text: row.text,
    html: row.html,
    attemptLog: row.attemptLog as {
      at: string
      result: 'sent' | 'retrying' | 'failed' | 'lost'
      code: number | null
      message: string
    }[],
  }
}

/** A mail as the audit log keeps it: which mail and what became of it, never its address or body. */
export const auditedMail = (m: ReturnType<typeof toMailSummary>) => ({
  _id: m._id,
  template: m.template,
  status: m.status,
  messageId: m.messageId,
})

const withStatus = (status: MailStatus | undefined): SQL | undefined =>
  status ? eq(mailOutbox.status, status) : undefined

// Without the bodies: the list may be long, and the bodies are read one at a time.
const SUMMARY_COLUMNS = [
  'id',
  'to',
  'replyTo',
  'subject',
  'template',
  'status',
  'attempts',
  'nextAttemptAt',
  'lastError',
  'messageId',
  'createdAt',
  'sentAt',
] as const satisfies readonly (keyof MailRow)[]
type SummaryColumn = (typeof SUMMARY_COLUMNS)[number]

export async function listOutbox(db: Database, skip: number, limit: number | undefined, status?: MailStatus) {
  const order = [desc(mailOutbox.createdAt), desc(mailOutbox.id)]
  const { rows, total } = await selectPage(db, mailOutbox, order, skip, limit, withStatus(status), SUMMARY_COLUMNS)
  return { rows: rows.map(toMailSummary), total }
}

export async function readMail(db: Database, id: string, lock = false) {
  const query = db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1)
  const [row] = await (lock ? query.for('update') : query)
  return row
}

/** Sets a mail's status (due now when it goes back to `queued`, with a NOTIFY at commit); answers it. */
export async function setMailStatus(tx: Database, id: string, status: 'queued' | 'cancelled') {
  const [row] = await tx
    .update(mailOutbox)
    .set(status === 'queued' ? { status, nextAttemptAt: sql`clock_timestamp()` } : { status })
    .where(eq(mailOutbox.id, id))
    .returning()
  if (status === 'queued') await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`)
  return row!
}

export async function storedWordings(db: Database) {
  return db.select().from(mailTemplates)
}

export async function saveWording(tx: Database, key: string, wording: { subject: string; text: string }) {
  await tx
    .insert(mailTemplates)
    .values({ key, ...wording })
    .onConflictDoUpdate({ target: mailTemplates.key, set: { ...wording, updatedAt: new Date() } })
}

export async function deleteWording(tx: Database, key: string) {
  const [row] = await tx.delete(mailTemplates).where(eq(mailTemplates.key, key)).returning()
  return row
}

export const mailsWithIds = (db: Database, ids: string[]) =>
  ids.length ? db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)) : Promise.resolve([])
