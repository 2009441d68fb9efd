import type { RouteHandler } from '@hono/zod-openapi'
import { asc, eq, inArray } from 'drizzle-orm'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError, notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import type { Database } from '../../db/client'
import { contactMessages, contactReplies, mailOutbox } from '../../db/schema'
import { isMailAddress, queueMail } from '../../mail/outbox'
import { readSettings } from '../settings/settings.queries'
import { auditedMessage, toContactMessage } from './contact.queries'
import type * as routes from './contact.routes'

// The mails of the contact inbox (issue 51): organisers told of each new message, and replies sent from the inbox.

/** "2 March 2027": how the reply names the day the visitor wrote (India time, where the conference is). */
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })

/** A text as a quotation: each line after "> ". */
const quote = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`)
    .join('\n')

/**
 * One mail per address in `settings.mail.notify`, Reply-To the visitor, in the transaction that stores the
 * message: no mail for a message that was not stored, no stored message without its mails.
 */
export async function notifyOrganisers(
  tx: Database,
  message: ReturnType<typeof toContactMessage>,
  publicOrigin: string,
): Promise<void> {
  const notify = (await readSettings(tx))?.mail.notify ?? []
  const link = `${publicOrigin}/admin/contact-messages?message=${message._id}`
  for (const to of notify) {
    await queueMail(tx, {
      template: 'contact-notification',
      to,
      // The form's check accepts only plain addresses; should one ever pass it that SMTP cannot take, the
      // organisers are still told (without Reply-To) rather than the message refused.
      replyTo: isMailAddress(message.email) ? message.email : undefined,
      values: {
        name: message.name,
        email: message.email,
        phone: message.phone ?? '(not given)',
        subject: message.subject,
        message: message.message,
        link,
      },
    })
  }
}

export type ContactReply = {
  _id: string
  text: string
  adminName: string
  createdAt: string
  mail: { _id: string; status: string } | null
}

/** The replies of these messages, oldest first, with their mail's status; by message id. */
export async function repliesOf(db: Database, messageIds: string[]): Promise<Map<string, ContactReply[]>> {
  const byMessage = new Map<string, ContactReply[]>()
  if (messageIds.length === 0) return byMessage
  const rows = await db
    .select({ reply: contactReplies, mailStatus: mailOutbox.status })
    .from(contactReplies)
    .leftJoin(mailOutbox, eq(mailOutbox.id, contactReplies.mailId))
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.createdAt))
  for (const { reply, mailStatus } of rows) {
    const list = byMessage.get(reply.messageId) ?? []
    list.push({
      _id: reply.id,
      text: reply.text,
      adminName: reply.adminName,
      createdAt: reply.createdAt.toISOString(),
      mail: reply.mailId && mailStatus ? { _id: reply.mailId, status: mailStatus } : null,
    })
    byMessage.set(reply.messageId, list)
  }
  return byMessage
}

export const replyToContactMessage: RouteHandler<typeof routes.replyToContactMessage, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { message: text } = c.req.valid('json')
  const admin = c.get('admin')
  const reply = await audited(c, async (tx, record) => {
    const [row] = isUuid(id)
      ? await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')
      : []
    if (!row) throw notFound('Message')
    const original = toContactMessage(row)
    if (!isMailAddress(original.email))
      throw new HttpError(400, 'The sender gave no address the site can mail: reply from your own mailbox instead.')
    const settings = await readSettings(tx)
    const mail = await queueMail(tx, {
      template: 'contact-reply',
      to: original.email,
      replyTo: settings?.contactEmail,
      values: {
        name: original.name,
        subject: original.subject,
        reply: text,
        date: dayOf(original.createdAt),
        quoted: quote(original.message),
      },
    })
    const [stored] = await tx
      .insert(contactReplies)
      .values({ messageId: id, adminId: admin.id, adminName: admin.name, text, mailId: mail.id })
      .returning()
    const [after] = await tx
      .update(contactMessages)
      .set({ status: 'replied' })
      .where(eq(contactMessages.id, id))
      .returning()
    // Which message was answered and by whom; not the visitor's address or either text (decision 009).
    await record({
      action: 'reply',
      entity: 'message',
      entityId: id,
      before: auditedMessage(original),
      after: { ...auditedMessage(toContactMessage(after!)), replyId: stored!.id, mailId: mail.id },
    })
    return (await repliesOf(tx, [id])).get(id)!.find((r) => r._id === stored!.id)!
  })
  return c.json({ message: 'Reply sent: it is in the outbox.', reply }, 201)
}
