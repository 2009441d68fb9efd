import type { RouteHandler } from '@hono/zod-openapi'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { listPage } from '../../api/paging'
import { ownImageUrl } from '../../http/public-url'
import { deleteImageIfUnused } from '../../uploads/images'
import * as queries from './speakers.queries'
import type * as routes from './speakers.routes'

const speakerNotFound = () => notFound('Speaker')

export const createSpeaker: RouteHandler<typeof routes.createSpeaker, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const speaker = await audited(c, async (tx, record) => {
    const row = await queries.insertSpeaker(tx, { ...body, imageUrl: ownImageUrl(c, body.imageUrl ?? '') })
    const after = queries.toSpeaker(row)
    await record({ action: 'create', entity: 'speaker', entityId: row.id, after })
    return after
  })
  return c.json({ message: 'Speaker added successfully.', speaker }, 201)
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
  const values = body.imageUrl === undefined ? body : { ...body, imageUrl: ownImageUrl(c, body.imageUrl) }
  const { before, after } = await audited(c, async (tx, record) => {
    const old = isUuid(id) ? await queries.findSpeaker(tx, id, { forUpdate: true }) : undefined
    const row = old && (await queries.updateSpeaker(tx, id, values))
    if (!old || !row) throw speakerNotFound()
    const change = { before: queries.toSpeaker(old), after: queries.toSpeaker(row) }
    await record({ action: 'update', entity: 'speaker', entityId: id, ...change })
    return change
  })
  if (before.imageUrl !== after.imageUrl) await deleteImageIfUnused(c.get('db'), before.imageUrl)
  return c.json({ message: 'Speaker updated successfully.', speaker: after }, 201)
}

export const setSpeakerPriority: RouteHandler<typeof routes.setSpeakerPriority, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { priority } = c.req.valid('json')
  const speaker = await audited(c, async (tx, record) => {
    const old = isUuid(id) ? await queries.findSpeaker(tx, id, { forUpdate: true }) : undefined
    const row = old && (await queries.updateSpeaker(tx, id, { priority }))
    if (!old || !row) throw speakerNotFound()
    const after = queries.toSpeaker(row)
    await record({ action: 'priority', entity: 'speaker', entityId: id, before: queries.toSpeaker(old), after })
    return after
  })
  return c.json({ message: 'Priority updated successfully.', speaker }, 200)
}

export const deleteSpeaker: RouteHandler<typeof routes.deleteSpeaker, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const deleted = await audited(c, async (tx, record) => {
    const row = isUuid(id) ? await queries.deleteSpeaker(tx, id) : undefined
    if (!row) throw speakerNotFound()
    await record({ action: 'delete', entity: 'speaker', entityId: id, before: queries.toSpeaker(row) })
    return row
  })
  await deleteImageIfUnused(c.get('db'), deleted.imageUrl)
  return c.json({ message: 'Speaker deleted successfully.' }, 200)
}
