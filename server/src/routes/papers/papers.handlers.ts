import type { RouteHandler } from '@hono/zod-openapi'
import { audited } from '../../lib/audit'
import type { AppEnv } from '../../lib/create-router'
import { notFound } from '../../lib/errors'
import { isUuid } from '../../lib/fields'
import { listPage } from '../../lib/paging'
import * as queries from './papers.queries'
import type * as routes from './papers.routes'

export const addPaper: RouteHandler<typeof routes.addPaper, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const paper = await audited(c, async (tx, record) => {
    const after = await queries.insertPaper(tx, { ...body, link: body.link ?? null })
    await record({ action: 'create', entity: 'paper', entityId: after._id, after })
    return after
  })
  return c.json({ message: 'Paper added successfully.', paper }, 201)
}

export const listPapers: RouteHandler<typeof routes.listPapers, AppEnv> = async (c) => {
  const page = await listPage(c.req.valid('query'), (skip, limit) => queries.listPapers(c.get('db'), skip, limit))
  return c.json(page, 200)
}

export const deletePaper: RouteHandler<typeof routes.deletePaper, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await audited(c, async (tx, record) => {
    const before = isUuid(id) ? await queries.deletePaper(tx, id) : undefined
    if (!before) throw notFound('Paper')
    await record({ action: 'delete', entity: 'paper', entityId: id, before })
  })
  return c.json({ message: 'Paper deleted successfully.' }, 200)
}
