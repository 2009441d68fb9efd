import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import * as queries from './audit.queries'
import type * as routes from './audit.routes'
import { AUDIT_PAGE } from './audit.schemas'

export const listAudit: RouteHandler<typeof routes.listAudit, AppEnv> = async (c) => {
  const query = c.req.valid('query')
  const db = c.get('db')
  if (query.before && !(await queries.entryExists(db, query.before))) {
    const message = 'before: no audit entry has this _id; pass the nextBefore of a previous answer.'
    throw new HttpError(400, message, [{ path: 'before', message: 'No audit entry has this _id.' }])
  }
  const { rows, more } = await queries.listEntries(db, {
    limit: query.limit ? Number(query.limit) : AUDIT_PAGE.default,
    before: query.before,
    entity: query.entity,
    actor: query.actor,
  })
  return c.json({ entries: rows, nextBefore: more ? (rows.at(-1)?._id ?? null) : null }, 200)
}

export const auditFilters: RouteHandler<typeof routes.auditFilters, AppEnv> = async (c) => {
  return c.json(await queries.listFilters(c.get('db')), 200)
}
