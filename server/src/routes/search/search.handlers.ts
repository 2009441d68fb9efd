import type { RouteHandler } from '@hono/zod-openapi'
import type { TypedResponse } from 'hono'
import type { AppEnv } from '../../api/create-router'
import type { SearchCache } from './search.cache'
import { COMMITTEE_PAGES, preparePages, type SearchHit, searchSite as search } from './search.queries'
import type { searchSite as route } from './search.routes'
import { SEARCH_LIMITS } from './search.schemas'
import { keysOf, snippetOf, termsOfTsquery } from './search.snippets'
import { hasWords, searchTermsOf } from './search.terms'

/** Where the site shows a hit (docs/decisions/010-site-search.md). */
function urlOf(hit: SearchHit): string {
  switch (hit.kind) {
    case 'paper':
      return `/allpapers#paper-${hit.id}`
    case 'speaker':
      return `/programs/speakers?q=${encodeURIComponent(hit.extra)}`
    case 'member':
      return COMMITTEE_PAGES[hit.extra as keyof typeof COMMITTEE_PAGES] ?? '/about'
    case 'update':
      return `/allupdates#update-${hit.id}`
    case 'page':
      return hit.id
    case 'session':
      return hit.extra
  }
}

export interface SearchAnswer {
  results: { kind: SearchHit['kind']; title: string; url: string; snippet: string; highlights: [number, number][] }[]
  total: number
}

export function searchHandler(cache: SearchCache<string>): RouteHandler<typeof route, AppEnv> {
  return async (c) => {
    const { q, limit: limitText } = c.req.valid('query')
    const limit = limitText === undefined ? SEARCH_LIMITS.default : Number(limitText)
    // Short public caching: the same query typed by many visitors, or retyped, is answered by their caches.
    c.header('Cache-Control', 'public, max-age=60')
    if (!hasWords(q)) return c.json({ results: [], total: 0 }, 200)
    const db = c.get('db')
    // Kept and sent as JSON text: serialised once, not again for every answer from the cache.
    const answer = await cache.get(`${limit} ${q}`, async () => {
      const hits = await search(db, searchTermsOf(q), limit, () => cache.shared('pages', () => preparePages(db)))
      const terms = termsOfTsquery(hits[0]?.query ?? '')
      const keys = keysOf(terms)
      const body: SearchAnswer = {
        results: hits.map((hit) => ({
          kind: hit.kind,
          title: hit.title,
          url: urlOf(hit),
          ...snippetOf(hit.body, terms, keys),
        })),
        total: hits[0]?.total ?? 0,
      }
      return JSON.stringify(body)
    })
    // The text is JSON.stringify of a SearchAnswer, so the answer is what c.json would have sent.
    return c.body(answer, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<
      SearchAnswer,
      200,
      'json'
    >
  }
}
