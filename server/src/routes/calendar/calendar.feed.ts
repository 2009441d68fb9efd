import { type AllDayEvent, buildCalendar } from './calendar.ics'
import type { ImportantDateRow } from './calendar.queries'

export const CONFERENCE = 'ICNARI 2026'
export const TIME_ZONE = 'Asia/Kolkata'

const CALENDAR_HEAD = {
  prodId: '-//NIT Patna//ICNARI 2026 website//EN',
  name: `${CONFERENCE} important dates`,
  description: `Deadlines and dates of ${CONFERENCE} (NIT Patna, 6–8 March 2026). Times are India Standard Time.`,
  timeZone: TIME_ZONE,
  // Subscribed calendars refetch this often, so a moved deadline reaches them within hours.
  refresh: 'PT6H',
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function parts(isoDay: string) {
  const [y, m, d] = isoDay.split('-').map(Number)
  return { year: y!, month: MONTHS[m! - 1]!, day: d! }
}

/** `28 November 2025`; a range `6–8 March 2026`, `30 March – 2 April 2026` or across years in full. */
export function formatDay(start: string, end?: string | null): string {
  const a = parts(start)
  if (!end || end === start) return `${a.day} ${a.month} ${a.year}`
  const b = parts(end)
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`
  return `${a.day}–${b.day} ${a.month} ${a.year}`
}

/** The part of the UID after `@`: PUBLIC_URL's host, so the UID never depends on how a request reached us. */
export function uidDomain(fixedOrigin: string | undefined): string {
  return fixedOrigin ? new URL(fixedOrigin).host : 'icnari2026'
}

/** Where a subscriber's "more" link goes: the home page, which shows every date. */
export function siteLink(origin: string): string | undefined {
  return origin ? `${origin}/` : undefined
}

export function eventOf(row: ImportantDateRow, origin: string, domain: string): AllDayEvent {
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
    summary: `${CONFERENCE}: ${row.label}`,
    description:
      `${row.label}: ${when} (India time).${moved}\n` +
      `${CONFERENCE}, NIT Patna, in hybrid mode.` +
      (url ? `\nAll dates and details: ${url}` : ''),
    url,
  }
}

export function calendarOf(rows: ImportantDateRow[], origin: string, domain: string): string {
  return buildCalendar(
    CALENDAR_HEAD,
    rows.map((row) => eventOf(row, origin, domain)),
  )
}

/** `icnari-2026-paper-submission-deadline.ics`: a file name a person recognises in their downloads. */
export function fileNameOf(row?: ImportantDateRow): string {
  if (!row) return 'icnari-2026.ics'
  const slug = row.label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `icnari-2026${slug ? `-${slug}` : ''}.ics`
}
