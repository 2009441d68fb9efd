import {
  changesOfSession,
  indiaClock,
  indiaDayTime,
  type ProgrammeChange,
  type ProgrammeSnapshot,
  type PublishedRoom,
  type PublishedSession,
  type SessionPlace,
} from '../../../../common/programme'

// The pure part of the programme: the order sessions are listed in, the warnings of the draft, and what a new
// version holds and changes compared with the one before. No database here (programme.queries.ts reads it).

/** A session resolved for publishing, before its calendar sequence and last change are known. */
export type ResolvedSession = Omit<PublishedSession, 'sequence' | 'lastModified'>

interface Orderable {
  start: string | Date | null
  roomId: string | null
  title: string
  number: number
}

const instantOf = (v: string | Date | null): number | null => (v === null ? null : new Date(v).getTime())

/**
 * Scheduled sessions by start, then room (a session of every room first, then by the room's position), then
 * title; then those to be scheduled, by title. The number breaks the last ties, so the order never wavers.
 */
export function orderSessions<T extends Orderable>(sessions: T[], roomPosition: Map<string, number>): T[] {
  const positionOf = (s: T) => (s.roomId === null ? -1 : (roomPosition.get(s.roomId) ?? Number.MAX_SAFE_INTEGER))
  return [...sessions].sort((a, b) => {
    const sa = instantOf(a.start)
    const sb = instantOf(b.start)
    if (sa === null || sb === null) {
      if (sa !== sb) return sa === null ? 1 : -1
    } else if (sa !== sb) return sa - sb
    if (sa !== null) {
      const room = positionOf(a) - positionOf(b)
      if (room !== 0) return room
    }
    return a.title.localeCompare(b.title, 'en') || a.number - b.number
  })
}

// ---- Warnings of the draft ----

export interface WarningInput {
  id: string
  title: string
  start: Date | null
  end: Date | null
  roomId: string | null
  speakerIds: string[]
  status: string
}

export interface ProgrammeWarning {
  sessionIds: string[]
  message: string
}

/** "on 7 March from 10:30 to 11:00" (India time), or "from 7 March 23:00 to 8 March 01:00" across midnight. */
function spanWords(from: Date, to: Date): string {
  const a = indiaClock(from.toISOString())
  const b = indiaClock(to.toISOString())
  const day = indiaDayTime(from.toISOString()).replace(/ \d{2}:\d{2}$/, '')
  return a.day === b.day
    ? `on ${day} from ${a.time} to ${b.time}`
    : `from ${indiaDayTime(from.toISOString())} to ${indiaDayTime(to.toISOString())}`
}

/**
 * Two sessions in one room at overlapping times (a session of every room, `roomId` null, shares every room), and
 * a speaker in two sessions at once. Cancelled and unscheduled sessions never warn. Warnings never block a save.
 */
export function warningsOf(
  sessions: WarningInput[],
  roomNames: Map<string, string>,
  speakerNames: Map<string, string>,
): ProgrammeWarning[] {
  const live = sessions
    .filter((s): s is WarningInput & { start: Date; end: Date } => s.status !== 'cancelled' && !!s.start && !!s.end)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.title.localeCompare(b.title, 'en'))
  const warnings: ProgrammeWarning[] = []
  const roomOf = (id: string | null) => (id === null ? 'every room' : (roomNames.get(id) ?? 'an unknown room'))
  for (let i = 0; i < live.length; i++) {
    const a = live[i]!
    for (let j = i + 1; j < live.length; j++) {
      const b = live[j]!
      if (b.start.getTime() >= a.end.getTime()) break
      const from = new Date(Math.max(a.start.getTime(), b.start.getTime()))
      const to = new Date(Math.min(a.end.getTime(), b.end.getTime()))
      const when = spanWords(from, to)
      if (a.roomId === null || b.roomId === null || a.roomId === b.roomId) {
        const room =
          a.roomId === b.roomId
            ? roomOf(a.roomId)
            : `${roomOf(a.roomId ?? b.roomId)} (${a.roomId === null ? `"${a.title}"` : `"${b.title}"`} is in every room)`
        warnings.push({
          sessionIds: [a.id, b.id],
          message: `${room.charAt(0).toUpperCase()}${room.slice(1)}: "${a.title}" and "${b.title}" overlap ${when}.`,
        })
      }
      for (const speakerId of a.speakerIds.filter((id) => b.speakerIds.includes(id))) {
        const name = speakerNames.get(speakerId) ?? `Speaker ${speakerId}`
        warnings.push({
          sessionIds: [a.id, b.id],
          message: `${name} speaks in "${a.title}" and "${b.title}" at once, ${when}.`,
        })
      }
    }
  }
  return warnings
}

// ---- Versions ----

/** The fields a `changed` entry names, and the published property each compares. */
const CHANGED_FIELDS: [string, keyof ResolvedSession][] = [
  ['title', 'title'],
  ['kind', 'kind'],
  ['slug', 'slug'],
  ['track', 'track'],
  ['description', 'description'],
  ['people', 'people'],
  ['speakers', 'speakers'],
  ['chairs', 'chairs'],
  ['papers', 'papers'],
]

/**
 * The session's own link: its resolved link unless that is its room's (inherited). A room's link reaching a
 * session (scheduled into the room, or the room's link edited) is not the session's change in the changelog.
 */
export function ownLink(s: Pick<ResolvedSession, 'onlineUrl' | 'roomId'>, rooms: readonly PublishedRoom[]) {
  const roomLink = s.roomId === null ? null : (rooms.find((r) => r._id === s.roomId)?.onlineUrl ?? null)
  return s.onlineUrl !== null && s.onlineUrl === roomLink ? null : s.onlineUrl
}

/** JSON with object keys sorted and undefined left out: what jsonb keeps, whatever order it stores keys in. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b)

function placeOf(s: Pick<ResolvedSession, 'start' | 'end' | 'roomId'>, rooms: PublishedRoom[]): SessionPlace {
  return {
    start: s.start,
    end: s.end,
    roomId: s.roomId,
    room: s.roomId === null ? null : (rooms.find((r) => r._id === s.roomId)?.name ?? null),
  }
}

const sameInstant = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : new Date(a).getTime() === new Date(b).getTime()

/**
 * The next version: the rooms and sessions given (already in programme order), each session's calendar
 * `sequence` (the previous one's, raised when it moved, was cancelled or changed; 0 when new) and `lastModified`
 * (`publishedAt` when it changed), and the changes since `previous` (null before the first version).
 */
export function nextVersion(
  rooms: PublishedRoom[],
  sessions: ResolvedSession[],
  previous: ProgrammeSnapshot | null,
  publishedAt: string,
): { snapshot: ProgrammeSnapshot; changes: ProgrammeChange[] } {
  const before = new Map((previous?.sessions ?? []).map((s) => [s._id, s]))
  const changes: ProgrammeChange[] = []
  const published: PublishedSession[] = []
  for (const s of sessions) {
    const prev = before.get(s._id)
    if (!prev) {
      changes.push({ type: 'added', sessionId: s._id, title: s.title, after: placeOf(s, rooms) })
      published.push({ ...s, sequence: 0, lastModified: publishedAt })
      continue
    }
    const moved = !sameInstant(prev.start, s.start) || !sameInstant(prev.end, s.end) || prev.roomId !== s.roomId
    const cancelled = s.status === 'cancelled' && prev.status !== 'cancelled'
    const fields = CHANGED_FIELDS.filter(([, key]) => !same(prev[key], s[key])).map(([name]) => name)
    if (ownLink(prev, previous?.rooms ?? []) !== ownLink(s, rooms)) fields.push('link')
    // An inherited link that changed still raises the calendar's SEQUENCE (the event's URL changed).
    const linkMoved = prev.onlineUrl !== s.onlineUrl
    // Back from cancelled: a change of its status.
    if (s.status !== 'cancelled' && prev.status === 'cancelled') fields.push('status')
    const placeBefore = placeOf(prev, previous?.rooms ?? [])
    changes.push(...changesOfSession(s, { cancelled, moved, before: placeBefore, after: placeOf(s, rooms), fields }))
    const changed = moved || cancelled || fields.length > 0 || linkMoved
    published.push({
      ...s,
      sequence: changed ? prev.sequence + 1 : prev.sequence,
      lastModified: changed ? publishedAt : prev.lastModified,
    })
  }
  const kept = new Set(sessions.map((s) => s._id))
  for (const prev of previous?.sessions ?? [])
    if (!kept.has(prev._id))
      changes.push({
        type: 'removed',
        sessionId: prev._id,
        title: prev.title,
        before: placeOf(prev, previous?.rooms ?? []),
      })
  return { snapshot: { rooms, sessions: published }, changes }
}
