// The conference programme (issue 33): the kinds of session, the published shape every reader gets (the public
// API, the pages, the frab and calendar exports, the archive), the changes between two versions and how they
// are said in words (programme-words.ts). Read by the server and the client; it imports only common/, so it runs in
// both.

import { BoundedMap } from './bounded-map'

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
  return indiaClocks.getOrMake(iso, clockOf, undefined)
}
function clockOf(iso: string): Readonly<{ day: string; time: string }> {
  const shifted = new Date(new Date(iso).getTime() + INDIA_OFFSET_MS).toISOString()
  return Object.freeze({ day: shifted.slice(0, 10), time: shifted.slice(11, 16) })
}
/** A programme has a few hundred distinct instants, each asked for many times in one render. */
const indiaClocks = new BoundedMap<string, Readonly<{ day: string; time: string }>>(5000)

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
