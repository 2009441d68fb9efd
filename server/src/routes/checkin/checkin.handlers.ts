import type { RouteHandler } from '@hono/zod-openapi'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { todayInIndia } from '../dates/dates.queries'
import * as registrationQueries from '../registrations/registrations.queries'
import * as queries from './checkin.queries'
import type * as routes from './checkin.routes'

const INDIA_OFFSET_MS = 5.5 * 3600_000
/** "09:12", the time in India: what the volunteer at the venue reads. */
export const timeInIndia = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(11, 16)

const unknownTicket = () =>
  new HttpError(404, 'No registration has this ticket: check the code, or search by name, code or e-mail.')

export const checkIn: RouteHandler<typeof routes.checkIn, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  if (!body.ticket === !body.registrationId) {
    const message = 'Send either ticket (from the QR) or registrationId (from a search), not both.'
    throw new HttpError(400, message, [{ path: 'ticket', message }])
  }
  const db = c.get('db')
  const row = body.ticket
    ? await queries.byTicket(db, body.ticket)
    : isUuid(body.registrationId!)
      ? await queries.byId(db, body.registrationId!)
      : null
  if (!row) throw body.ticket ? unknownTicket() : new HttpError(404, 'Registration not found.')
  if (row.status === 'withdrawn') throw new HttpError(409, `Registration ${row.code} is withdrawn.`)
  if (row.status !== 'confirmed' && !body.force)
    throw new HttpError(409, 'Payment not confirmed', [
      { path: 'force', message: `Registration ${row.code} is ${row.status}: send force: true to check in anyway.` },
    ])
  const now = c.get('now')()
  const day = todayInIndia(now)
  const by = c.get('admin').name
  const { row: attendance, created } = await audited(c, async (tx, record) => {
    const outcome = await queries.recordAttendance(tx, { registrationId: row.id, kind: 'desk', day, at: now, by })
    if (outcome.created)
      await record({
        action: 'check-in',
        entity: 'registration',
        entityId: row.id,
        after: { registration: row.code, day, ...(row.status !== 'confirmed' ? { forced: row.status } : {}) },
      })
    return outcome
  })
  const [card] = await queries.cardsOf(db, [row], day)
  const checkInView = { at: attendance.at.toISOString(), by: attendance.by }
  const message = created
    ? `${row.name} (${row.code}) is checked in.`
    : `Already checked in at ${timeInIndia(attendance.at)} by ${attendance.by}.`
  return c.json({ message, checkIn: checkInView, registration: card! }, created ? 201 : 200)
}

export const checkInSummary: RouteHandler<typeof routes.checkInSummary, AppEnv> = async (c) =>
  c.json(await queries.summary(c.get('db')), 200)

export const checkInSearch: RouteHandler<typeof routes.checkInSearch, AppEnv> = async (c) => {
  const db = c.get('db')
  const rows = await queries.search(db, c.req.valid('query').q)
  c.header('Cache-Control', 'no-store')
  return c.json({ results: await queries.cardsOf(db, rows, todayInIndia(c.get('now')())) }, 200)
}

export const joinOnline: RouteHandler<typeof routes.joinOnline, AppEnv> = async (c) => {
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  const { token, sessionId } = c.req.valid('param')
  const db = c.get('db')
  const row = await registrationQueries.byToken(db, token)
  const url = isUuid(sessionId) ? await queries.publishedOnlineUrl(db, sessionId) : null
  if (row?.status !== 'confirmed' || row.mode !== 'online' || !url)
    throw new HttpError(404, 'No online link: it is for confirmed online registrations, to sessions with a link.')
  const day = todayInIndia(c.get('now')())
  await queries.recordAttendance(db, {
    registrationId: row.id,
    kind: 'online',
    day,
    at: c.get('now')(),
    by: 'online',
    sessionId,
  })
  return c.redirect(url, 302)
}
