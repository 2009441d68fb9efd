// Links of a session page: its speakers' cards, its calendar entries.
import type { ProgrammeSession } from './api'

/** A speaker's card on the speakers page (its search box filled with the name). */
export const speakerCardUrl = (name: string): string => `/programs/speakers?q=${encodeURIComponent(name)}`

const utcCompact = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Google Calendar's "add event" page for a scheduled session (times in UTC, as it takes them). */
export function sessionGoogleCalendarUrl(
  session: Pick<ProgrammeSession, 'title' | 'start' | 'end' | 'description'>,
  pageUrl: string,
  location: string,
  conferenceName?: string,
): string | undefined {
  if (!session.start || !session.end) return undefined
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: conferenceName ? `${conferenceName}: ${session.title}` : session.title,
    dates: `${utcCompact(session.start)}/${utcCompact(session.end)}`,
    details: `${session.description ? `${session.description.slice(0, 500)}\n\n` : ''}${pageUrl}`,
    location,
    ctz: 'Asia/Kolkata',
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}

/** A description's paragraphs: blank lines separate them. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
