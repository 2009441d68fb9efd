import type { MiddlewareHandler } from 'hono'

// Image URLs in API answers are absolute (issue 22, docs/decisions/026-absolute-image-urls.md): stored relative
// (`/api/images/<id>.webp`), given the site's base on the way out, and made relative again on the way in.

type HeaderReader = (name: string) => string | undefined

const HOST_RE = /^(?:[a-z0-9](?:[a-z0-9-]{0,62}\.?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/** The entries of an X-Forwarded-* header, left (client side) to right (nearest proxy). */
export function forwardedEntries(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** The entry a trusted proxy wrote: `hops` from the right, like X-Forwarded-For (app.ts clientIpOf). */
function forwarded(value: string | undefined, hops: number): string | undefined {
  const entries = forwardedEntries(value)
  return entries.length >= hops ? entries[entries.length - hops] : entries[0]
}

/**
 * The origin a request was sent to, e.g. `https://icnari.example.org`: X-Forwarded-Proto and -Host only behind
 * trusted proxies (trustProxy > 0), else the Host header over plain HTTP (TLS ends at a proxy). '' when the host
 * is not a plain host[:port] (answers then keep relative URLs rather than echo odd text).
 */
export function requestOrigin(header: HeaderReader, trustedHops: number): string {
  const proto = (trustedHops > 0 ? forwarded(header('x-forwarded-proto'), trustedHops) : undefined) ?? 'http'
  const host =
    (trustedHops > 0 ? forwarded(header('x-forwarded-host'), trustedHops) : undefined) ?? header('host') ?? ''
  if (!/^https?$/i.test(proto) || !HOST_RE.test(host)) return ''
  return `${proto.toLowerCase()}://${host.toLowerCase()}`
}

/** PUBLIC_URL reduced to its origin (no trailing slash); undefined when unset or empty. */
export function publicOrigin(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined
  return new URL(publicUrl).origin
}

const OWN_IMAGE_PATH = /^\/api\/images\/[0-9a-f-]{36}\.[a-z]{3,4}$/i

/**
 * What is stored for an image URL sent by a client: an absolute URL of one of our own images, on our public
 * origin or the origin the request came to (an edit form sends back what the API gave it), is stored relative, so
 * a move to another domain breaks nothing and deleteImageIfUnused compares like with like. Anything else as given.
 */
export function storedImageUrl(url: string, ownOrigins: readonly string[]): string {
  if (!/^https?:\/\//i.test(url)) return url
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return url
  }
  if (parsed.search || parsed.hash || !OWN_IMAGE_PATH.test(parsed.pathname)) return url
  return ownOrigins.includes(parsed.origin) ? parsed.pathname.toLowerCase() : url
}

// A stored image URL as it appears in our JSON: a key of ours, then the relative path. Inside a JSON string a
// quote is always escaped, so text a user wrote can never match.
const RELATIVE_IMAGE_IN_JSON = /"(imageUrl|photo|pic|result)":"\/api\/images\//g

/** Rewrites `"imageUrl":"/api/images/…"` (and photo, pic, result) in a JSON text to absolute URLs. */
export function absolutiseImageUrls(json: string, origin: string): string {
  if (!origin || !json.includes('"/api/images/')) return json
  return json.replace(RELATIVE_IMAGE_IN_JSON, (_m, key: string) => `"${key}":"${origin}/api/images/`)
}

// Answers that never hold an image field: reading a body back costs more than building a search answer.
const ANSWERS_WITHOUT_IMAGES = new Set(['/api/openapi.json', '/api/search'])

/**
 * API answers carry absolute image URLs: every JSON answer is rewritten here, between the handlers and the
 * response cache, so the cache keeps what it would send (per origin when the origin comes from the request).
 */
export function absoluteImageUrls(originOf: (c: Parameters<MiddlewareHandler>[0]) => string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const type = c.res.headers.get('content-type') ?? ''
    if (!type.startsWith('application/json') || ANSWERS_WITHOUT_IMAGES.has(c.req.path)) return
    const origin = originOf(c)
    if (!origin) return
    const text = await c.res.clone().text()
    const rewritten = absolutiseImageUrls(text, origin)
    if (rewritten === text) return
    const headers = new Headers(c.res.headers)
    headers.delete('content-length')
    const res = new Response(rewritten, { status: c.res.status, headers })
    c.res = undefined
    c.res = res
  }
}

/** A request's headers as the origin helpers read them; app.request() in tests sends no Host, the URL has it. */
export function headerOf(c: Parameters<MiddlewareHandler>[0]): HeaderReader {
  return (name) => c.req.header(name) ?? (name === 'host' ? new URL(c.req.url).host : undefined)
}

/** storedImageUrl with this request's own origins (PUBLIC_URL's and the one it was sent to). */
export function ownImageUrl(c: { get: (key: 'publicOrigin' | 'requestOrigin') => string }, url: string): string {
  return storedImageUrl(url, [c.get('publicOrigin'), c.get('requestOrigin')].filter(Boolean))
}

/** Uploaded images are public pictures meant to be embedded anywhere; every other answer stays same-origin. */
export const imagesCrossOrigin: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin')
}
