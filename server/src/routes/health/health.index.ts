import { createRoute, z } from '@hono/zod-openapi'
import { createRouter } from '../../api/create-router'
import type { DatabaseHandle } from '../../db/client'

const Health = z.object({ status: z.string().openapi({ example: 'ok' }) }).openapi('Health')
const NotReady = z
  .object({
    status: z.literal('not ready'),
    message: z.string().openapi({ example: 'The database is not reachable. Please try again shortly.' }),
  })
  .openapi('NotReady')

const healthz = createRoute({
  method: 'get',
  path: '/healthz',
  operationId: 'healthz',
  security: [],
  tags: ['Health'],
  summary: 'The process is alive',
  responses: { 200: { description: 'Alive.', content: { 'application/json': { schema: Health } } } },
})

const readyz = createRoute({
  method: 'get',
  path: '/readyz',
  operationId: 'readyz',
  security: [],
  tags: ['Health'],
  summary: 'The database answers',
  responses: {
    200: { description: 'Ready to serve.', content: { 'application/json': { schema: Health } } },
    503: { description: 'The database does not answer.', content: { 'application/json': { schema: NotReady } } },
  },
})

export function createHealthRouter(database?: DatabaseHandle) {
  return createRouter()
    .openapi(healthz, (c) => c.json({ status: 'ok' }, 200))
    .openapi(readyz, async (c) => {
      c.header('Cache-Control', 'no-store')
      try {
        if (!database) throw new Error('no database')
        await database.ping(1000)
        return c.json({ status: 'ready' }, 200)
      } catch {
        // Our error shape ({ message }) plus the status word that load balancers look for.
        return c.json(
          { status: 'not ready' as const, message: 'The database is not reachable. Please try again shortly.' },
          503,
        )
      }
    })
}
