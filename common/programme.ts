// The conference programme (issue 33): the kinds of session, the published shape every reader gets (the public
// API, the pages, the frab and calendar exports, the archive), the changes between two versions and how they
// are said in words. Read by the server and the client; no imports, so it runs in both.

export const SESSION_KINDS = [
  'keynote',
  'talk',
  'paper-session',
  'workshop',
  'panel',
  'poster-session',
  'ceremony',
  'break',
] as const
export type SessionKind = (typeof SESSION_KINDS)[number]

export const SESSION_KIND_LABELS: Record<SessionKind, string> = {
  keynote: 'Keynote',
  talk: 'Talk',
  'paper-session': 'Paper session',
  workshop: 'Workshop',
  panel: 'Panel',
  'poster-session': 'Poster session',
  ceremony: 'Ceremony',
  break: 'Break',
}

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]

/** The programme is written and shown in India's time (UTC+05:30 all year, no daylight saving). */
export const PROGRAMME_TIME_ZONE = 'Asia/Kolkata' as const
export const PROGRAMME_UTC_OFFSET = '+05:30'
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000

/** Caps in characters (and counts) of a session's fields. */
/** A session's start and end lie at most this many days before the conference's first day or after its last. */
export const SESSION_WINDOW_DAYS = 30

export const SESSION_LIMITS = {
  title: 200,
  slug: 120,
  description: 5000,
  track: 120,
  name: 200,
  chairs: 20,
  speakers: 50,
  people: 50,
  papers: 100,
  roomName: 120,
  note: 1000,
} as const

/**
 * Where a session without a room is held (a plenary, a break: every room): the grid's column and the exports' room
 * of such sessions. Reserved: a room of that name would take its place (isReservedRoomName).
 */
export const ALL_ROOMS = 'All rooms'

/** "All rooms" however it is spelled (case, spaces): a room so named would hide the plenary sessions in the exports. */
export const isReservedRoomName = (name: string): boolean =>
  name.trim().replace(/\s+/g, ' ').toLowerCase() === ALL_ROOMS.toLowerCase()
export const RESERVED_ROOM_RULE = `"${ALL_ROOMS}" is reserved: the programme files the sessions held in every room under it. Choose another name.`

/** A slug: lower-case letters, digits and single hyphens between them. */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A slug made from a title: "Opening & Welcome!" → "opening-welcome" (at most SESSION_LIMITS.slug characters). */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SESSION_LIMITS.slug)
    .replace(/-+$/g, '')
}

/** The order of the Technical Session menu and of the workshops' lists: by title, then by session number. */
export const byWorkshopOrder = (a: { title: string; number: number }, b: { title: string; number: number }): number =>
  a.title.localeCompare(b.title, 'en') || a.number - b.number

export interface SessionPerson {
  name: string
  /** "Speaker", "Coordinator", "Moderator"… */
  role: string
  designation?: string
  institution?: string
  email?: string
  imageUrl?: string
}

export interface PublishedRoom {
  _id: string
  name: string
  capacity: number | null
  onlineUrl: string | null
  position: number
}

/** A session as visitors see it: its speakers and papers resolved, its link already the room's when it has none. */
export interface PublishedSession {
  /** Also the frab GUID. */
  _id: string
  /** The frab numeric id. */
  number: number
  kind: SessionKind
  title: string
  slug: string
  description: string
  /** ISO 8601 with the +05:30 offset; both null while not yet scheduled. */
  start: string | null
  end: string | null
  roomId: string | null
  track: string | null
  chairs: string[]
  speakers: { _id: string; name: string; imageUrl: string; designation?: string; affiliation?: string }[]
  people: SessionPerson[]
  papers: { _id: string; heading: string; authors: string[] }[]
  /** The session's own link, else its room's; null when neither has one. */
  onlineUrl: string | null
  status: SessionStatus
  /** The calendar SEQUENCE (RFC 5545): raised each time the session moves, is cancelled or changes. */
  sequence: number
  /** When the session last changed in a published version (ISO 8601). */
  lastModified: string
}

/** What one published version holds: every room and session, resolved. */
export interface ProgrammeSnapshot {
  rooms: PublishedRoom[]
  sessions: PublishedSession[]
}

export const CHANGE_TYPES = ['added', 'moved', 'cancelled', 'removed', 'changed'] as const
export type ChangeType = (typeof CHANGE_TYPES)[number]

/** Where and when a session is: what `moved` compares. */
export interface SessionPlace {
  start: string | null
  end: string | null
  roomId: string | null
  /** The room's name when published, so the words survive a later rename or removal. */
  room: string | null
}

export interface ProgrammeChange {
  type: ChangeType
  sessionId: string
  title: string
  /** For `moved`: the place before and after. For `changed`: the names of the fields that changed. */
  before?: SessionPlace
  after?: SessionPlace
  fields?: string[]
}

/**
 * What the changelog says of one session that was published before and is still there: `cancelled` tells of it
 * rather than `moved` (a cancelled session's new place does not matter), and the fields that changed come beside.
 * The publication (server) and its preview in the admin (client) both tell it this way.
 */
export function changesOfSession(
  session: { _id: string; title: string },
  diff: { cancelled: boolean; moved: boolean; before: SessionPlace; after: SessionPlace; fields: string[] },
): ProgrammeChange[] {
  const changes: ProgrammeChange[] = []
  const about = { sessionId: session._id, title: session.title }
  if (diff.cancelled) changes.push({ type: 'cancelled', ...about })
  else if (diff.moved) changes.push({ type: 'moved', ...about, before: diff.before, after: diff.after })
  if (diff.fields.length > 0) changes.push({ type: 'changed', ...about, fields: diff.fields })
  return changes
}

export interface ProgrammeVersion {
  number: number
  publishedAt: string
  note: string
  changes: ProgrammeChange[]
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

/** The wall clock in India of an instant: `{ day: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function indiaClock(iso: string): Readonly<{ day: string; time: string }> {
  let clock = indiaClocks.get(iso)
  if (!clock) {
    const shifted = new Date(new Date(iso).getTime() + INDIA_OFFSET_MS).toISOString()
    clock = Object.freeze({ day: shifted.slice(0, 10), time: shifted.slice(11, 16) })
    // A programme has a few hundred distinct instants, each asked for many times in one render.
    if (indiaClocks.size >= 5000) indiaClocks.clear()
    indiaClocks.set(iso, clock)
  }
  return clock
}
const indiaClocks = new Map<string, Readonly<{ day: string; time: string }>>()

/** "7 March 10:00" (India time), as the changelog says it. */
export function indiaDayTime(iso: string): string {
  const { day, time } = indiaClock(iso)
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${time}`
}

/** An instant written with India's offset: `2031-03-07T10:00:00+05:30`. */
export function toIndiaIso(date: Date): string {
  const shifted = new Date(date.getTime() + INDIA_OFFSET_MS).toISOString()
  return `${shifted.slice(0, 19)}${PROGRAMME_UTC_OFFSET}`
}

/** "6 March, 14:30, Seminar Hall 1": a scheduled place as the changelog says it. */
const placeWords = (p: SessionPlace & { start: string }): string =>
  `${indiaDayTime(p.start).replace(/ (\d{2}:\d{2})$/, ', $1')}, ${p.room ?? 'all rooms'}`

/** What a `changed` entry's field names are called in a sentence. */
const FIELD_WORDS: Record<string, string> = {
  kind: 'kind of session',
  link: 'online link',
  people: 'people',
  speakers: 'speakers',
}

/** "title, description and online link". */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/**
 * One change in plain English: "Scheduled for 6 March, 14:30, Seminar Hall 1", "Moved to 7 March, 11:30,
 * Seminar Hall 2 (was 7 March, 10:00, Seminar Hall 1)", "Updated: title and description".
 */
export function changeInWords(change: ProgrammeChange): string {
  const { before, after } = change
  switch (change.type) {
    case 'added':
      return after?.start ? `Added for ${placeWords({ ...after, start: after.start })}` : 'Added, time to be announced'
    case 'moved':
      if (!before || !after) return 'Moved'
      if (!after.start)
        return before.start
          ? `Time to be announced again (was ${placeWords({ ...before, start: before.start })})`
          : 'Moved'
      if (!before.start) return `Scheduled for ${placeWords({ ...after, start: after.start })}`
      return `Moved to ${placeWords({ ...after, start: after.start })} (was ${placeWords({ ...before, start: before.start })})`
    case 'cancelled':
      return 'Cancelled'
    case 'removed':
      return 'Removed from the programme'
    case 'changed': {
      const fields = (change.fields ?? []).filter((f) => f !== 'status')
      const restored = change.fields?.includes('status')
      const updated = fields.length ? `Updated: ${listInWords(fields.map((f) => FIELD_WORDS[f] ?? f))}` : ''
      if (restored) return updated ? `No longer cancelled. ${updated}` : 'No longer cancelled'
      return updated || 'Updated'
    }
  }
}

/** Days (India time) the added sessions of a change list fall on, in order. */
const daysOf = (changes: readonly ProgrammeChange[]) =>
  [...new Set(changes.flatMap((c) => (c.after?.start ? [indiaClock(c.after.start).day] : [])))].sort()

/**
 * A version that only adds sessions to an empty programme (the first publication) reads as one entry:
 * "Programme published: 20 sessions over 3 days". Null for any other version.
 */
export function publicationInWords(changes: readonly ProgrammeChange[], versionNumber: number): string | null {
  if (versionNumber !== 1 || !changes.length || changes.some((c) => c.type !== 'added')) return null
  const n = changes.length
  const days = daysOf(changes).length
  const unscheduled = changes.filter((c) => !c.after?.start).length
  return [
    `Programme published: ${n} session${n === 1 ? '' : 's'}`,
    days ? ` over ${days} day${days === 1 ? '' : 's'}` : '',
    unscheduled && unscheduled < n ? ` (${unscheduled} still to be scheduled)` : '',
  ].join('')
}

/** A session of the first publication in a compact line: "6 March, 14:30 · Seminar Hall 1". */
export function compactPlace(change: ProgrammeChange): string {
  const after = change.after
  if (!after?.start) return 'Time to be announced'
  const { time } = indiaClock(after.start)
  const day = indiaDayTime(after.start).replace(/ \d{2}:\d{2}$/, '')
  return `${day}, ${time} · ${after.room ?? 'All rooms'}`
}

/** A version's changes counted in words: "2 sessions moved, 1 cancelled" (the Atom entry's title). */
export function changesSummary(changes: ProgrammeChange[]): string {
  if (!changes.length) return 'no session changed'
  const counts = new Map<ChangeType, number>()
  for (const c of changes) counts.set(c.type, (counts.get(c.type) ?? 0) + 1)
  const parts = CHANGE_TYPES.filter((t) => counts.has(t)).map((t, i) => {
    const n = counts.get(t)!
    return i === 0 ? `${n} session${n === 1 ? '' : 's'} ${t}` : `${n} ${t}`
  })
  return parts.join(', ')
}
