/** How a response is encoded: brotli, gzip or not at all. */
export type Encoding = 'br' | 'gzip' | 'identity'

/** The answer's encoding for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity'
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return 'identity'
}

/** Whether an If-None-Match header names this ETag (weak or strong, in a list or alone). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch === etag) return true
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}

/** The bytes to send in `encoding`, from a response kept in all three forms. */
export function bodyIn<T>(variants: { body: T; gzip: T; br: T }, encoding: Encoding): T {
  return encoding === 'identity' ? variants.body : variants[encoding]
}
