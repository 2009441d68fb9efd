import type { RouteHandler } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import type { DateRole } from '../../../../common/date-roles'
import { actorOf, recordAudit } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError, notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { PUBLIC_CACHE_CONTROL } from '../../cache/headers'
import type { Database } from '../../db/client'
import * as queries from './dates.queries'
import type * as routes from './dates.routes'
import { END_BEFORE_START } from './dates.schemas'

const dateNotFound = () => notFound('Date')

/** Two saves that give the same role at once: the second waits, then sees the first's holder. */
const lockRoles = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('important_dates:role'))`)

/** A role another date holds is refused: the fee tier and the closing day read one date per role. */
async function checkRoleFree(tx: Database, role: DateRole | null | undefined, ownId?: string): Promise<void> {
  if (!role) return
  const holder = await queries.holderOfRole(tx, role)
  if (holder && holder.id !== ownId)
    throw new HttpError(
      409,
      `The date "${holder.label}" already has the role ${role}: remove it there first (a role belongs to one date).`,
      [{ path: 'role', message: `The date "${holder.label}" already has this role.` }],
    )
}

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
  const values = {
    label: body.label,
    date: body.date,
    endDate: rangeEnd(body.date, body.endDate),
    role: body.role ?? null,
  }
  const row = await c.get('db').transaction(async (tx) => {
    await lockRoles(tx)
    await checkRoleFree(tx, values.role)
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
    await lockRoles(tx)
    const before = await queries.lockDate(tx, id)
    if (!before) throw dateNotFound()
    await checkRoleFree(tx, body.role, id)
    const date = body.date ?? before.date
    const endDate = rangeEnd(date, body.endDate === undefined ? before.endDate : body.endDate)
    const dayChanged = date !== before.date || endDate !== before.endDate
    // A later day is an extension: visitors see the old day struck through, so it is kept (once).
    const extended = date > before.date && !before.previousDates.includes(before.date)
    const updated = await queries.updateDate(tx, id, {
      label: body.label ?? before.label,
      role: body.role === undefined ? before.role : body.role,
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
