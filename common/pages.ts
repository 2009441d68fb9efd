import PAGE_DEFAULTS_JSON from './page-defaults.json'

// Pages as data (issue 54 item 1): each public page's texts are named blocks of Markdown, some of them lists
// (the call for papers' domains and special tracks) that organisers add to, reorder and remove from. A page never
// edited shows its defaults, today's texts (page-defaults.json, made from client/src/content once).

/** One entry of a list block: a domain with its topics, a special track with its tracks. */
export interface PageItem {
  title: string
  /** Another name it is known by (a special track's "Also known as"), or a cultural event's badge ("Confirmed"). */
  subtitle?: string
  /** A line shown on its card (a tour's place, a cultural event's date). */
  summary?: string
  /** A picture of this site ("/images/…") and its text for those who cannot see it. */
  image?: string
  imageAlt?: string
  markdown: string
}

export interface PageBlock {
  /** Fixed per page: the page's layout finds its texts by name. */
  name: string
  /** What the editor calls it. */
  label: string
  markdown: string
  /** Present on list blocks only. */
  items?: PageItem[]
}

export interface PageContent {
  key: string
  title: string
  blocks: PageBlock[]
}

export const PAGE_KEYS = [
  'call-for-papers',
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
] as const
export type PageKey = (typeof PAGE_KEYS)[number]

export const PAGE_DEFAULTS = PAGE_DEFAULTS_JSON as Record<PageKey, Omit<PageContent, 'key'>>

/**
 * Where each page is shown (and what search lists); a list block's items may have pages of their own, and a page
 * may be shown at more paths (`alsoAt`).
 */
export const PAGE_PATHS: Record<
  PageKey,
  { path: string; alsoAt?: readonly string[]; itemPaths?: { block: string; prefix: string } }
> = {
  'call-for-papers': {
    path: '/authors/call-for-papers',
    itemPaths: { block: 'special-tracks', prefix: '/authors/call-for-papers/' },
  },
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

export const PAGE_LIMITS = { title: 200, markdown: 20_000, items: 100, blocks: 50 } as const

export function isPageKey(key: string): key is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(key)
}

/** A page's block by name (a page saved before a block existed gets that block's default). */
export function blockOf(page: Pick<PageContent, 'key' | 'blocks'>, name: string): PageBlock | undefined {
  return (
    page.blocks.find((b) => b.name === name) ??
    (isPageKey(page.key) ? PAGE_DEFAULTS[page.key].blocks.find((b) => b.name === name) : undefined)
  )
}
