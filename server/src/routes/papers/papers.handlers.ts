import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/create-router'
import { notFound } from '../../lib/errors'
import { isUuid, pageOf } from '../../lib/fields'
import * as queries from './papers.queries'
import type * as routes from './papers.routes'

export const addPaper: RouteHandler<typeof routes.addPaper, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const paper = await queries.insertPaper(c.get('db'), { ...body, link: body.link ?? null })
  return c.json({ message: 'Paper added successfully.', paper }, 201)
}

export const listPapers: RouteHandler<typeof routes.listPapers, AppEnv> = async (c) => {
  const q = c.req.valid('query')
  const skip = q.skip ? Number(q.skip) : 0
  const limit = q.limit ? Number(q.limit) : undefined
  const { rows, total } = await queries.listPapers(c.get('db'), skip, limit)
  return c.json(pageOf(rows, total, skip, limit), 200)
}

export const deletePaper: RouteHandler<typeof routes.deletePaper, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  if (!isUuid(id) || !(await queries.deletePaper(c.get('db'), id))) throw notFound('Paper')
  return c.json({ message: 'Paper deleted successfully.' }, 200)
}
