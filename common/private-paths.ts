// The pages that need an admin's session: never rendered on the server (which has no session) nor kept by the
// service worker. Read by the server's page renderer and the client's worker. No imports: it runs in both.

/**
 * The admin area (`/admin`, `/admin/…`) and the login page, in any letter case and percent-encoding: the router
 * matches `/Admin` and `/%61dmin` to the admin page too, so a check on the exact spelling would let them through.
 */
export function isPrivatePath(pathname: string): boolean {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape: the router cannot read it as the admin area either; checked as written.
  }
  path = path.toLowerCase()
  return path === '/admin' || path.startsWith('/admin/') || path === '/login' || path.startsWith('/login/')
}

/**
 * Pages whose address holds a secret: a registrant's own page (/registration/<token>) and a check-in ticket
 * (/check-in/<ticket>). Rendered for each visitor, never kept by the page cache, the service worker or a browser.
 */
export function isTokenPagePath(pathname: string): boolean {
  const path = pathname.toLowerCase()
  return path.startsWith('/registration/') || path.startsWith('/check-in/')
}
