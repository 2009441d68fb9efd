/**
 * Site-wide configuration that visitors do not read as words: the time zone, the logo's defaults, outside links.
 * The organiser, its address and map are the event settings' `organiser` (common/organiser.ts, useOrganiser).
 * The conference itself (its names, year, days, mode, venue and tagline), the contact e-mail, the phone numbers,
 * the submission, brochure and template links are data (the event settings): organisers set them in the admin
 * area, at /admin/settings, and pages read them with useConference (features/settings/api.ts).
 */
import { type Conference, fillConference } from '@common/conference'
import { DEFAULT_ORGANISER, DEFAULT_ORGANISER_DISPLAY } from '@common/organiser'

export interface ExternalLinks {
  /** Springer Lecture Notes in Electrical Engineering series page. */
  readonly springerSeriesUrl: string
}

export interface SiteConfig {
  readonly timeZone: string
  readonly logoSrc: string
  /** The logo's text alternative; `{shortName}` is the edition's. */
  readonly logoAlt: string
  readonly links: ExternalLinks
}

export const siteConfig = {
  timeZone: 'Asia/Kolkata',
  logoSrc: '/images/icnari-logo.svg',
  logoAlt: '{shortName} logo',
  links: {
    springerSeriesUrl: 'https://www.springer.com/series/7818',
  },
} as const satisfies SiteConfig

/** The organiser in words until the settings say otherwise ("Department of Electrical Engineering, NIT Patna"). */
export { DEFAULT_ORGANISER_DISPLAY }

/**
 * "Page title | <short name>" — used for the document `<title>`; the home page's is "<short name> — <organiser>"
 * (`organiser` in words: the settings', organiserDisplay). Without the conference (its settings not loaded yet) the
 * page's own title alone.
 */
export function formatDocumentTitle(
  pageTitle: string,
  conference: Conference | undefined,
  organiser: string = DEFAULT_ORGANISER_DISPLAY,
): string {
  if (!conference) return pageTitle || organiser
  return pageTitle === '' || pageTitle === conference.shortName
    ? `${conference.shortName} — ${organiser}`
    : `${pageTitle} | ${conference.shortName}`
}

/** The logo's text alternative for this edition ("ICNARI 2027 logo"); `series` while the settings load. */
export function logoAltOf(conference: Conference | undefined, series: string = DEFAULT_ORGANISER.series): string {
  return conference ? fillConference(siteConfig.logoAlt, conference) : `${series} logo`
}
