import type { Context } from 'hono'
import type { Entry } from './cache-compute'
import { bodyIn, type Encoding, etagMatches, pickEncoding } from './content-negotiation'

/**
 * Browsers revalidate every time (a 304 is cheap), so an admin sees a change at once; a CDN in front may hold
 * a list for a few seconds and serve it stale while it refetches (CDN-Cache-Control, RFC 9213).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache'
export const CDN_CACHE_CONTROL = 'max-age=5, stale-while-revalidate=30'

export function cacheHeaders(entry: Entry): Record<string, string> {
  return {
    'Content-Type': entry.type,
    ETag: entry.etag,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    'CDN-Cache-Control': CDN_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
  }
}

/** The answer to a request through Hono from a cached entry: 304 when its ETag matches, else the best encoding. */
export function respondWith(c: Context, entry: Entry): Response {
  const headers = cacheHeaders(entry)
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers })
  const encoding = pickEncoding(c.req.header('accept-encoding'))
  const body = bodyIn(entry, encoding)
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers })
}

/** The Node fast path's header pairs for an entry: 200 per encoding, and 304. `fixed` come first (security headers). */
export function nodeHeadersOf(entry: Entry, fixed: readonly string[]): NonNullable<Entry['nodeHeaders']> {
  // What the app's cors middleware adds to every API answer, also without Origin (its origin is a list, not
  // '*'); node-server.test.ts holds the two paths to the same headers.
  const cors = { 'Access-Control-Expose-Headers': 'ETag', Vary: 'Accept-Encoding, Origin' }
  const base = [...fixed, ...Object.entries({ ...cacheHeaders(entry), ...cors }).flat()]
  const withBody = (encoding: Encoding) => {
    const pairs = [...base]
    if (encoding !== 'identity') pairs.push('Content-Encoding', encoding)
    pairs.push('Content-Length', String(bodyIn(entry, encoding).length))
    return pairs
  }
  return { identity: withBody('identity'), gzip: withBody('gzip'), br: withBody('br'), notModified: base }
}
