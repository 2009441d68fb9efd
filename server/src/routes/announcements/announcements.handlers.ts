import type { RouteHandler } from '@hono/zod-openapi'
import { actorOf, recordAudit } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError, notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { requireAdmin } from '../../api/require-admin'
import { PUBLIC_CACHE_CONTROL } from '../../cache/headers'
import * as queries from './announcements.queries'
import type * as routes from './announcements.routes'
import { endsAfterStart, WINDOW_RULE } from './announcements.schemas'

const announcementNotFound = () => notFound('Announcement')

const instantOf = (v: string | null | undefined) => (v ? new Date(v) : null)

export const listAnnouncements: RouteHandler<typeof routes.listAnnouncements, AppEnv> = async (c) => {
  const db = c.get('db')
  if (c.req.valid('query').all === 'true') {
    // The full list is the admin's: the same token check as every admin call (401 without), and no-store.
    await requireAdmin(c, async () => {})
    return c.json({ announcements: await queries.listAll(db) }, 200)
  }
  const announcements = await queries.listShowing(db, c.get('now')())
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  return c.json({ announcements }, 200)
}

export const createAnnouncement: RouteHandler<typeof routes.createAnnouncement, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const row = await c.get('db').transaction(async (tx) => {
    const created = await queries.insertAnnouncement(tx, {
      text: body.text,
      link: body.link ?? null,
      showFrom: instantOf(body.showFrom),
      showUntil: instantOf(body.showUntil),
      priority: body.priority ?? 0,
    })
    await recordAudit(tx, {
      actor: actorOf(c),
      action: 'create',
      entity: 'announcement',
      entityId: created.id,
      after: created,
    })
    return created
  })
  return c.json({ message: 'Announcement added successfully.', announcement: queries.toAdminAnnouncement(row) }, 201)
}

export const updateAnnouncement: RouteHandler<typeof routes.updateAnnouncement, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  if (!isUuid(id)) throw announcementNotFound()
  const row = await c.get('db').transaction(async (tx) => {
    const before = await queries.lockAnnouncement(tx, id)
    if (!before) throw announcementNotFound()
    const showFrom = body.showFrom === undefined ? before.showFrom : instantOf(body.showFrom)
    const showUntil = body.showUntil === undefined ? before.showUntil : instantOf(body.showUntil)
    if (!endsAfterStart(showFrom, showUntil))
      throw new HttpError(400, `showUntil: ${WINDOW_RULE}`, [{ path: 'showUntil', message: WINDOW_RULE }])
    const updated = await queries.updateAnnouncement(tx, id, {
      text: body.text ?? before.text,
      link: body.link === undefined ? before.link : body.link,
      showFrom,
      showUntil,
      priority: body.priority ?? before.priority,
    })
    if (!updated) throw announcementNotFound()
    await recordAudit(tx, {
      actor: actorOf(c),
      action: 'update',
      entity: 'announcement',
      entityId: id,
      before,
      after: updated,
    })
    return updated
  })
  return c.json({ message: 'Announcement updated successfully.', announcement: queries.toAdminAnnouncement(row) }, 200)
}

export const deleteAnnouncement: RouteHandler<typeof routes.deleteAnnouncement, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  if (!isUuid(id)) throw announcementNotFound()
  await c.get('db').transaction(async (tx) => {
    const row = await queries.deleteAnnouncement(tx, id)
    if (!row) throw announcementNotFound()
    await recordAudit(tx, { actor: actorOf(c), action: 'delete', entity: 'announcement', entityId: id, before: row })
  })
  return c.json({ message: 'Announcement deleted successfully.' }, 200)
}
