// The conference's identity, the edition (issue 32): its shape, the words for its days and mode, and the tokens
// static texts use to name it, read by the server (settings, feeds, calendar, search) and the client (every page).
// The values are data: `conference` in the event settings (GET/PATCH /api/settings), edited at /admin/settings.
// No imports: it runs in both. The zod schema that checks it is conference-schema.ts.

export const CONFERENCE_MODES = ['hybrid', 'in-person', 'online'] as const
export type ConferenceMode = (typeof CONFERENCE_MODES)[number]

export interface Conference {
  /** "International Conference on Next-Generation Adaptive Research and Innovations" (no year). */
  readonly name: string
  /** The name the site goes by, with its year: the title suffix, the header, the feeds. */
  readonly shortName: string
  /** Lower-case letters and digits, e.g. `icnari2027`: the calendar's UID domain without a public URL. */
  readonly acronym: string
  readonly year: number
  /** The first and last conference days, `YYYY-MM-DD` (India time). */
  readonly startDate: string
  readonly endDate: string
  readonly mode: ConferenceMode
  /** Where it takes place, short: "NIT Patna". */
  readonly venue: string
  readonly tagline: string
  /** The edition's public origin; '' while the PUBLIC_URL variable applies. */
  readonly publicUrl: string
}

/** Caps in characters. */
export const CONFERENCE_LIMITS = { name: 200, shortName: 60, acronym: 40, venue: 200, tagline: 300 } as const
export const YEAR_RANGE = { min: 1900, max: 9999 } as const

/** How a mode is written as a label ("Hybrid"); modePhrase says how it is taking part ("in hybrid mode"). */
export const MODE_LABELS: Record<ConferenceMode, string> = {
  hybrid: 'Hybrid',
  'in-person': 'In person',
  online: 'Online',
}

export const modeLabel = (mode: ConferenceMode): string => MODE_LABELS[mode] ?? mode

const MODE_PHRASES: Record<ConferenceMode, string> = {
  hybrid: 'in hybrid mode',
  'in-person': 'in person',
  online: 'online',
}

/** The mode inside a sentence: "… at NIT Patna, in hybrid mode" (or "in person", "online"). */
export const modePhrase = (mode: ConferenceMode): string => MODE_PHRASES[mode] ?? mode

export const ACRONYM_RE = /^[a-z0-9]+$/

/** `YYYY-MM-DD` naming a real day (February 30th is not one). */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.toISOString().slice(0, 10) === value
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

function parts(day: string): { d: number; m: string; y: string } {
  const [y = '', m = '1', d = '1'] = day.split('-')
  return { d: Number(d), m: MONTHS[Number(m) - 1] ?? '', y }
}

/** A `YYYY-MM-DD` day as "28 November 2025": the same text on the server and in every browser, whatever its locale. */
export function formatDay(day: string): string {
  const { d, m, y } = parts(day)
  return `${d} ${m} ${y}`
}

/**
 * A day or a range of days: "28 November 2025"; within a month "9–11 March 2027"; across months "27 February –
 * 2 March 2027"; across years both days in full.
 */
export function formatDateRange(start: string, end?: string | null): string {
  if (!end || end === start) return formatDay(start)
  const a = parts(start)
  const b = parts(end)
  if (a.y !== b.y) return `${formatDay(start)} – ${formatDay(end)}`
  if (a.m !== b.m) return `${a.d} ${a.m} – ${b.d} ${b.m} ${b.y}`
  return `${a.d}–${b.d} ${b.m} ${b.y}`
}

/** The day `days` after a `YYYY-MM-DD` day (before it when negative). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** The conference's days in words, e.g. "9–11 March 2027". */
export function conferenceDates(conference: Pick<Conference, 'startDate' | 'endDate'>): string {
  return formatDateRange(conference.startDate, conference.endDate)
}

/** The conference's `n`-th day (1 is the first) in words. */
export function conferenceDay(conference: Pick<Conference, 'startDate'>, n: number): string {
  return formatDay(addDays(conference.startDate, n - 1))
}

/**
 * Static texts name the conference with tokens, filled from the settings where they are shown (and by the server
 * for the site search): `{shortName}`, `{name}`, `{acronym}`, `{year}`, `{dates}` ("9–11 March 2027"), `{day1}`,
 * `{day2}`… (one conference day), `{venue}`, `{inMode}` ("in hybrid mode", "in person", "online"), `{Mode}`
 * ("Hybrid") and `{tagline}`. Unknown tokens are left as written.
 */
export function fillConference(text: string, conference: Conference | undefined): string {
  if (!text.includes('{')) return text
  return text.replace(/\{([A-Za-z]+)(\d*)\}/g, (whole, token: string, n: string) => {
    const value = tokenValue(token, n, conference)
    return value === undefined ? whole : value
  })
}

/** Words that stand in while the settings are not there (a page rendered in the browser before they load). */
const UNKNOWN = { name: 'the conference', dates: 'the conference days' } as const

function tokenValue(token: string, n: string, c: Conference | undefined): string | undefined {
  switch (token) {
    case 'name':
      return n ? undefined : (c?.name ?? UNKNOWN.name)
    case 'shortName':
      return n ? undefined : (c?.shortName ?? UNKNOWN.name)
    case 'acronym':
      return n ? undefined : (c?.acronym ?? '')
    case 'year':
      return n ? undefined : c ? String(c.year) : ''
    case 'dates':
      return n ? undefined : c ? conferenceDates(c) : UNKNOWN.dates
    case 'day':
      return n ? (c ? conferenceDay(c, Number(n)) : UNKNOWN.dates) : undefined
    case 'venue':
      return n ? undefined : (c?.venue ?? '')
    case 'inMode':
      return n ? undefined : c ? modePhrase(c.mode) : ''
    case 'Mode':
      return n ? undefined : c ? modeLabel(c.mode) : ''
    case 'tagline':
      return n ? undefined : (c?.tagline ?? '')
    default:
      return undefined
  }
}

/** Every text of a content value (strings, lists, objects) with its tokens filled: for whole content modules. */
export function fillConferenceIn<T>(value: T, conference: Conference | undefined): T {
  if (typeof value === 'string') return fillConference(value, conference) as T
  if (Array.isArray(value)) return value.map((v) => fillConferenceIn(v, conference)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = fillConferenceIn(v, conference)
    return out as T
  }
  return value
}

/** An edition's public URL (POST /editions/next, /admin/edition): http only for localhost and *.localhost (a trial on one's own machine); https everywhere else; no path. */
export function isEditionUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname.endsWith('.localhost'))
}
