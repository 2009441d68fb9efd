import { changesOfSession, type ProgrammeChange, type SessionPlace } from '@common/programme'

// What "Publish" would list: the draft compared with the latest published version, in the words of the changelog
// (common/programme.ts changeInWords). The server computes the version's own list when it publishes; this is the
// same comparison made in the browser beforehand, so the admin sees what visitors will be told before sending it.

/** Someone with a part in a session (the optional fields may come as null from the API). */
export interface PersonLike {
  name: string
  role: string
  designation?: string | null
  institution?: string | null
  email?: string | null
  imageUrl?: string | null
}

/** What a draft and a published session share: the fields the comparison reads from both. */
interface SessionFields {
  _id: string
  kind: string
  title: string
  slug: string
  track: string | null
  description: string
  start: string | null
  end: string | null
  roomId: string | null
  chairs: readonly string[]
  people: readonly PersonLike[]
  onlineUrl: string | null
  status: 'scheduled' | 'cancelled'
}

/** A draft session (GET /programme/sessions): its speakers and papers by id. */
export interface DraftSession extends SessionFields {
  speakerIds: readonly string[]
  paperIds: readonly string[]
}

/** A published session (GET /programme): its speakers and papers as records. */
export interface PublishedSessionLike extends SessionFields {
  speakers: readonly { _id: string }[]
  papers: readonly { _id: string }[]
}

export interface RoomLike {
  _id: string
  name: string
  onlineUrl: string | null
}

const sameInstant = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Date.parse(a) === Date.parse(b)

const person = (p: PersonLike) =>
  [p.name, p.role, p.designation ?? '', p.institution ?? '', p.email ?? '', p.imageUrl ?? ''].map((s) => s.trim())

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const text = (s: string | null) => (s ?? '').trim()

/**
 * The changes publishing `draft` would list, as the server computes them (programme.snapshot.ts nextVersion),
 * given the latest published version (`published`, empty before the first) and the draft's rooms. Per session,
 * in draft order: `added`; else `cancelled` or `moved` (start, end or room), and `changed` with the fields that
 * differ (title, kind, slug, track, description, people, speakers, chairs, papers, link, then status when a
 * cancelled session is restored); then `removed`.
 */
export function previewChanges(
  draft: readonly DraftSession[],
  draftRooms: readonly RoomLike[],
  published: { rooms: readonly RoomLike[]; sessions: readonly PublishedSessionLike[] },
): ProgrammeChange[] {
  const roomsNow = new Map(draftRooms.map((r) => [r._id, r]))
  const roomsThen = new Map(published.rooms.map((r) => [r._id, r]))
  const before = new Map(published.sessions.map((s) => [s._id, s]))

  const place = (
    s: { start: string | null; end: string | null; roomId: string | null },
    rooms: Map<string, RoomLike>,
  ): SessionPlace => ({
    start: s.start,
    end: s.end,
    roomId: s.roomId,
    room: s.roomId ? (rooms.get(s.roomId)?.name ?? null) : null,
  })
  // Only a session's own link is its change (programme.snapshot.ts ownLink): a room's link it inherits is not.
  const linkThen = (s: PublishedSessionLike) => {
    const roomLink = s.roomId ? (roomsThen.get(s.roomId)?.onlineUrl ?? null) : null
    return s.onlineUrl !== null && s.onlineUrl === roomLink ? null : s.onlineUrl
  }
  const linkNow = (s: DraftSession) => {
    const roomLink = s.roomId ? (roomsNow.get(s.roomId)?.onlineUrl ?? null) : null
    return s.onlineUrl !== null && s.onlineUrl === roomLink ? null : s.onlineUrl
  }

  const changes: ProgrammeChange[] = []
  for (const s of draft) {
    const old = before.get(s._id)
    if (!old) {
      changes.push({ type: 'added', sessionId: s._id, title: s.title, after: place(s, roomsNow) })
      continue
    }
    const moved = !sameInstant(s.start, old.start) || !sameInstant(s.end, old.end) || s.roomId !== old.roomId
    const cancelled = s.status === 'cancelled' && old.status !== 'cancelled'
    const differs: [string, boolean][] = [
      ['title', text(s.title) !== text(old.title)],
      ['kind', s.kind !== old.kind],
      ['slug', s.slug !== old.slug],
      ['track', text(s.track) !== text(old.track)],
      ['description', text(s.description) !== text(old.description)],
      ['people', !same(s.people.map(person), old.people.map(person))],
      [
        'speakers',
        !same(
          s.speakerIds,
          old.speakers.map((p) => p._id),
        ),
      ],
      ['chairs', !same(s.chairs, old.chairs)],
      [
        'papers',
        !same(
          s.paperIds,
          old.papers.map((p) => p._id),
        ),
      ],
      ['link', linkNow(s) !== linkThen(old)],
      // Back from cancelled: a change of its status.
      ['status', s.status !== 'cancelled' && old.status === 'cancelled'],
    ]
    const fields = differs.filter(([, d]) => d).map(([name]) => name)
    changes.push(
      ...changesOfSession(s, { cancelled, moved, before: place(old, roomsThen), after: place(s, roomsNow), fields }),
    )
  }
  const inDraft = new Set(draft.map((s) => s._id))
  for (const old of published.sessions)
    if (!inDraft.has(old._id))
      changes.push({ type: 'removed', sessionId: old._id, title: old.title, before: place(old, roomsThen) })
  return changes
}

/** A room as the comparison of rooms reads it. */
export interface FullRoomLike extends RoomLike {
  capacity: number | null
  position: number
}

/**
 * The rooms' own changes, which a version also publishes (the grid's columns, capacities, links) though the
 * changelog lists sessions only: "Room added: Seminar Hall 3", "Room removed: …", "Room changed: …".
 */
export function roomChanges(draftRooms: readonly FullRoomLike[], publishedRooms: readonly FullRoomLike[]): string[] {
  const then = new Map(publishedRooms.map((r) => [r._id, r]))
  const now = new Set(draftRooms.map((r) => r._id))
  const lines: string[] = []
  for (const r of draftRooms) {
    const old = then.get(r._id)
    if (!old) lines.push(`Room added: ${r.name}`)
    else if (
      old.name !== r.name ||
      old.capacity !== r.capacity ||
      old.onlineUrl !== r.onlineUrl ||
      old.position !== r.position
    )
      lines.push(old.name === r.name ? `Room changed: ${r.name}` : `Room changed: ${old.name}, now ${r.name}`)
  }
  for (const r of publishedRooms) if (!now.has(r._id)) lines.push(`Room removed: ${r.name}`)
  return lines
}
