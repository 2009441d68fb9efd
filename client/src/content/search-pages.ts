/**
 * The text of every public page, for the site search (docs/decisions/010-site-search.md). The server must not
 * import the client, so `npm run search-pages -w @icnari/client` writes this list to
 * server/src/routes/search/search-pages.json, and search-pages.test.ts fails when that file no longer matches.
 * Never imported by the app itself.
 */
import { pageLines } from '@common/page-text'
import { PAGE_DEFAULTS, PAGE_PATHS, type PageKey } from '@common/pages'
import { DEFAULT_SPONSOR_TIERS } from '@common/sponsors'
import { callForPapers, researchDomains, specialTrackGroups } from './call-for-papers'
import { navGroups } from './navigation'
import { pages } from './pages'
import { feeColumns } from './registration'

export interface SearchPage {
  readonly url: string
  readonly title: string
  readonly description: string
  /** Every visible text of the page's content, one piece a line. */
  readonly text: string
}

/** The texts of a page organisers edit (its defaults): the same lines the server indexes once it is edited. */
const page = (key: PageKey) => pageLines(PAGE_DEFAULTS[key], PAGE_PATHS[key]?.itemPaths?.block)

const groupItems = (id: string) => navGroups.find((g) => g.id === id)?.items.map((i) => i.label) ?? []

/** The content each page shows, beyond its title and description (pages.ts). Pages not listed have only those. */
const CONTENT: Partial<Record<keyof typeof pages, unknown>> = {
  '/about': page('about'),
  '/about/about-the-conference': page('about-the-conference'),
  '/about/about-nit-patna': page('about-nit-patna'),
  '/about/about-nit-patna-(bihta-campus)': page('bihta-campus'),
  '/about/venue-and-travels': page('venue-and-travels'),
  '/about/accomodations': page('accommodation'),
  '/authors': [groupItems('authors'), page('authors')],
  '/authors/call-for-papers': [callForPapers, researchDomains, specialTrackGroups.map((g) => [g.title, g.summary])],
  '/authors/call-for-papers/0': specialTrackGroups[0],
  '/authors/call-for-papers/1': specialTrackGroups[1],
  '/authors/call-for-papers/2': specialTrackGroups[2],
  '/authors/call-for-papers/3': specialTrackGroups[3],
  '/authors/guidelines-to-authors': page('guidelines-to-authors'),
  '/authors/paper-submissions': page('paper-submissions'),
  '/authors/registrations': [page('registrations'), feeColumns],
  '/authors/best-student-paper-award': page('best-student-paper-award'),
  '/authors/financial-support': page('financial-support'),
  '/authors/paper-publication': page('paper-publication'),
  '/authors/cmt-acknowledgement.html': page('cmt-acknowledgement'),
  '/programs': groupItems('programs'),
  // The workshops themselves are data (the programme's sessions): the site search finds them as sessions.
  '/programs/tours': page('tours'),
  '/programs/cultural-event': page('cultural-events'),
  // The tiers are the event settings' (the search indexes their defaults).
  '/sponsors': [groupItems('sponsors'), page('sponsorship'), DEFAULT_SPONSOR_TIERS],
  '/sponsors/become-a-sponsor': [page('sponsorship'), DEFAULT_SPONSOR_TIERS],
  '/sponsors/benefits-of-sponsorship': page('sponsorship-benefits'),
}

/** Keys whose values are addresses, ids or pictures, not text a visitor reads. */
const NOT_TEXT_KEYS = new Set([
  'id',
  'slug',
  'route',
  'prefix',
  'url',
  'href',
  'src',
  'image',
  'imageAlt',
  'iso',
  'isoEnd',
  'email',
  'mapUrl',
  'mapQuery',
  'icon',
  'kind',
  'key',
])
const NOT_TEXT_VALUE = /^(?:https?:|mailto:|tel:|\/)|\.(?:webp|png|jpe?g|svg|pdf)$/i

/** Every string in a content value, depth first, in source order, without addresses and ids. */
export function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    const text = value.trim()
    if (text && !NOT_TEXT_VALUE.test(text)) out.push(text)
  } else if (Array.isArray(value)) {
    for (const item of value) textsOf(item, out)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!NOT_TEXT_KEYS.has(key)) textsOf(item, out)
  }
  return out
}

/** Whether search should list a page: the public ones (not the admin area or the login). */
function isPublic(url: string): boolean {
  return !(url === '/login' || url === '/admin' || url.startsWith('/admin/'))
}

export function searchPages(): SearchPage[] {
  return Object.entries(pages)
    .filter(([url]) => isPublic(url))
    .map(([url, meta]) => {
      const texts = textsOf(CONTENT[url as keyof typeof pages]).filter((t) => t !== meta.title)
      return { url, title: meta.title, description: meta.description, text: [...new Set(texts)].join('\n') }
    })
}
