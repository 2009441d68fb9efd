import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/create-router'
import { notFound } from '../../lib/errors'
import { isUuid } from '../../lib/fields'
import { deleteImageIfUnused } from '../../lib/images'
import { listPage } from '../../lib/paging'
import { ownImageUrl } from '../../lib/public-url'
import * as queries from './speakers.queries'
import type * as routes from './speakers.routes'

const speakerNotFound = () => notFound('Speaker')

export const createSpeaker: RouteHandler<typeof routes.createSpeaker, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const row = await queries.insertSpeaker(c.get('db'), { ...body, imageUrl: ownImageUrl(c, body.imageUrl ?? '') })
  return c.json({ message: 'Speaker added successfully.', speaker: queries.toSpeaker(row) }, 201)
}

export const listSpeakers: RouteHandler<typeof routes.listSpeakers, AppEnv> = async (c) => {
  const page = await listPage(c.req.valid('query'), (skip, limit) => queries.listSpeakers(c.get('db'), skip, limit))
  return c.json(page, 200)
}

export const getSpeaker: RouteHandler<typeof routes.getSpeaker, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const row = isUuid(id) ? await queries.findSpeaker(c.get('db'), id) : undefined
  if (!row) throw speakerNotFound()
  return c.json(queries.toSpeaker(row), 200)
}

export const updateSpeaker: RouteHandler<typeof routes.updateSpeaker, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const db = c.get('db')
  const before = isUuid(id) ? await queries.findSpeaker(db, id) : undefined
  if (!before) throw speakerNotFound()
  const row = await queries.updateSpeaker(
    db,
    id,
    body.imageUrl === undefined ? body : { ...body, imageUrl: ownImageUrl(c, body.imageUrl) },
  )
  if (!row) throw speakerNotFound()
  if (before.imageUrl !== row.imageUrl) await deleteImageIfUnused(db, before.imageUrl)
  return c.json({ message: 'Speaker updated successfully.', speaker: queries.toSpeaker(row) }, 201)
}

export const setSpeakerPriority: RouteHandler<typeof routes.setSpeakerPriority, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { priority } = c.req.valid('json')
  const row = isUuid(id) ? await queries.updateSpeaker(c.get('db'), id, { priority }) : undefined
  if (!row) throw speakerNotFound()
  return c.json({ message: 'Priority updated successfully.', speaker: queries.toSpeaker(row) }, 200)
}

export const deleteSpeaker: RouteHandler<typeof routes.deleteSpeaker, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const db = c.get('db')
  const row = isUuid(id) ? await queries.deleteSpeaker(db, id) : undefined
  if (!row) throw speakerNotFound()
  await deleteImageIfUnused(db, row.imageUrl)
  return c.json({ message: 'Speaker deleted successfully.' }, 200)
}
