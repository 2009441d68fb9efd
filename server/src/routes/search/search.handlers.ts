import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/create-router'
import type { SearchCache } from './search.cache'
import { COMMITTEE_PAGES, MARK_END, MARK_START, type SearchHit, searchSite as search } from './search.queries'
import type { searchSite as route } from './search.routes'
import { SEARCH_LIMITS } from './search.schemas'
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
  }
}

/** ts_headline's marked text as plain text and the [start, end) ranges that were marked. */
export function highlightsOf(marked: string): { snippet: string; highlights: [number, number][] } {
  let snippet = ''
  const highlights: [number, number][] = []
  let start = -1
  for (const ch of marked) {
    if (ch === MARK_START) start = snippet.length
    else if (ch === MARK_END) {
      if (start >= 0 && snippet.length > start) {
        const previous = highlights.at(-1)
        // ts_headline marks each word: "renewable energy" is two marks with a space between, shown as one.
        if (previous && snippet.slice(previous[1], start).trim() === '') previous[1] = snippet.length
        else highlights.push([start, snippet.length])
      }
      start = -1
    } else if (/\s/.test(ch)) {
      // Line breaks and the gaps ts_headline leaves for markup-like tokens become one space.
      if (snippet && !snippet.endsWith(' ')) snippet += ' '
    } else snippet += ch
  }
  return { snippet: snippet.trimEnd(), highlights }
}

export interface SearchAnswer {
  results: { kind: SearchHit['kind']; title: string; url: string; snippet: string; highlights: [number, number][] }[]
  total: number
}

export function searchHandler(cache: SearchCache<SearchAnswer>): RouteHandler<typeof route, AppEnv> {
  return async (c) => {
    const { q, limit: limitText } = c.req.valid('query')
    const limit = limitText === undefined ? SEARCH_LIMITS.default : Number(limitText)
    // Short public caching: the same query typed by many visitors, or retyped, is answered by their caches.
    c.header('Cache-Control', 'public, max-age=60')
    if (!hasWords(q)) return c.json({ results: [], total: 0 }, 200)
    const db = c.get('db')
    const answer = await cache.get(`${limit} ${q}`, async () => {
      const hits = await search(db, searchTermsOf(q), limit)
      return {
        results: hits.map((hit) => ({
          kind: hit.kind,
          title: hit.title,
          url: urlOf(hit),
          ...highlightsOf(hit.marked),
        })),
        total: hits[0]?.total ?? 0,
      }
    })
    return c.json(answer, 200)
  }
}
