import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/create-router'
import { notFound } from '../../lib/errors'
import { isUuid } from '../../lib/fields'
import { deleteImageIfUnused } from '../../lib/images'
import { ownImageUrl } from '../../lib/public-url'
import * as queries from './photogallery.queries'
import type * as routes from './photogallery.routes'

export const uploadPhoto: RouteHandler<typeof routes.uploadPhoto, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const photo = await queries.insertPhoto(c.get('db'), { ...body, imageUrl: ownImageUrl(c, body.imageUrl) })
  return c.json({ message: 'Photo added to the gallery.', photo }, 201)
}

export const listPhotos: RouteHandler<typeof routes.listPhotos, AppEnv> = async (c) => {
  return c.json(await queries.listPhotos(c.get('db')), 200)
}

export const deletePhoto: RouteHandler<typeof routes.deletePhoto, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const db = c.get('db')
  const row = isUuid(id) ? await queries.deletePhoto(db, id) : undefined
  if (!row) throw notFound('Photo')
  await deleteImageIfUnused(db, row.imageUrl)
  return c.json({ message: 'Photo deleted successfully.' }, 200)
}
