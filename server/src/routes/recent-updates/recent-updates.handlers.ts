import type { RouteHandler } from '@hono/zod-openapi'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { listPage } from '../../api/paging'
import * as queries from './recent-updates.queries'
import type * as routes from './recent-updates.routes'

export const addRecentUpdate: RouteHandler<typeof routes.addRecentUpdate, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const recentUpdate = await audited(c, async (tx, record) => {
    const after = await queries.insertRecentUpdate(tx, {
      title: body.title,
      description: body.description,
      link: body.link ?? null,
      eventDate: new Date(body.eventDate),
    })
    await record({ action: 'create', entity: 'update', entityId: after._id, after })
    return after
  })
  return c.json({ message: 'Update added successfully.', recentUpdate }, 201)
}

export const listRecentUpdates: RouteHandler<typeof routes.listRecentUpdates, AppEnv> = async (c) => {
  const page = await listPage(c.req.valid('query'), (skip, limit) =>
    queries.listRecentUpdates(c.get('db'), skip, limit),
  )
  return c.json(page, 200)
}

export const deleteRecentUpdate: RouteHandler<typeof routes.deleteRecentUpdate, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await audited(c, async (tx, record) => {
    const before = isUuid(id) ? await queries.deleteRecentUpdate(tx, id) : undefined
    if (!before) throw notFound('Update')
    await record({ action: 'delete', entity: 'update', entityId: id, before })
  })
  return c.json({ message: 'Update deleted successfully.' }, 200)
}
