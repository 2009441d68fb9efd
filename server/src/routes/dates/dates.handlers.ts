import type { RouteHandler } from '@hono/zod-openapi'
import { actorOf, recordAudit } from '../../lib/audit'
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-headers'
import type { AppEnv } from '../../lib/create-router'
import { HttpError, notFound } from '../../lib/errors'
import { isUuid } from '../../lib/fields'
import * as queries from './dates.queries'
import type * as routes from './dates.routes'
import { END_BEFORE_START } from './dates.schemas'

const dateNotFound = () => notFound('Date')

/** A range whose last day is its first is a single day; a last day before the first is refused. */
function rangeEnd(date: string, endDate: string | null | undefined): string | null {
  if (!endDate || endDate === date) return null
  if (endDate < date)
    throw new HttpError(400, `endDate: ${END_BEFORE_START}`, [{ path: 'endDate', message: END_BEFORE_START }])
  return endDate
}

export const listDates: RouteHandler<typeof routes.listDates, AppEnv> = async (c) => {
  const dates = await queries.listDates(c.get('db'), queries.todayInIndia(c.get('now')()))
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  return c.json({ dates }, 200)
}

export const createDate: RouteHandler<typeof routes.createDate, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const values = { label: body.label, date: body.date, endDate: rangeEnd(body.date, body.endDate) }
  const row = await c.get('db').transaction(async (tx) => {
    const created = await queries.insertDate(tx, values)
    await recordAudit(tx, { actor: actorOf(c), action: 'create', entity: 'date', entityId: created.id, after: created })
    return created
  })
  const date = queries.toImportantDate(row, queries.todayInIndia(c.get('now')()))
  return c.json({ message: 'Date added successfully.', date }, 201)
}

export const updateDate: RouteHandler<typeof routes.updateDate, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  if (!isUuid(id)) throw dateNotFound()
  const row = await c.get('db').transaction(async (tx) => {
    const before = await queries.lockDate(tx, id)
    if (!before) throw dateNotFound()
    const date = body.date ?? before.date
    const endDate = rangeEnd(date, body.endDate === undefined ? before.endDate : body.endDate)
    const dayChanged = date !== before.date || endDate !== before.endDate
    // A later day is an extension: visitors see the old day struck through, so it is kept (once).
    const extended = date > before.date && !before.previousDates.includes(before.date)
    const updated = await queries.updateDate(tx, id, {
      label: body.label ?? before.label,
      date,
      endDate,
      previousDates: extended ? [...before.previousDates, before.date] : before.previousDates,
      // RFC 5545: the calendar feed keeps the UID and raises SEQUENCE, so subscribers move the event.
      sequence: dayChanged ? before.sequence + 1 : before.sequence,
    })
    if (!updated) throw dateNotFound()
    await recordAudit(tx, { actor: actorOf(c), action: 'update', entity: 'date', entityId: id, before, after: updated })
    return updated
  })
  const date = queries.toImportantDate(row, queries.todayInIndia(c.get('now')()))
  return c.json({ message: 'Date updated successfully.', date }, 200)
}

export const deleteDate: RouteHandler<typeof routes.deleteDate, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  if (!isUuid(id)) throw dateNotFound()
  await c.get('db').transaction(async (tx) => {
    const row = await queries.deleteDate(tx, id)
    if (!row) throw dateNotFound()
    await recordAudit(tx, { actor: actorOf(c), action: 'delete', entity: 'date', entityId: id, before: row })
  })
  return c.json({ message: 'Date deleted successfully.' }, 200)
}
