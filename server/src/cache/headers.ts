import type { Context, MiddlewareHandler } from 'hono'
import { bodyIn, type Encoding, etagMatches, pickEncoding } from '../http/content-negotiation'
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
export async function respondWith(c: Context, entry: Entry | EntryDraft): Promise<Response> {
  const headers = cacheHeaders(entry)
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers })
  const encoding = pickEncoding(c.req.header('accept-encoding'))
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers })
  const body = 'bodyIn' in entry ? await entry.bodyIn(encoding) : bodyIn(entry, encoding)
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers })
}

/**
 * What a 304 carries: the fields that update the browser's stored answer (RFC 9110 §15.4.5: Date, ETag, Vary,
 * Cache-Control and the like), the request id, CORS grants, and the security policy every answer carries
 * (docs/decisions: CSP, nosniff, no framing, referrer policy). The rest of the security headers and Content-Type
 * are in the stored 200 already: repeated on every revalidation they were ~450 of a 304's ~1,000 bytes and half
 * its header lines, and revalidations of lists and pages are most of the site's traffic.
 */
const NOT_MODIFIED_FIELDS = new Set([
  'etag',
  'cache-control',
  'cdn-cache-control',
  'vary',
  'expires',
  'last-modified',
  'content-location',
  'date',
  'x-request-id',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
])

export const keptOnNotModified = (name: string) => {
  const lower = name.toLowerCase()
  return NOT_MODIFIED_FIELDS.has(lower) || lower.startsWith('access-control-')
}

/** Flat `[name, value, …]` pairs without what a 304 leaves out. */
export function notModifiedPairs(pairs: readonly string[]): string[] {
  const kept: string[] = []
  for (let i = 0; i < pairs.length; i += 2) if (keptOnNotModified(pairs[i]!)) kept.push(pairs[i]!, pairs[i + 1]!)
  return kept
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
export function nodeHeadersOf(entry: Entry, fixed: readonly string[]): NonNullable<Entry['nodeHeaders']> {
  // What the app's cors middleware adds to every API answer, also without Origin (its origin is a list, not
  // '*'); node-server.test.ts holds the two paths to the same headers.
  const cors = { 'Access-Control-Expose-Headers': 'ETag', Vary: 'Accept-Encoding, Origin' }
  return nodeHeadersFrom(entry, [...fixed, ...Object.entries({ ...cacheHeaders(entry), ...cors }).flat()])
}

/**
 * The fast path's pairs for any cached entry (lists here, pages in page-renderer.ts), from the pairs every answer of
 * it carries: each encoding adds its Content-Encoding and Content-Length, and the 304 keeps what keptOnNotModified keeps.
 */
export function nodeHeadersFrom(entry: Entry, base: readonly string[]): NonNullable<Entry['nodeHeaders']> {
  const withBody = (encoding: Encoding) => {
    const pairs = [...base]
    if (encoding !== 'identity') pairs.push('Content-Encoding', encoding)
    pairs.push('Content-Length', String(bodyIn(entry, encoding).length))
    return pairs
  }
  return {
    identity: withBody('identity'),
    gzip: withBody('gzip'),
    br: withBody('br'),
    notModified: notModifiedPairs(base),
  }
}
