import { join } from 'node:path'
import type { Hono } from 'hono'
import type { AppOptions } from '../app-options'
import type { ResponseCache } from '../cache/response-cache'
import type { SiteOrigin } from '../http/site-origin'
import { loadRenderModule, PageRenderer, readTemplate } from './renderer'

/** Pages rendered on the server from current data (pages/renderer.ts), dropped when that data changes. */
export function createPageRenderer(
  options: Pick<AppOptions, 'clientDist' | 'renderModule' | 'archiveRender' | 'logger'>,
  app: Pick<Hono, 'fetch'>,
  responseCache: ResponseCache,
  siteOrigin: SiteOrigin,
): PageRenderer | undefined {
  const dist = options.clientDist!
  const template = readTemplate(join(dist, 'index.html'))
  if (!template) return undefined
  const source = options.renderModule ?? join(dist, '..', 'dist-server', 'entry-server.js')
  const module = typeof source === 'string' ? loadRenderModule(source) : source
  if (module instanceof Promise) module.catch(() => {})
  const pages = new PageRenderer({
    template,
    module,
    // The render's API calls go through the whole API (its cache included), as if the visitor made them.
    apiFetch: (request, visitor) => {
      const url = new URL(request.url)
      const headers = new Headers({ accept: 'application/json' })
      for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for']) {
        const value = visitor(name)
        if (value) headers.set(name, value)
      }
      // With the visitor's connection (PageRenderer.handle's `env`): rate limits count the visitor's address.
      const env = (visitor as { env?: unknown }).env
      return Promise.resolve(app.fetch(new Request(`http://localhost${url.pathname}${url.search}`, { headers }), env))
    },
    originOf: (visitor) => siteOrigin.originFor(visitor),
    variantOf: (visitor) => siteOrigin.variantOf(visitor),
    reliable: () => responseCache.reliable,
    wholeLists: options.archiveRender,
    logger: options.logger,
  })
  responseCache.onInvalidate((topic) => pages.invalidate(topic))
  return pages
}
