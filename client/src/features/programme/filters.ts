// The programme's filters (room, track, kind), kept in the URL (?room=…&track=…&kind=…) so that a filtered
// programme can be shared and is rendered filtered by the server too.
import { SESSION_KINDS, type SessionKind } from '@common/programme'
import type { ProgrammeRoom, ProgrammeSession } from './api'
import { parseShareParam } from './my-programme'

export interface ProgrammeFilters {
  /** A room's name. */
  room?: string
  track?: string
  kind?: SessionKind
  /** ?starred=1: only the sessions of My programme (issue 34). */
  starred?: 1
  /** ?s=<id>,<id>,…: a shared choice of sessions (ids or slugs, validated). */
  s?: string
}

/** The query parameters /programme reads (the server keeps only these in a page's cache key). */
export const PROGRAMME_SEARCH_PARAMS = ['room', 'track', 'kind', 'starred', 's'] as const

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined

/** The route's validateSearch: known parameters with usable values only. */
export function validateProgrammeSearch(search: Record<string, unknown>): ProgrammeFilters {
  const out: ProgrammeFilters = {}
  const room = text(search.room)
  const track = text(search.track)
  const kind = text(search.kind)
  if (room) out.room = room
  if (track) out.track = track
  if (kind && (SESSION_KINDS as readonly string[]).includes(kind)) out.kind = kind as SessionKind
  if (search.starred === 1 || search.starred === '1' || search.starred === true) out.starred = 1
  const shared = parseShareParam(search.s)
  if (shared.length) out.s = shared.join(',')
  return out
}

/**
 * The sessions the filters let through. A session in every room (no room: a plenary, a break) stays under a room
 * filter: it takes place in that room too.
 */
export function filterSessions(
  sessions: readonly ProgrammeSession[],
  rooms: readonly ProgrammeRoom[],
  filters: ProgrammeFilters,
): ProgrammeSession[] {
  const roomId = filters.room ? rooms.find((r) => r.name === filters.room)?._id : undefined
  return sessions.filter(
    (s) =>
      (!filters.room || s.roomId === null || s.roomId === roomId) &&
      (!filters.track || s.track === filters.track) &&
      (!filters.kind || s.kind === filters.kind),
  )
}

/** What each filter offers: the rooms in grid order, the tracks and kinds the sessions have. */
export function filterChoices(
  sessions: readonly ProgrammeSession[],
  rooms: readonly ProgrammeRoom[],
): { rooms: string[]; tracks: string[]; kinds: SessionKind[] } {
  const tracks = [...new Set(sessions.map((s) => s.track).filter((t): t is string => !!t))].sort((a, b) =>
    a.localeCompare(b),
  )
  const kinds = SESSION_KINDS.filter((k) => sessions.some((s) => s.kind === k))
  const ordered = [...rooms].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
  return { rooms: ordered.map((r) => r.name), tracks, kinds }
}

export const hasFilters = (filters: ProgrammeFilters): boolean => !!(filters.room || filters.track || filters.kind)
