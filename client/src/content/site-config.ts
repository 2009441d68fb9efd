/**
 * Site-wide configuration that does not change within a season: the conference's identity, its address and map.
 * The contact e-mail, the phone numbers, the submission, brochure and template links are data (the event
 * settings): organisers set them in the admin area, at /admin/settings.
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
    springerSeriesUrl: 'https://www.springer.com/series/7818',
  },
} as const satisfies SiteConfig

/** "Page title | ICNARI 2026" — used for the document `<title>`. */
export function formatDocumentTitle(pageTitle: string): string {
  return pageTitle === '' || pageTitle === siteConfig.shortName
    ? `${siteConfig.shortName} — ${siteConfig.organiser.display}`
    : `${pageTitle} | ${siteConfig.shortName}`
}
