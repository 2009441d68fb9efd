/**
 * Document title and meta description for every route of the site map. A page organisers edit in /admin/pages
 * (common/page-paths.ts) has them in its data: the ones here are its defaults' copy, shown until its data is read.
 * Use `getPageMeta(pathname, conference)`; it also covers dynamic and admin routes. The texts name the conference
 * with tokens (`{shortName}`, `{dates}`…, common/conference.ts fillConference), filled from the event settings
 * where they are shown; the site search's copy (search-pages.ts) keeps the tokens and the server fills them.
 * The app loads this module on first use (lib/page-meta.ts, components/layout/route-head.tsx): keep it out of the
 * main bundle's static imports.
 */

import { type Conference, fillConference } from '@common/conference'
import { PAGE_PATHS, type PageKey, pageAt } from '@common/page-paths'
import type { PageContent } from '@common/pages'
import { normaliseSessionSlug } from './navigation'
import { DEFAULT_ORGANISER_DISPLAY, formatDocumentTitle } from './site-config'

export interface PageMeta {
  readonly title: string
  readonly description: string
}

const conf = '{shortName} ({dates}, {venue})'

export const pages = {
  '/': {
    title: 'Home',
    description: `{name} {year}, hosted by the ${DEFAULT_ORGANISER_DISPLAY} {inMode} on {dates}.`,
  },
  '/allpapers': {
    title: 'All papers',
    description: `Every paper highlighted by {shortName}, newest first, with search.`,
  },
  '/allupdates': {
    title: 'All Updates',
    description: `All news and recent updates from ${conf}.`,
  },

  '/about': {
    title: 'About',
    description: `Learn about {shortName}, NIT Patna, its committees, the venue and accommodation.`,
  },
  '/about/about-the-conference': {
    title: 'About the Conference',
    description: `What {shortName} is about: organiser, hybrid format, dates and the specialised tracks.`,
  },
  '/about/about-nit-patna': {
    title: 'About NIT Patna',
    description:
      'NIT Patna, an Institute of National Importance and Centre of Excellence offering UG, PG and PhD programmes.',
  },
  '/about/organising-committee': {
    title: 'Organising Committee',
    description: `Members of the organising committee of {shortName}, grouped by role.`,
  },
  '/about/international-advisory-committee': {
    title: 'International Advisory Committee',
    description: `The international advisory committee of {shortName}.`,
  },
  '/about/technical-programme-committee': {
    title: 'Technical Programme Committee',
    description: `The technical programme committee reviewing papers for {shortName}.`,
  },
  '/about/industry-programme-committee': {
    title: 'Industry Programme Committee',
    description: `The industry programme committee of {shortName}: industry sessions, demonstrations and partnerships.`,
  },
  '/about/venue-and-travels': {
    title: 'Venue and Travels',
    description: 'How to reach NIT Patna: about 12 km from the airport and 8 km from Patna Junction, plus travel tips.',
  },
  '/about/accomodations': {
    title: 'Accommodation',
    description: 'Guest house and hostel rooms on availability, and six hotels near the venue with maps.',
  },
  '/about/about-nit-patna-(bihta-campus)': {
    title: 'About NIT Patna (Bihta Campus)',
    description: 'The 125-acre Bihta campus of NIT Patna, about 25 km from the original city campus.',
  },
  '/about/photogallery': {
    title: 'Photo Gallery',
    description: `Photographs from {shortName} and NIT Patna.`,
  },

  '/authors': {
    title: 'For Authors',
    description: `Guidelines, tracks, paper submission and registration for {shortName} authors.`,
  },
  '/authors/call-for-papers': {
    title: 'Call for Papers',
    description: `Topics and special tracks of {shortName} across electrical, electronics and computing domains.`,
  },
  '/authors/call-for-papers/0': {
    title: 'Special Track: Biosensing and Neuromorphic Computing',
    description: 'Tracks and topics on biosensors, neuromorphic devices, bioelectronics and emerging materials.',
  },
  '/authors/call-for-papers/1': {
    title: 'Special Track: EVs and Sustainable Transportation',
    description: 'Tracks and topics on EV energy storage, power conversion, charging and transport electrification.',
  },
  '/authors/call-for-papers/2': {
    title: 'Special Track: Renewable Energy',
    description: 'Tracks and topics on solar, wind, bioenergy, hydropower, geothermal and the hydrogen economy.',
  },
  '/authors/call-for-papers/3': {
    title: 'Special Track: Photovoltaic Cells',
    description: 'Tracks and topics on thin-film, perovskite, tandem and silicon photovoltaics.',
  },
  '/authors/guidelines-to-authors': {
    title: 'Guidelines to Authors',
    description: 'Springer template, 5–7 page papers, submission through Microsoft CMT and registration rules.',
  },
  '/authors/paper-submissions': {
    title: 'Paper Submissions',
    description: `How to submit a paper to {shortName} through Microsoft CMT, with the key dates.`,
  },
  '/authors/registrations': {
    title: 'Registrations',
    description: 'Registration fees (including GST) for students, academicians, industry and foreign authors.',
  },
  '/register': {
    title: 'Register',
    description: 'Register for {shortName}: your details, your papers, the fee to pay and the privacy notice.',
  },
  '/authors/best-student-paper-award': {
    title: 'Best Student Paper Award',
    description: `Eligibility and nomination rules for the {shortName} Best Student Paper Award.`,
  },
  '/authors/financial-support': {
    title: 'Financial Support',
    description:
      'Support for students and faculty of non-centrally funded institutes: eligibility, coverage and process.',
  },
  '/authors/cmt-acknowledgement.html': {
    title: 'CMT Acknowledgement',
    description: `{shortName} manages peer review with Microsoft CMT.`,
  },
  '/authors/paper-publication': {
    title: 'Paper Publication',
    description: 'Planned publication of selected papers in Springer Lecture Notes in Electrical Engineering.',
  },

  '/programs': {
    title: 'Programs',
    description: `Speakers, technical sessions, tours and cultural events at {shortName}.`,
  },
  '/programs/speakers': {
    title: 'Speakers',
    description: `Keynote and invited speakers of ${conf}.`,
  },
  // Each workshop's own page (/programs/technical-session/<slug>) is data: its title and description come from
  // the published programme (PageData below).
  '/programs/technical-session': {
    title: 'Technical Session',
    description: `The technical sessions (workshops) of {shortName}, with their speakers and coordinators.`,
  },
  // Each session's own page (/programme/<slug>) is data: its title and description come from the published
  // programme (PageData below).
  '/programme': {
    title: 'Programme',
    description: `The programme of {shortName}, day by day and room by room, in India time and your own.`,
  },
  '/programme/changes': {
    title: 'Programme changes',
    description: `Every published version of the {shortName} programme and what changed: moves, cancellations, additions.`,
  },
  '/programs/tours': {
    title: 'Tours',
    description: 'Eleven heritage sites across Bihar to visit around the conference.',
  },
  '/programs/cultural-event': {
    title: 'Cultural Events',
    description: `Cultural programme of {shortName} — to be announced.`,
  },

  '/sponsors': {
    title: 'Sponsorship & Exhibitions',
    description: `Sponsorship tiers and exhibition opportunities at {shortName}.`,
  },
  '/sponsors/become-a-sponsor': {
    title: 'Become a Sponsor',
    description: `Platinum, Gold, Silver, Bronze and Academic/Industrial sponsorship of {shortName}.`,
  },
  '/sponsors/benefits-of-sponsorship': {
    title: 'Benefits of Sponsorship',
    description: `What sponsors of {shortName} receive in return for their support.`,
  },

  '/contact': {
    title: 'Contact',
    description: `Get in touch with the {shortName} organisers at NIT Patna.`,
  },
  '/verify': {
    title: 'Check a certificate',
    description: `Check a {shortName} certificate by the code printed on it.`,
  },
  '/login': {
    title: 'Admin login',
    description: `Sign in to manage the {shortName} website.`,
  },
  '/admin': { title: 'Admin dashboard', description: `Manage the {shortName} website.` },
  '/admin/add-admin': {
    title: 'Add admin',
    description: `Create another administrator account for the {shortName} website.`,
  },
  '/admin/add-papers': { title: 'Add paper', description: `Add a paper to the {shortName} Highlights.` },
  '/admin/all-papers': {
    title: 'All papers (admin)',
    description: `Review and delete the papers shown on the {shortName} website.`,
  },
  '/admin/add-recent-updates': {
    title: 'Add recent update',
    description: `Post a recent update on the {shortName} home page.`,
  },
  '/admin/all-updates': {
    title: 'All updates (admin)',
    description: `Review and delete the recent updates of the {shortName} website.`,
  },
  '/admin/add-speakers': {
    title: 'Add speaker',
    description: `Add a speaker to the {shortName} speakers page.`,
  },
  '/admin/all-speakers': {
    title: 'All speakers (admin)',
    description: `Edit, order and delete the {shortName} speakers.`,
  },
  '/admin/add-organising-member': {
    title: 'Add organising member',
    description: `Add a member of the {shortName} Organising Committee.`,
  },
  '/admin/all-organising-members': {
    title: 'All organising members',
    description: `Edit and delete the members of the {shortName} Organising Committee.`,
  },
  '/admin/add-international-member': {
    title: 'Add international member',
    description: `Add a member of the {shortName} International Advisory Committee.`,
  },
  '/admin/all-international-members': {
    title: 'All international members',
    description: `Edit and delete the members of the {shortName} International Advisory Committee.`,
  },
  '/admin/add-technical-member': {
    title: 'Add technical member',
    description: `Add a member of the {shortName} Technical Programme Committee.`,
  },
  '/admin/all-technical-members': {
    title: 'All technical members',
    description: `Edit and delete the members of the {shortName} Technical Programme Committee.`,
  },
  '/admin/add-industry-programme-member': {
    title: 'Add industry programme member',
    description: `Add a member of the {shortName} Industry Programme Committee.`,
  },
  '/admin/all-industry-programme-members': {
    title: 'All industry programme members',
    description: `Edit, order and delete the members of the {shortName} Industry Programme Committee.`,
  },
  '/admin/photogalleryupload': {
    title: 'Upload photo',
    description: `Add a photo to the {shortName} photo gallery.`,
  },
  '/admin/deletephoto': {
    title: 'Delete photos',
    description: `Remove photos from the {shortName} photo gallery.`,
  },
  '/admin/contact-messages': {
    title: 'Contact messages',
    description: `Messages sent through the {shortName} contact form.`,
  },
  '/admin/outbox': {
    title: 'Outbox',
    description: `Every mail the {shortName} site sends, and the wording of each.`,
  },
  '/admin/important-dates': {
    title: 'Important dates',
    description: `Add, move, extend and delete the important dates of {shortName}.`,
  },
  '/admin/announcements': {
    title: 'Announcements',
    description: `The items of the scrolling banner on the {shortName} home page.`,
  },
  '/admin/settings': {
    title: 'Event settings',
    description: `The conference itself, contact details, links, bank details, registration fees and hotels of {shortName}.`,
  },
  '/admin/certificates': {
    title: 'Certificates',
    description: `Set up, issue and revoke the certificates of {shortName}.`,
  },
  '/admin/registrations': {
    title: 'Registrations',
    description: `Registrations and payments of {shortName}, and its bank statement.`,
  },
  '/admin/registrations/papers': {
    title: 'Papers and their registered authors',
    description: `Which accepted papers of {shortName} have a registered author.`,
  },
} as const satisfies Record<string, PageMeta>

export type PagePath = keyof typeof pages

export const notFoundPage: PageMeta = {
  title: 'Page not found',
  description: `The page you are looking for does not exist on the {shortName} website.`,
}

/** The edit pages of admin lists (`/admin/all-speakers/update/<id>`, `/admin/all-technical-members/<id>`...). */
const adminEditPages: readonly (readonly [prefix: string, meta: PageMeta])[] = [
  ['/admin/all-speakers/update/', { title: 'Update speaker', description: `Edit a speaker of {shortName}.` }],
  [
    '/admin/all-organising-members/',
    {
      title: 'Update organising member',
      description: `Edit a member of the {shortName} Organising Committee.`,
    },
  ],
  [
    '/admin/all-international-members/',
    {
      title: 'Update international member',
      description: `Edit a member of the {shortName} International Advisory Committee.`,
    },
  ],
  [
    '/admin/all-technical-members/',
    {
      title: 'Update technical member',
      description: `Edit a member of the {shortName} Technical Programme Committee.`,
    },
  ],
  [
    '/admin/all-industry-programme-members/',
    {
      title: 'Update industry programme member',
      description: `Edit a member of the {shortName} Industry Programme Committee.`,
    },
  ],
]

const adminSectionPage: PageMeta = {
  title: 'Admin',
  description: `Administration area of the {shortName} website.`,
}

const sessionNotFoundPage: PageMeta = {
  title: 'Session not found',
  description: `This technical session does not exist at {shortName}.`,
}

/**
 * What a page's title may come from besides this file: the published workshops (the programme's sessions of kind
 * 'workshop', GET /api/programme), for /programs/technical-session/<slug>. Without it (not loaded yet) such a page
 * is "Session not found".
 */
export interface PageData {
  readonly workshops?: readonly { readonly slug: string; readonly title: string; readonly summary: string }[]
  /** Every published session but the workshops (their pages are above), for its page /programme/<slug>. */
  readonly sessions?: readonly { readonly slug: string; readonly title: string; readonly summary: string }[]
  /** A page organisers edit, as read (GET /api/pages/{key}), if it has been: its title and description. */
  readonly page?: (key: PageKey) => StoredPage | undefined
  /** The settings' organiser in words ("Department …, NIT Patna"): the home page's title and description. */
  readonly organiser?: string
}

/** What the head reads of an edited page. */
export type StoredPage = Pick<PageContent, 'title' | 'headTitle' | 'description' | 'blocks'>

const TECHNICAL_SESSION_PREFIX = '/programs/technical-session/'

const PROGRAMME_SESSION_PREFIX = '/programme/'

/** The path of every workshop page and every session page of `data`, for the sitemap. */
export function dataPagePaths(data: PageData): string[] {
  return [
    ...(data.workshops ?? []).map((w) => `${TECHNICAL_SESSION_PREFIX}${w.slug}`),
    ...(data.sessions ?? []).map((s) => `${PROGRAMME_SESSION_PREFIX}${s.slug}`),
  ]
}

function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(pages, path)
}

/** Strip query/hash and a trailing slash, decode percent-escapes. */
export function normalisePath(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0] ?? '/'
  try {
    path = decodeURI(path)
  } catch {
    // keep as is
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  return path === '' ? '/' : path
}

/** Title and description for any pathname of the site, naming `conference` (the event settings'). */
export function getPageMeta(pathname: string, conference: Conference | undefined, data: PageData = {}): PageMeta {
  const meta = pageMetaOf(pathname, data)
  // The defaults name the seeded host in words (the site search keeps them so): the settings' organiser replaces it.
  const host = (text: string) => (data.organiser ? text.replaceAll(DEFAULT_ORGANISER_DISPLAY, data.organiser) : text)
  return {
    title: host(fillConference(meta.title, conference)),
    description: host(fillConference(meta.description, conference)),
  }
}

/** The page's title and description as written, tokens and all. */
function pageMetaOf(pathname: string, data: PageData): PageMeta {
  const path = normalisePath(pathname)
  const stored = storedMeta(path, data)
  if (stored) return stored
  if (isPagePath(path)) return pages[path]
  const lower = path.toLowerCase()
  if (isPagePath(lower)) return pages[lower]
  if (path.startsWith(TECHNICAL_SESSION_PREFIX)) {
    // Decoded or differently written slugs (e.g. "Renewable Energy") are the canonical session's page.
    const slug = normaliseSessionSlug(path.slice(TECHNICAL_SESSION_PREFIX.length))
    const workshop = data.workshops?.find((w) => w.slug === slug)
    // The session's own words: braces are not the conference's tokens there.
    const literal = (text: string) => text.replace(/[{}]/g, '')
    return workshop
      ? {
          title: literal(workshop.title),
          description: literal(workshop.summary) || `A technical session of {shortName}.`,
        }
      : sessionNotFoundPage
  }
  if (path.startsWith(PROGRAMME_SESSION_PREFIX)) {
    const slug = path.slice(PROGRAMME_SESSION_PREFIX.length)
    // (A workshop's page is its technical session's; its /programme/<slug> shows the same session.)
    const session = data.sessions?.find((s) => s.slug === slug) ?? data.workshops?.find((w) => w.slug === slug)
    const literal = (text: string) => text.replace(/[{}]/g, '')
    return session
      ? {
          title: literal(session.title),
          description: literal(session.summary) || `A session of the {shortName} programme.`,
        }
      : notFoundPage
  }
  if (path.startsWith('/verify/')) return certificateCheckPage
  for (const [prefix, meta] of adminEditPages) if (path.startsWith(prefix)) return meta
  if (lower === '/admin' || lower.startsWith('/admin/')) return adminSectionPage
  return notFoundPage
}

/** The title and description an edited page's data gives `path` (its own path or an entry's), if read. */
function storedMeta(path: string, data: PageData): PageMeta | undefined {
  const at = pageAt(path)
  const page = at && data.page?.(at.key)
  if (!at || !page) return undefined
  if (at.item === undefined) return { title: page.headTitle || page.title, description: page.description }
  const list = PAGE_PATHS[at.key]?.itemPaths?.block
  const item = page.blocks.find((b) => b.name === list)?.items?.[at.item]
  // (Only the call for papers' special tracks have pages of their own; one removed is no page.)
  return item
    ? { title: `Special Track: ${item.subtitle || item.title}`, description: item.description || item.summary || '' }
    : notFoundPage
}

const certificateCheckPage: PageMeta = {
  title: 'Certificate check',
  description: 'What a {shortName} certificate says, and whether it is valid.',
}

/** Full document title for a pathname, e.g. "Tours | ICNARI 2027" (the short name is the conference's). */
export function getDocumentTitle(pathname: string, conference: Conference | undefined, data: PageData = {}): string {
  return formatDocumentTitle(getPageMeta(pathname, conference, data).title, conference, data.organiser)
}
