import type { IncomingMessage, ServerResponse } from 'node:http'
import { BoundedMap } from '../../../common/bounded-map'
import { bodyIn, type Encoding, etagMatches, pickEncoding } from './content-negotiation'

// One way to answer from a stored answer (a cached list, a rendered page, an archived file), on the Node fast path
// (site-server.ts, its only caller) and through Hono: ETag → 304, Accept-Encoding → the body kept in that encoding.

/** Prebuilt header pairs (`[name, value, …]`) of a stored answer: a 200 per encoding, and the 304. */
export type NodeHeaders = Record<Encoding, string[]> & { notModified: string[] }

/** An answer kept whole: its bodies in every encoding, its ETag and its prebuilt header pairs. */
export interface StoredAnswer {
  /** 200 when absent; only a 200 is revalidated (an archive's kept 404 page is answered whole). */
  status?: number
  etag: string
  body: Uint8Array
  gzip: Uint8Array
  br: Uint8Array
  nodeHeaders: NodeHeaders
}

/** Accept-Encoding value → the encoding answered: a handful of distinct values (one per browser), each read once. */
const encodings = new BoundedMap<string, Encoding>(64)
export function encodingFor(accept: string | undefined): Encoding {
  return accept ? encodings.getOrMake(accept, pickEncoding, undefined) : 'identity'
}

/** Answers `req` from a stored answer with one writeHead of its prebuilt pairs (GET and HEAD). */
export function answerStored(req: IncomingMessage, res: ServerResponse, stored: StoredAnswer): void {
  const status = stored.status ?? 200
  if (status === 200 && etagMatches(req.headers['if-none-match'], stored.etag)) {
    res.writeHead(304, stored.nodeHeaders.notModified).end()
    return
  }
  const encoding = encodingFor(req.headers['accept-encoding'])
  res.writeHead(status, stored.nodeHeaders[encoding]).end(req.method === 'HEAD' ? undefined : bodyIn(stored, encoding))
}

/** A stored answer, or one still on its way into the store (it makes each encoding when asked). */
type Bodies = { etag: string } & (
  | { body: Uint8Array; gzip: Uint8Array; br: Uint8Array }
  | { bodyIn(encoding: Encoding): Promise<Uint8Array> }
)

/**
 * The same answer through Hono, as a Response: 304 when the ETag matches, else the best encoding with `headers`
 * (what every answer of it carries) and its Content-Encoding.
 */
export async function storedResponse(
  header: (name: string) => string | undefined,
  method: string,
  stored: Bodies,
  headers: Record<string, string>,
  status = 200,
): Promise<Response> {
  if (etagMatches(header('if-none-match'), stored.etag)) return new Response(null, { status: 304, headers })
  const encoding = pickEncoding(header('accept-encoding'))
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  if (method === 'HEAD') return new Response(null, { status, headers })
  const body = 'bodyIn' in stored ? await stored.bodyIn(encoding) : bodyIn(stored, encoding)
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers })
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

/**
 * The fast path's pairs for a cached entry (lists, pages), from the pairs every answer of it carries: each encoding
 * adds its Content-Encoding and Content-Length, and the 304 keeps what keptOnNotModified keeps.
 */
export function nodeHeadersFrom(
  entry: { body: Uint8Array; gzip: Uint8Array; br: Uint8Array },
  base: readonly string[],
): NodeHeaders {
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
