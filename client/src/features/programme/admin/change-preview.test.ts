import { changeInWords, compactPlace, publicationInWords } from '@common/programme-words'
import { describe, expect, it } from 'vitest'
import { type DraftSession, type PublishedSessionLike, previewChanges, roomChanges } from './change-preview'

const hall1 = { _id: 'r1', name: 'Seminar Hall 1', onlineUrl: 'https://meet.example.org/hall-1' }
const hall2 = { _id: 'r2', name: 'Seminar Hall 2', onlineUrl: null }

const draft = (over: Partial<DraftSession> & { _id: string }): DraftSession => ({
  kind: 'talk',
  title: `Session ${over._id}`,
  slug: `session-${over._id}`,
  track: null,
  description: '',
  start: '2031-03-07T10:00:00+05:30',
  end: '2031-03-07T11:00:00+05:30',
  roomId: 'r1',
  chairs: [],
  speakerIds: [],
  people: [],
  paperIds: [],
  onlineUrl: null,
  status: 'scheduled',
  ...over,
})

/** The published form of a draft session, as GET /programme gives it (link resolved to the room's). */
const published = (s: DraftSession, rooms = [hall1, hall2]): PublishedSessionLike => ({
  _id: s._id,
  kind: s.kind,
  title: s.title,
  slug: s.slug,
  track: s.track,
  description: s.description,
  start: s.start,
  end: s.end,
  roomId: s.roomId,
  chairs: s.chairs,
  speakers: s.speakerIds.map((_id) => ({ _id })),
  people: s.people,
  papers: s.paperIds.map((_id) => ({ _id })),
  onlineUrl: s.onlineUrl ?? rooms.find((r) => r._id === s.roomId)?.onlineUrl ?? null,
  status: s.status,
})

describe('previewChanges', () => {
  it('lists every session as added before the first version', () => {
    const changes = previewChanges(
      [draft({ _id: 'a' }), draft({ _id: 'b', start: null, end: null, roomId: null })],
      [hall1],
      {
        rooms: [],
        sessions: [],
      },
    )
    expect(changes.map((c) => [c.type, c.sessionId])).toEqual([
      ['added', 'a'],
      ['added', 'b'],
    ])
    expect(changeInWords(changes[0]!)).toBe('Added for 7 March, 10:00, Seminar Hall 1')
    expect(changeInWords(changes[1]!)).toBe('Added, time to be announced')
    // The first publication is one entry, its sessions listed compactly.
    expect(publicationInWords(changes, 1)).toBe('Programme published: 2 sessions over 1 day (1 still to be scheduled)')
    expect(changes.map(compactPlace)).toEqual(['7 March, 10:00 · Seminar Hall 1', 'Time to be announced'])
    expect(publicationInWords(changes, 2)).toBeNull()
  })

  it('finds nothing when the draft is what was published (offsets written differently too)', () => {
    const a = draft({
      _id: 'a',
      speakerIds: ['s1'],
      paperIds: ['p1', 'p2'],
      people: [{ name: 'A', role: 'Coordinator' }],
    })
    const p = { ...published(a), start: '2031-03-07T04:30:00.000Z' }
    expect(previewChanges([a], [hall1, hall2], { rooms: [hall1, hall2], sessions: [p] })).toEqual([])
  })

  it('says a move in the changelog words, with the room names', () => {
    const a = draft({ _id: 'a' })
    const moved = { ...a, start: '2031-03-07T11:30:00+05:30', end: '2031-03-07T12:30:00+05:30', roomId: 'r2' }
    const [change, ...rest] = previewChanges([moved], [hall1, hall2], {
      rooms: [hall1, hall2],
      sessions: [published(a)],
    })
    // Hall 1's link was inherited, not the session's own: leaving it is no change of the session.
    expect(rest).toEqual([])
    expect(change?.type).toBe('moved')
    expect(changeInWords(change!)).toBe('Moved to 7 March, 11:30, Seminar Hall 2 (was 7 March, 10:00, Seminar Hall 1)')
  })

  it('tells cancelled, removed and changed apart, and restoring a cancelled session', () => {
    const rooms = [hall1, hall2]
    const a = draft({ _id: 'a' })
    const b = draft({ _id: 'b', roomId: 'r2' })
    const c = draft({ _id: 'c', paperIds: ['p1', 'p2'] })
    const d = draft({ _id: 'd', status: 'cancelled' })
    const gone = draft({ _id: 'gone' })
    const now = [
      { ...a, status: 'cancelled' as const },
      { ...b, title: 'New title', description: 'Now with a text', onlineUrl: 'https://meet.example.org/b' },
      { ...c, paperIds: ['p2', 'p1'], chairs: ['Prof. R. Singh'] },
      { ...d, status: 'scheduled' as const },
    ]
    const changes = previewChanges(now, rooms, { rooms, sessions: [a, b, c, d, gone].map((s) => published(s)) })
    expect(changes).toEqual([
      { type: 'cancelled', sessionId: 'a', title: 'Session a' },
      { type: 'changed', sessionId: 'b', title: 'New title', fields: ['title', 'description', 'link'] },
      { type: 'changed', sessionId: 'c', title: 'Session c', fields: ['chairs', 'papers'] },
      { type: 'changed', sessionId: 'd', title: 'Session d', fields: ['status'] },
      {
        type: 'removed',
        sessionId: 'gone',
        title: 'Session gone',
        before: { start: gone.start, end: gone.end, roomId: 'r1', room: 'Seminar Hall 1' },
      },
    ])
  })

  it('lists a move and a change of the same session both, as the server does', () => {
    const a = draft({ _id: 'a', speakerIds: ['s1'] })
    const now = { ...a, roomId: 'r2', kind: 'keynote', speakerIds: ['s2'], track: 'Smart grids' }
    const changes = previewChanges([now], [hall1, hall2], { rooms: [hall1, hall2], sessions: [published(a)] })
    expect(changes.map((c) => c.type)).toEqual(['moved', 'changed'])
    expect(changes[1]?.fields).toEqual(['kind', 'track', 'speakers'])
    expect(changeInWords(changes[1]!)).toBe('Updated: kind of session, track and speakers')
  })

  it("does not report a room's new link as a change of the sessions that inherit it; a session's own link is", () => {
    const a = draft({ _id: 'a' })
    const relinked = { ...hall1, onlineUrl: 'https://meet.example.org/new' }
    expect(previewChanges([a], [relinked], { rooms: [hall1], sessions: [published(a)] })).toEqual([])
    const own = { ...a, onlineUrl: 'https://meet.example.org/own' }
    const [change] = previewChanges([own], [hall1], { rooms: [hall1], sessions: [published(a)] })
    expect(changeInWords(change!)).toBe('Updated: online link')
  })

  it('scheduling a session that was to be scheduled reads "Scheduled for …", without a link change', () => {
    const a = draft({ _id: 'a', start: null, end: null, roomId: null })
    const scheduled = { ...a, start: '2031-03-08T09:00:00+05:30', end: '2031-03-08T10:00:00+05:30' }
    const [change] = previewChanges([scheduled], [hall1], { rooms: [hall1], sessions: [published(a)] })
    expect(changeInWords(change!)).toBe('Scheduled for 8 March, 09:00, all rooms')
    const inRoom = { ...scheduled, roomId: 'r1' }
    const changes = previewChanges([inRoom], [hall1], { rooms: [hall1], sessions: [published(a)] })
    expect(changes.map(changeInWords)).toEqual(['Scheduled for 8 March, 09:00, Seminar Hall 1'])
  })

  it('says the other changes in plain English', () => {
    const place = { start: '2031-03-07T10:00:00+05:30', end: null, roomId: 'r1', room: 'Seminar Hall 1' }
    const unscheduled = { start: null, end: null, roomId: null, room: null }
    const base = { sessionId: 'a', title: 'A' }
    expect(changeInWords({ ...base, type: 'moved', before: place, after: unscheduled })).toBe(
      'Time to be announced again (was 7 March, 10:00, Seminar Hall 1)',
    )
    expect(changeInWords({ ...base, type: 'cancelled' })).toBe('Cancelled')
    expect(changeInWords({ ...base, type: 'removed', before: place })).toBe('Removed from the programme')
    expect(changeInWords({ ...base, type: 'changed', fields: ['status'] })).toBe('No longer cancelled')
    expect(changeInWords({ ...base, type: 'changed', fields: ['title', 'description', 'status'] })).toBe(
      'No longer cancelled. Updated: title and description',
    )
  })
})

describe('roomChanges', () => {
  const room = (
    id: string,
    over: Partial<{ name: string; capacity: number | null; onlineUrl: string | null; position: number }> = {},
  ) => ({
    _id: id,
    name: `Hall ${id}`,
    capacity: 100,
    onlineUrl: null,
    position: 1,
    ...over,
  })

  it('lists rooms added, changed (renamed too) and removed; none when they agree', () => {
    expect(roomChanges([room('a'), room('b')], [room('a'), room('b')])).toEqual([])
    expect(
      roomChanges(
        [room('a', { capacity: 80 }), room('b', { name: 'Auditorium' }), room('c')],
        [room('a'), room('b'), room('d')],
      ),
    ).toEqual([
      'Room changed: Hall a',
      'Room changed: Hall b, now Auditorium',
      'Room added: Hall c',
      'Room removed: Hall d',
    ])
  })
})
