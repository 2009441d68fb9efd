import type { Context, MiddlewareHandler } from 'hono'
import { keptOnNotModified, type NodeHeaders, nodeHeadersFrom, storedResponse } from '../http/stored-answer'
import type { Entry, EntryDraft } from './compute'

/**
 * Browsers revalidate every time (a 304 is cheap), so an admin sees a change at once; a CDN in front may hold
 * a list for a few seconds and serve it stale while it refetches (CDN-Cache-Control, RFC 9213).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache'
export const CDN_CACHE_CONTROL = 'max-age=5, stale-while-revalidate=30'

export function cacheHeaders(entry: Pick<Entry, 'type' | 'disposition' | 'etag'>): Record<string, string> {
  return {
    'Content-Type': entry.type,
    ...(entry.disposition ? { 'Content-Disposition': entry.disposition } : {}),
    ETag: entry.etag,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    'CDN-Cache-Control': CDN_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
  }
}

/**
 * The answer to a request through Hono from a cached entry, or from one still on its way into the cache (a draft:
 * it waits only for the encoding this request takes): 304 when its ETag matches, else the best encoding.
 */
export function respondWith(c: Context, entry: Entry | EntryDraft): Promise<Response> {
  return storedResponse((name) => c.req.header(name), c.req.method, entry, cacheHeaders(entry))
}

/** Outermost Hono middleware: every 304 the app answers carries only what keptOnNotModified keeps. */
export const trimNotModified: MiddlewareHandler = async (c, next) => {
  await next()
  if (c.res.status !== 304) return
  const dropped: string[] = []
  c.res.headers.forEach((_, name) => {
    if (!keptOnNotModified(name)) dropped.push(name)
  })
  for (const name of dropped) c.res.headers.delete(name)
}

/** The Node fast path's header pairs for a list entry: 200 per encoding, and 304. `fixed` come first (security headers). */
export function nodeHeadersOf(entry: Entry, fixed: readonly string[]): NodeHeaders {
  // What the app's cors middleware adds to every API answer, also without Origin (its origin is a list, not
  // '*'); node-server.test.ts holds the two paths to the same headers.
  const cors = { 'Access-Control-Expose-Headers': 'ETag', Vary: 'Accept-Encoding, Origin' }
  return nodeHeadersFrom(entry, [...fixed, ...Object.entries({ ...cacheHeaders(entry), ...cors }).flat()])
}
