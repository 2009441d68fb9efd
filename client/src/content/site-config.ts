/**
 * Site-wide configuration: conference identity, contact details and external links.
 *
 * Every value marked `PLACEHOLDER` must be replaced by the deployer before the site
 * goes live (see the README). Never put a real person's private address or number here.
 */

export type ConferenceMode = 'Hybrid' | 'In person' | 'Online'

export interface PostalAddress {
  readonly lines: readonly string[]
  readonly city: string
  readonly state: string
  readonly postalCode: string
  readonly country: string
}

export interface ContactDetails {
  readonly email: string
  /** Exactly three numbers are shown on the contact page and in the footer. */
  readonly phones: readonly [string, string, string]
  readonly address: PostalAddress
  /** One-line version of the address for compact places such as the footer. */
  readonly locationText: string
  /** URL for an `<iframe>` showing the venue. */
  readonly mapEmbedUrl: string
  /** Ordinary link to the same map, for "open in a new tab". */
  readonly mapLinkUrl: string
}

export interface Organiser {
  readonly department: string
  readonly institute: string
  readonly instituteFullName: string
  readonly city: string
  readonly state: string
  /** "Department of Electrical Engineering, NIT Patna" */
  readonly display: string
}

export interface ExternalLinks {
  /** Microsoft CMT submission site. */
  readonly cmtSubmissionUrl: string
  /** Call-for-papers brochure (PDF). */
  readonly brochureUrl: string
  readonly templateWordUrl: string
  readonly templateLatexUrl: string
  /** Springer Lecture Notes in Electrical Engineering series page. */
  readonly springerSeriesUrl: string
}

export interface SiteConfig {
  readonly shortName: string
  readonly acronym: string
  readonly fullName: string
  readonly year: number
  readonly organiser: Organiser
  readonly datesText: string
  /** ISO date (YYYY-MM-DD), first conference day. */
  readonly startDate: string
  /** ISO date (YYYY-MM-DD), last conference day. */
  readonly endDate: string
  readonly timeZone: string
  readonly mode: ConferenceMode
  readonly tagline: string
  readonly logoSrc: string
  readonly logoAlt: string
  readonly contact: ContactDetails
  readonly links: ExternalLinks
}

export const siteConfig = {
  shortName: 'ICNARI 2026',
  acronym: 'ICNARI',
  fullName: 'International Conference on Next-Generation Adaptive Research and Innovations 2026',
  year: 2026,
  organiser: {
    department: 'Department of Electrical Engineering',
    institute: 'NIT Patna',
    instituteFullName: 'National Institute of Technology Patna',
    city: 'Patna',
    state: 'Bihar',
    display: 'Department of Electrical Engineering, NIT Patna',
  },
  datesText: '6–8 March 2026',
  startDate: '2026-03-06',
  endDate: '2026-03-08',
  timeZone: 'Asia/Kolkata',
  mode: 'Hybrid',
  tagline:
    'Join the most innovative minds for a transformative event that pushes the boundaries of research and innovation.',
  logoSrc: '/images/icnari-logo.svg',
  logoAlt: 'ICNARI 2026 logo',
  contact: {
    // PLACEHOLDER: set before deploying
    email: 'icnari2026@example.org',
    // PLACEHOLDER: set before deploying
    phones: ['+91 00000 00001', '+91 00000 00002', '+91 00000 00003'],
    address: {
      lines: [
        'Department of Electrical Engineering',
        'National Institute of Technology Patna',
        'Ashok Rajpath, Mahendru',
      ],
      city: 'Patna',
      state: 'Bihar',
      postalCode: '800005',
      country: 'India',
    },
    locationText:
      'Department of Electrical Engineering, NIT Patna, Ashok Rajpath, Mahendru, Patna, Bihar 800005, India',
    // OpenStreetMap view centred on NIT Patna (Ashok Rajpath campus, by Gandhi Ghat).
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=85.1625%2C25.6150%2C85.1825%2C25.6265&layer=mapnik&marker=25.6207%2C85.1725',
    mapLinkUrl: 'https://www.openstreetmap.org/?mlat=25.6207&mlon=85.1725#map=16/25.6207/85.1725',
  },
  links: {
    // PLACEHOLDER: confirm the Microsoft CMT site before deploying
    cmtSubmissionUrl: 'https://cmt3.research.microsoft.com/ICNARI2026',
    // PLACEHOLDER: set before deploying
    brochureUrl: 'https://example.org/icnari2026/brochure.pdf',
    // PLACEHOLDER: set before deploying
    templateWordUrl: 'https://example.org/icnari2026/template-word',
    // PLACEHOLDER: set before deploying
    templateLatexUrl: 'https://example.org/icnari2026/template-latex',
    springerSeriesUrl: 'https://www.springer.com/series/7818',
  },
} as const satisfies SiteConfig

/** Markers that identify values a deployer still has to replace. */
export const PLACEHOLDER_MARKERS = ['example.org', '+91 00000'] as const

/** True when a configured value is still one of the shipped placeholders. */
export function isPlaceholderValue(value: string): boolean {
  return PLACEHOLDER_MARKERS.some((marker) => value.includes(marker))
}

/** "Page title | ICNARI 2026" — used for the document `<title>`. */
export function formatDocumentTitle(pageTitle: string): string {
  return pageTitle === '' || pageTitle === siteConfig.shortName
    ? `${siteConfig.shortName} — ${siteConfig.organiser.display}`
    : `${pageTitle} | ${siteConfig.shortName}`
}
