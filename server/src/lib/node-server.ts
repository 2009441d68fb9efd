import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { Hono } from 'hono'
import type { ResponseCache } from './response-cache'
import { securityHeaderPairs } from './security-headers'

/**
 * The HTTP server of the site: cached public GETs are answered straight from the response cache (the fast path:
 * lists are read far more than anything else, in spikes), everything else goes through the Hono app.
 */
export async function createSiteServer(options: {
  app: Pick<Hono, 'fetch'>
  responseCache?: ResponseCache
  hostname?: string
}): Promise<Server> {
  const fixedHeaders = await securityHeaderPairs()
  const handleWithHono = getRequestListener(options.app.fetch, { hostname: options.hostname })
  const cache = options.responseCache
  return createServer((req, res) => {
    if (cache?.answerFromNode(req, res, fixedHeaders)) return
    void handleWithHono(req, res)
  })
}
