import type { RouteHandler } from '@hono/zod-openapi'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { ownImageUrl } from '../../http/public-url'
import { deleteImageIfUnused } from '../../uploads/images'
import * as queries from './photogallery.queries'
import type * as routes from './photogallery.routes'

export const uploadPhoto: RouteHandler<typeof routes.uploadPhoto, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const photo = await audited(c, async (tx, record) => {
    const after = await queries.insertPhoto(tx, { ...body, imageUrl: ownImageUrl(c, body.imageUrl) })
    await record({ action: 'create', entity: 'photo', entityId: after._id, after })
    return after
  })
  return c.json({ message: 'Photo added to the gallery.', photo }, 201)
}

export const listPhotos: RouteHandler<typeof routes.listPhotos, AppEnv> = async (c) => {
  return c.json(await queries.listPhotos(c.get('db')), 200)
}

export const deletePhoto: RouteHandler<typeof routes.deletePhoto, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const removed = await audited(c, async (tx, record) => {
    const row = isUuid(id) ? await queries.deletePhoto(tx, id) : undefined
    if (!row) throw notFound('Photo')
    await record({ action: 'delete', entity: 'photo', entityId: id, before: queries.toPhoto(row) })
    return row
  })
  await deleteImageIfUnused(c.get('db'), removed.imageUrl)
  return c.json({ message: 'Photo deleted successfully.' }, 200)
}
