import type { RouteHandler } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import type { AppEnv } from '../../lib/create-router'
import { HttpError } from '../../lib/errors'
import { listPage } from '../../lib/paging'
import { isLimited, LIMITS, recordEvent } from '../../lib/rate-limit'
import * as queries from './contact.queries'
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
    await queries.insertContactMessage(tx, {
      name: body.name,
      email: body.email,
      subject: body.subject,
      phone: body.phone ?? null,
      message: body.message,
    })
    await recordEvent(tx, LIMITS.contactPerIp, ip)
    return true
  })
  if (!accepted) throw new HttpError(429, 'You have sent too many messages. Please try again in an hour.')
  return c.json({ success: true as const, message: CONTACT_THANKS }, 201)
}

export const listContactMessages: RouteHandler<typeof routes.listContactMessages, AppEnv> = async (c) => {
  const page = await listPage(c.req.valid('query'), (skip, limit) =>
    queries.listContactMessages(c.get('db'), skip, limit),
  )
  return c.json(page, 200)
}
