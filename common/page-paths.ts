// The editable pages' keys and paths, without their default texts (common/pages.ts): the page titles' module and
// the main bundle read where a page is shown without loading every page's words.

export const PAGE_KEYS = [
  'call-for-papers',
  // The About group's landing page: a card for each of its pages.
  'about',
  'about-the-conference',
  'about-nit-patna',
  'bihta-campus',
  'venue-and-travels',
  'authors',
  'guidelines-to-authors',
  'paper-submissions',
  'registrations',
  'best-student-paper-award',
  'financial-support',
  'paper-publication',
  'cmt-acknowledgement',
  // The programme's tours and cultural events, the accommodation and the sponsorship pages.
  'tours',
  'cultural-events',
  'accommodation',
  'sponsorship',
  'sponsorship-benefits',
  // Not a page: the menu's labels (their paths are fixed), read by the header and the footer of every page.
  'menu',
] as const
export type PageKey = (typeof PAGE_KEYS)[number]

/**
 * Where each page is shown (and what search lists); a list block's items may have pages of their own, and a page
 * may be shown at more paths (`alsoAt`). The menu is shown on every page, at no path of its own.
 */
export const PAGE_PATHS: Partial<
  Record<PageKey, { path: string; alsoAt?: readonly string[]; itemPaths?: { block: string; prefix: string } }>
> = {
  'call-for-papers': {
    path: '/authors/call-for-papers',
    itemPaths: { block: 'special-tracks', prefix: '/authors/call-for-papers/' },
  },
  about: { path: '/about' },
  'about-the-conference': { path: '/about/about-the-conference' },
  'about-nit-patna': { path: '/about/about-nit-patna' },
  'bihta-campus': { path: '/about/about-nit-patna-(bihta-campus)' },
  'venue-and-travels': { path: '/about/venue-and-travels' },
  authors: { path: '/authors' },
  'guidelines-to-authors': { path: '/authors/guidelines-to-authors' },
  'paper-submissions': { path: '/authors/paper-submissions' },
  registrations: { path: '/authors/registrations' },
  'best-student-paper-award': { path: '/authors/best-student-paper-award' },
  'financial-support': { path: '/authors/financial-support' },
  'paper-publication': { path: '/authors/paper-publication' },
  'cmt-acknowledgement': { path: '/authors/cmt-acknowledgement.html' },
  tours: { path: '/programs/tours' },
  'cultural-events': { path: '/programs/cultural-event' },
  accommodation: { path: '/about/accomodations' },
  sponsorship: { path: '/sponsors', alsoAt: ['/sponsors/become-a-sponsor'] },
  'sponsorship-benefits': { path: '/sponsors/benefits-of-sponsorship' },
}

export function isPageKey(key: string): key is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(key)
}

/**
 * The page shown at `path` (its own path, not an `alsoAt` one, which keeps its own title), and the entry when the
 * path is one of a list's entries (`/authors/call-for-papers/2`).
 */
export function pageAt(path: string): { key: PageKey; item?: number } | undefined {
  for (const key of PAGE_KEYS) {
    const where = PAGE_PATHS[key]
    if (!where) continue
    const { path: own, itemPaths } = where
    if (path === own) return { key }
    const rest = itemPaths && path.startsWith(itemPaths.prefix) ? path.slice(itemPaths.prefix.length) : undefined
    if (rest !== undefined && /^(?:0|[1-9]\d?)$/.test(rest)) return { key, item: Number(rest) }
  }
  return undefined
}
