// The field rules the API enforces and the admin forms check before sending: one copy, read by the server
// (server/src/api/fields.ts, images.ts) and the client (@common/field-rules). No imports: it runs in both.

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

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it finds
const CONTROL_CHARACTER_BUT_LINE_BREAK = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/

/**
 * Text without control characters (C0 and DEL): a line break in a name goes on to break the lines of a calendar,
 * a header or a feed that quotes it. `lineBreaks`: CR and LF are allowed (a field typed in a multi-line box).
 */
export function hasNoControlCharacters(value: string, lineBreaks = false): boolean {
  return !(lineBreaks ? CONTROL_CHARACTER_BUT_LINE_BREAK : CONTROL_CHARACTER).test(value)
}

/** What a field with a control character is told; `lineBreaks` as for hasNoControlCharacters. */
export function controlCharacterRule(label: string, lineBreaks = false): string {
  return lineBreaks
    ? `${label} must not contain control characters such as tabs (line breaks are fine).`
    : `${label} must be one line of text, without line breaks, tabs or other control characters.`
}

/** The longest host name DNS allows (RFC 1035 §2.3.4), without its trailing dot. */
export const MAX_HOST_LENGTH = 253

/**
 * The parsed URL's host name as requests will name it: DNS allows a trailing dot (`example.org.`), but browsers
 * send the Host without it, so a site configured with one would refuse every request as another site's.
 */
export function hostWithoutTrailingDot(url: URL): string {
  return url.hostname.endsWith('.') ? url.hostname.slice(0, -1) : url.hostname
}

/** `value`'s origin (`scheme://host[:port]`), its host without a trailing dot; undefined when it is not a URL. */
export function originOf(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  url.hostname = hostWithoutTrailingDot(url)
  return url.origin
}

/** True unless `value` is a URL whose host name is longer than DNS allows (refused with hostTooLongRule). */
export function hostFitsDns(value: string): boolean {
  try {
    return hostWithoutTrailingDot(new URL(value)).length <= MAX_HOST_LENGTH
  } catch {
    return true
  }
}

export const hostTooLongRule = (label: string) =>
  `${label} has a host name longer than ${MAX_HOST_LENGTH} characters, which no address can have.`

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
