/**
 * Site-wide configuration that does not change from one edition to the next: the organiser, its address and map.
 * The conference itself (its names, year, days, mode, venue and tagline), the contact e-mail, the phone numbers,
 * the submission, brochure and template links are data (the event settings): organisers set them in the admin
 * area, at /admin/settings, and pages read them with useConference (features/settings/api.ts).
 */
import { type Conference, fillConference } from '@common/conference'

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
  /** The series' name, the same every year ("ICNARI"). */
  readonly series: string
  readonly organiser: Organiser
  readonly timeZone: string
  readonly logoSrc: string
  /** The logo's text alternative; `{shortName}` is the edition's. */
  readonly logoAlt: string
  readonly contact: ContactDetails
  readonly links: ExternalLinks
}

export const siteConfig = {
  series: 'ICNARI',
  organiser: {
    department: 'Department of Electrical Engineering',
    institute: 'NIT Patna',
    instituteFullName: 'National Institute of Technology Patna',
    city: 'Patna',
    state: 'Bihar',
    display: 'Department of Electrical Engineering, NIT Patna',
  },
  timeZone: 'Asia/Kolkata',
  logoSrc: '/images/icnari-logo.svg',
  logoAlt: '{shortName} logo',
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

/**
 * "Page title | <short name>" — used for the document `<title>`; the home page's is "<short name> — <organiser>".
 * Without the conference (its settings not loaded yet) the page's own title alone.
 */
export function formatDocumentTitle(pageTitle: string, conference: Conference | undefined): string {
  if (!conference) return pageTitle || siteConfig.organiser.display
  return pageTitle === '' || pageTitle === conference.shortName
    ? `${conference.shortName} — ${siteConfig.organiser.display}`
    : `${pageTitle} | ${conference.shortName}`
}

/** The logo's text alternative for this edition ("ICNARI 2027 logo"). */
export function logoAltOf(conference: Conference | undefined): string {
  return conference ? fillConference(siteConfig.logoAlt, conference) : `${siteConfig.series} logo`
}
