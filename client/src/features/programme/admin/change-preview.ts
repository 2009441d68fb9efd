import type { ProgrammeChange, SessionPerson, SessionPlace } from '@common/programme'

// What "Publish" would list: the draft compared with the latest published version, in the words of the changelog
// (common/programme.ts changeInWords). The server computes the version's own list when it publishes; this is the
// same comparison made in the browser beforehand, so the admin sees what visitors will be told before sending it.

/** A draft session: the fields the comparison reads (GET /programme/sessions). */
export interface DraftSession {
  _id: string
  title: string
  description: string
  start: string | null
  end: string | null
  roomId: string | null
  chairs: string[]
  speakerIds: string[]
  people: SessionPerson[]
  paperIds: string[]
  onlineUrl: string | null
  status: 'scheduled' | 'cancelled'
}

/** A published session: the fields the comparison reads (GET /programme). */
export interface PublishedSessionLike {
  _id: string
  title: string
  description: string
  start: string | null
  end: string | null
  roomId: string | null
  chairs: string[]
  speakers: { _id: string }[]
  people: SessionPerson[]
  papers: { _id: string }[]
  onlineUrl: string | null
  status: 'scheduled' | 'cancelled'
}

export interface RoomLike {
  _id: string
  name: string
  onlineUrl: string | null
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b))

const person = (p: SessionPerson) =>
  [p.name, p.role, p.designation ?? '', p.institution ?? '', p.email ?? '', p.imageUrl ?? ''].map((s) => s.trim())

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The changes publishing `draft` would list, given the latest published version (`published`, empty before the
 * first) and the draft's rooms: `added`, `moved` (start, end or room), `cancelled`, `changed` (title, people,
 * papers, description, link; restoring a cancelled session is `changed` with `status`), then `removed`. Draft order.
 */
export function previewChanges(
  draft: readonly DraftSession[],
  draftRooms: readonly RoomLike[],
  published: { rooms: readonly RoomLike[]; sessions: readonly PublishedSessionLike[] },
): ProgrammeChange[] {
  const roomsNow = new Map(draftRooms.map((r) => [r._id, r]))
  const roomsThen = new Map(published.rooms.map((r) => [r._id, r]))
  const before = new Map(published.sessions.map((s) => [s._id, s]))

  const placeNow = (s: DraftSession): SessionPlace => ({
    start: s.start,
    end: s.end,
    roomId: s.roomId,
    room: s.roomId ? (roomsNow.get(s.roomId)?.name ?? null) : null,
  })
  const placeThen = (s: PublishedSessionLike): SessionPlace => ({
    start: s.start,
    end: s.end,
    roomId: s.roomId,
    room: s.roomId ? (roomsThen.get(s.roomId)?.name ?? null) : null,
  })
  // Visitors see a session's own link, else its room's.
  const linkNow = (s: DraftSession) => s.onlineUrl ?? (s.roomId ? (roomsNow.get(s.roomId)?.onlineUrl ?? null) : null)

  const changes: ProgrammeChange[] = []
  for (const s of draft) {
    const old = before.get(s._id)
    if (!old) {
      changes.push({ type: 'added', sessionId: s._id, title: s.title, after: placeNow(s) })
      continue
    }
    if (s.status === 'cancelled' && old.status !== 'cancelled') {
      changes.push({ type: 'cancelled', sessionId: s._id, title: s.title })
      continue
    }
    if (!sameInstant(s.start, old.start) || !sameInstant(s.end, old.end) || s.roomId !== old.roomId) {
      changes.push({ type: 'moved', sessionId: s._id, title: s.title, before: placeThen(old), after: placeNow(s) })
      continue
    }
    const fields: string[] = []
    if (s.status !== old.status) fields.push('status')
    if (s.title.trim() !== old.title.trim()) fields.push('title')
    if (
      !same(s.chairs, old.chairs) ||
      !same(
        s.speakerIds,
        old.speakers.map((p) => p._id),
      ) ||
      !same(s.people.map(person), old.people.map(person))
    )
      fields.push('people')
    if (
      !same(
        s.paperIds,
        old.papers.map((p) => p._id),
      )
    )
      fields.push('papers')
    if (s.description.trim() !== old.description.trim()) fields.push('description')
    if ((linkNow(s) ?? null) !== (old.onlineUrl ?? null)) fields.push('link')
    if (fields.length) changes.push({ type: 'changed', sessionId: s._id, title: s.title, fields })
  }
  const inDraft = new Set(draft.map((s) => s._id))
  for (const old of published.sessions)
    if (!inDraft.has(old._id)) changes.push({ type: 'removed', sessionId: old._id, title: old.title })
  return changes
}
