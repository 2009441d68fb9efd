// Links that put the important dates in a visitor's calendar: the feed (GET /api/calendar.ics), one date as its own
// .ics (GET /api/calendar/{id}.ics) and Google Calendar's "add event" page, which takes the event in its URL.

/** What an event is named by: the conference of the event settings (common/conference.ts). */
export interface CalendarConference {
  readonly shortName: string
  readonly venue: string
}

export const FEED_PATH = '/api/calendar.ics'

/** The feed to subscribe to (`webcal://`, which calendar apps open as a subscription) and to download. */
export function feedLinks(origin: string): { webcal: string; https: string } {
  const url = new URL(FEED_PATH, origin)
  return { webcal: `webcal://${url.host}${url.pathname}`, https: url.href }
}

export function eventIcsPath(id: string): string {
  return `/api/calendar/${encodeURIComponent(id)}.ics`
}

const compact = (day: string) => day.replaceAll('-', '')

/** The day after a `YYYY-MM-DD` day: all-day events end on the day after their last one. */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/**
 * Google Calendar's template link for an all-day date: `dates=YYYYMMDD/YYYYMMDD`, the end day exclusive; the event
 * is named by the conference ("ICNARI 2027: Paper submission deadline"), by its label alone while that is unknown.
 */
export function googleCalendarUrl(
  date: { label: string; date: string; endDate?: string | null },
  siteUrl: string,
  conference?: CalendarConference,
): string {
  const last = date.endDate && date.endDate > date.date ? date.endDate : date.date
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: conference ? `${conference.shortName}: ${date.label}` : date.label,
    dates: `${compact(date.date)}/${compact(nextDay(last))}`,
    details: `${date.label}${conference ? ` — ${conference.shortName}, ${conference.venue}` : ''} (India time). All dates and details: ${siteUrl}`,
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
