// The field rules the API enforces and the admin forms check before sending: one copy, read by the server
// (server/src/lib/fields.ts, images.ts) and the client (@common/field-rules). No imports: it runs in both.

/** Text caps, in characters (list caps in items). */
export const LIMITS = {
  short: 200,
  email: 254,
  url: 2048,
  text: 10_000,
  listItems: 50,
  listItem: 200,
} as const

/** A password an admin chooses (OWASP ASVS 2.1.1): its length, in characters, and the words for each bound. */
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 200
export const PASSWORD_TOO_SHORT = `Password must have at least ${PASSWORD_MIN} characters.`
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters.`

/** Largest accepted image upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** Largest accepted spreadsheet for the CMT papers import (POST /papers/import). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024

// A host name (labels of letters, digits and hyphens; IDNs arrive here already in punycode), IPv4, or [IPv6].
const HOST_RE =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?|\[[0-9a-f:.]+\])$/

/**
 * The link as visitors will get it: the parsed URL's `href`, or undefined when the text is not plainly an absolute
 * http(s) URL with a real host. Browsers read `http:alert(1)` and `https:/\evil.example` as http(s) URLs with hosts
 * nobody wrote, so the text must spell out `scheme://host` itself, without backslashes or credentials.
 */
export function normaliseHttpUrl(value: string): string | undefined {
  if (!/^https?:\/\/[^/\\?#]/i.test(value) || value.includes('\\')) return undefined
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (url.username || url.password || !HOST_RE.test(url.hostname)) return undefined
    return url.href
  } catch {
    return undefined
  }
}

export const isHttpUrl = (value: string): boolean => normaliseHttpUrl(value) !== undefined

/**
 * An in-site path such as `/authors/registrations`: one leading `/`, never `//` or a backslash (browsers read
 * `//evil.example` and `/\evil.example` as another host) and no control characters.
 */
export function isSitePath(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it refuses
  return /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value)
}

/** A link the site may show: an absolute http(s) URL (normaliseHttpUrl) or an in-site path (isSitePath). */
export const isSiteLink = (value: string): boolean => isHttpUrl(value) || isSitePath(value)

/** Most papers (rows below the header row) one CMT import may hold. */
export const MAX_IMPORT_ROWS = 5000
