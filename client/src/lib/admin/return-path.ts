/** A base for parsing paths only: never fetched, and any other origin in the result means another site. */
const SITE = 'http://site.invalid'

/**
 * The admin page to come back to after logging in (the login page's `redirect` search parameter): a path on
 * this site under /admin, with its search and hash; anything else (another site, `//host`, `javascript:`, a
 * public page) gives undefined, and the login goes to the dashboard as before.
 */
export function adminReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined
  }
  let url: URL
  try {
    url = new URL(value, SITE)
  } catch {
    return undefined
  }
  if (url.origin !== SITE) return undefined
  if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
