import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/create-router'
import { HttpError } from '../../lib/errors'
import { pageOf } from '../../lib/fields'
import { isLimited, LIMITS, recordEvent } from '../../lib/rate-limit'
import * as queries from './contact.queries'
import type * as routes from './contact.routes'

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.'

export const sendContactMessage: RouteHandler<typeof routes.sendContactMessage, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const db = c.get('db')
  const ip = c.get('clientIp')
  if (await isLimited(db, LIMITS.contactPerIp, ip)) {
    throw new HttpError(429, 'You have sent too many messages. Please try again in an hour.')
  }
  await queries.insertContactMessage(db, {
    name: body.name,
    email: body.email,
    subject: body.subject,
    phone: body.phone ?? null,
    message: body.message,
  })
  await recordEvent(db, LIMITS.contactPerIp, ip)
  return c.json({ success: true as const, message: CONTACT_THANKS }, 201)
}

export const listContactMessages: RouteHandler<typeof routes.listContactMessages, AppEnv> = async (c) => {
  const q = c.req.valid('query')
  const skip = q.skip ? Number(q.skip) : 0
  const limit = q.limit ? Number(q.limit) : undefined
  const { rows, total } = await queries.listContactMessages(c.get('db'), skip, limit)
  return c.json(pageOf(rows, total, skip, limit), 200)
}
