// An RFC 5545 writer for the few things the calendar feed needs: all-day events, TEXT values, folded lines.

export const CRLF = '\r\n'
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_OCTETS = 75

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma are escaped, a line break becomes `\n`. Control characters
 * other than tab are not allowed in a value at all (§3.1), so they are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters RFC 5545 forbids in a value
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .replace(/[\\;,\n]/g, (ch) => (ch === '\n' ? '\\n' : `\\${ch}`))
  )
}

/**
 * Folds one content line (§3.1): at most 75 octets of UTF-8 per line, each continuation line starting with one space
 * (which counts). Breaks fall between characters, never inside a multi-byte one such as "–".
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = MAX_OCTETS
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8')
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      limit = MAX_OCTETS - 1 // the leading space of a continuation line is one of its octets
    }
    current += ch
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** `20310306` from `2031-03-06` (a DATE value, §3.3.4). */
export function icsDate(isoDay: string): string {
  return isoDay.replaceAll('-', '')
}

/** The calendar day after `isoDay` (YYYY-MM-DD): DTEND of an all-day event is exclusive (§3.6.1). */
export function nextDay(isoDay: string): string {
  const d = new Date(`${isoDay}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** `20310306T043000Z`: a DATE-TIME in UTC (§3.3.5 form 2), as DTSTAMP requires. */
export function icsUtcDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** One property line, `NAME;PARAM=x:value`, folded; `value` must already be in its type's form (escape TEXT). */
export function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`)
}

export interface AllDayEvent {
  uid: string
  /** First day, YYYY-MM-DD. */
  start: string
  /** Last day (inclusive), YYYY-MM-DD; the same as start for a single day. */
  end: string
  stamp: Date
  created: Date
  sequence: number
  summary: string
  description: string
  url?: string
}

export interface CalendarHead {
  prodId: string
  name: string
  description: string
  timeZone: string
  /** How often a subscriber should refetch (RFC 7986 REFRESH-INTERVAL), an ISO 8601 duration. */
  refresh: string
}

function eventLines(e: AllDayEvent): string[] {
  const lastDay = [e.start, e.end].sort()[1]!
  return [
    'BEGIN:VEVENT',
    property('UID', escapeText(e.uid)),
    property('DTSTAMP', icsUtcDateTime(e.stamp)),
    property('CREATED', icsUtcDateTime(e.created)),
    property('LAST-MODIFIED', icsUtcDateTime(e.stamp)),
    property('SEQUENCE', String(Math.max(0, Math.trunc(e.sequence)))),
    property('DTSTART;VALUE=DATE', icsDate(e.start)),
    property('DTEND;VALUE=DATE', icsDate(nextDay(lastDay))),
    property('SUMMARY', escapeText(e.summary)),
    property('DESCRIPTION', escapeText(e.description)),
    ...(e.url ? [property('URL;VALUE=URI', e.url)] : []),
    'STATUS:CONFIRMED',
    // A deadline marks a day; it does not make anyone busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]
}

/**
 * A whole VCALENDAR of all-day events. All-day DATE values float in every time zone by design, so no VTIMEZONE is
 * needed (§3.6.5: one is required only for a TZID a DATE-TIME refers to); X-WR-TIMEZONE tells clients the zone.
 */
export function buildCalendar(head: CalendarHead, events: AllDayEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    // A TEXT value (§3.7.3): the conference's name in it is escaped like every other text.
    property('PRODID', escapeText(head.prodId)),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('X-WR-CALNAME', escapeText(head.name)),
    property('NAME', escapeText(head.name)),
    property('X-WR-CALDESC', escapeText(head.description)),
    property('X-WR-TIMEZONE', head.timeZone),
    property('REFRESH-INTERVAL;VALUE=DURATION', head.refresh),
    property('X-PUBLISHED-TTL', head.refresh),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return lines.join(CRLF) + CRLF
}
