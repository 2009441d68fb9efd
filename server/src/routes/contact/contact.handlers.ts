import type { RouteHandler } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { toCsv } from '../../api/csv'
import { HttpError, notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { listPage } from '../../api/paging'
import { isLimited, LIMITS, recordEvent } from '../../auth/rate-limit'
import * as queries from './contact.queries'
import { notifyOrganisers, repliesOf } from './contact.replies'
import type * as routes from './contact.routes'

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.'

export const sendContactMessage: RouteHandler<typeof routes.sendContactMessage, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const db = c.get('db')
  const ip = c.get('clientIp')
  // One transaction holding a per-address lock: the check, the message and the count are one unit,
  // so a burst of parallel requests cannot slip past the limit.
  const accepted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${LIMITS.contactPerIp.bucket}:${ip}`}))`)
    if (await isLimited(tx, LIMITS.contactPerIp, ip)) return false
    const stored = await queries.insertContactMessage(tx, {
      name: body.name,
      email: body.email,
      subject: body.subject,
      phone: body.phone ?? null,
      message: body.message,
    })
    await notifyOrganisers(tx, stored, c.get('publicOrigin'))
    await recordEvent(tx, LIMITS.contactPerIp, ip)
    return true
  })
  if (!accepted) throw new HttpError(429, 'You have sent too many messages. Please try again in an hour.')
  return c.json({ success: true as const, message: CONTACT_THANKS }, 201)
}

export const listContactMessages: RouteHandler<typeof routes.listContactMessages, AppEnv> = async (c) => {
  const { status, ...paging } = c.req.valid('query')
  const db = c.get('db')
  const page = await listPage(paging, (skip, limit) => queries.listContactMessages(db, skip, limit, status))
  const replies = await repliesOf(
    db,
    page.data.map((m) => m._id),
  )
  return c.json({ ...page, data: page.data.map((m) => ({ ...m, replies: replies.get(m._id) ?? [] })) }, 200)
}

const messageNotFound = () => notFound('Message')

const STATUS_DONE = { new: 'marked as new', read: 'marked as read', replied: 'marked as replied', archived: 'archived' }

export const setContactMessageStatus: RouteHandler<typeof routes.setContactMessageStatus, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { status } = c.req.valid('json')
  const contactMessage = await audited(c, async (tx, record) => {
    const change = isUuid(id) ? await queries.setContactStatus(tx, id, status) : undefined
    if (!change) throw messageNotFound()
    const before = queries.auditedMessage(change.before)
    await record({
      action: 'update',
      entity: 'message',
      entityId: id,
      before,
      after: queries.auditedMessage(change.after),
    })
    return change.after
  })
  return c.json({ message: `Message ${STATUS_DONE[status]}.`, contactMessage }, 200)
}

export const deleteContactMessage: RouteHandler<typeof routes.deleteContactMessage, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await audited(c, async (tx, record) => {
    const row = isUuid(id) ? await queries.deleteContactMessage(tx, id) : undefined
    if (!row) throw messageNotFound()
    await record({ action: 'delete', entity: 'message', entityId: id, before: queries.auditedMessage(row) })
  })
  return c.json({ message: 'Message deleted.' }, 200)
}

const CSV_HEADER = ['Received at', 'Status', 'Name', 'E-mail', 'Phone', 'Subject', 'Message', 'ID']

export const exportContactMessages: RouteHandler<typeof routes.exportContactMessages, AppEnv> = async (c) => {
  const { status } = c.req.valid('query')
  // Read and recorded in one transaction: the entry counts exactly the messages that left.
  const messages = await audited(c, async (tx, record) => {
    const rows = await queries.allContactMessages(tx, status)
    await record({
      action: 'export',
      entity: 'message',
      after: { format: 'csv', status: status ?? 'all', count: rows.length },
    })
    return rows
  })
  const csv = toCsv([
    CSV_HEADER,
    ...messages.map((m) => [m.createdAt, m.status, m.name, m.email, m.phone, m.subject, m.message, m._id]),
  ])
  const day = new Date().toISOString().slice(0, 10)
  c.header('Content-Disposition', `attachment; filename="contact-messages-${day}.csv"`)
  return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' })
}
