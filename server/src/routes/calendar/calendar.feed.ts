import { type Conference, conferenceDates, formatDateRange, modePhrase } from '../../../../common/conference'
import { type AllDayEvent, buildCalendar } from './calendar.ics'
import type { ImportantDateRow } from './calendar.queries'

export const TIME_ZONE = 'Asia/Kolkata'

/** The words a calendar names the conference by (the event settings' `conference`, common/conference.ts). */
export interface CalendarConference {
  shortName: string
  venue: string
  /** "9–11 March 2027" */
  dates: string
  /** "in hybrid mode", "in person" or "online" */
  mode: string
  acronym: string
}

/** The calendar's words for `conference`; neutral ones while the settings have never been set. */
export function calendarConferenceOf(conference: Conference | undefined): CalendarConference {
  if (!conference)
    return {
      shortName: 'Conference',
      venue: 'the venue',
      dates: 'dates to be announced',
      mode: 'as announced',
      acronym: 'conference',
    }
  return {
    shortName: conference.shortName,
    venue: conference.venue,
    dates: conferenceDates(conference),
    mode: modePhrase(conference.mode),
    acronym: conference.acronym,
  }
}

function calendarHead(c: CalendarConference) {
  return {
    // The publisher's name stays the organiser's; the product is this edition's website.
    prodId: `-//NIT Patna//${c.shortName} website//EN`,
    name: `${c.shortName} important dates`,
    description: `Deadlines and dates of ${c.shortName} (${c.venue}, ${c.dates}). Times are India Standard Time.`,
    timeZone: TIME_ZONE,
    // Subscribed calendars refetch this often, so a moved deadline reaches them within hours.
    refresh: 'PT6H',
  }
}

/** `28 November 2025`; a range `9–11 March 2027`, `30 March – 2 April 2027` or across years in full. */
export function formatDay(start: string, end?: string | null): string {
  return formatDateRange(start, end)
}

/**
 * The part of the UID after `@`: PUBLIC_URL's host, so the UID never depends on how a request reached us; without
 * it the conference's acronym.
 */
export function uidDomain(fixedOrigin: string | undefined, acronym: string): string {
  return fixedOrigin ? new URL(fixedOrigin).host : acronym
}

/** Where a subscriber's "more" link goes: the home page, which shows every date. */
export function siteLink(origin: string): string | undefined {
  return origin ? `${origin}/` : undefined
}

export function eventOf(
  row: ImportantDateRow,
  origin: string,
  domain: string,
  conference: CalendarConference,
): AllDayEvent {
  const url = siteLink(origin)
  const when = formatDay(row.date, row.endDate)
  const moved = row.previousDates.length
    ? ` Moved from ${row.previousDates.map((d) => formatDay(d)).join(', then from ')}.`
    : ''
  return {
    uid: `${row.id}@${domain}`,
    start: row.date,
    end: row.endDate ?? row.date,
    stamp: row.updatedAt,
    created: row.createdAt,
    sequence: row.sequence,
    summary: `${conference.shortName}: ${row.label}`,
    description:
      `${row.label}: ${when} (India time).${moved}\n` +
      `${conference.shortName}, ${conference.venue}, ${conference.mode}.` +
      (url ? `\nAll dates and details: ${url}` : ''),
    url,
  }
}

export function calendarOf(
  rows: ImportantDateRow[],
  origin: string,
  domain: string,
  conference: CalendarConference,
): string {
  return buildCalendar(
    calendarHead(conference),
    rows.map((row) => eventOf(row, origin, domain, conference)),
  )
}

/** Lower-case words joined by hyphens: "Paper submission deadline" → `paper-submission-deadline`. */
const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)

/**
 * `<short name>-paper-submission-deadline.ics` (the short name as a slug, e.g. `icnari-2027-…`): a file name a
 * person recognises in their downloads.
 */
export function fileNameOf(
  conference: Pick<CalendarConference, 'shortName' | 'acronym'>,
  row?: ImportantDateRow,
): string {
  const stem = slugOf(conference.shortName) || conference.acronym
  const slug = row ? slugOf(row.label) : ''
  return `${stem}${slug ? `-${slug}` : ''}.ics`
}
