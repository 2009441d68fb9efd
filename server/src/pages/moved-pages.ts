import type { Context } from 'hono'

/**
 * Paths people type or link that are not the site map's: each answers 301 to the site map's own path, with the query kept.
 * The specified site map spells the accommodation page "accomodations"; the correct spelling is what most people type.
 */
export const MOVED_PAGES: ReadonlyMap<string, string> = new Map([['/about/accommodations', '/about/accomodations']])

/** GET of a moved path: 301 to where the page is. */
export function redirectMoved(to: string) {
  return (c: Context) => {
    const query = new URL(c.req.url).search
    return c.redirect(`${to}${query}`, 301)
  }
}
