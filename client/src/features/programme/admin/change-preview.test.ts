import { changeInWords } from '@common/programme'
import { describe, expect, it } from 'vitest'
import { type DraftSession, type PublishedSessionLike, previewChanges } from './change-preview'

const hall1 = { _id: 'r1', name: 'Seminar Hall 1', onlineUrl: 'https://meet.example.org/hall-1' }
const hall2 = { _id: 'r2', name: 'Seminar Hall 2', onlineUrl: null }

const draft = (over: Partial<DraftSession> & { _id: string }): DraftSession => ({
  title: `Session ${over._id}`,
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
  title: s.title,
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
    expect(changeInWords(changes[0]!)).toBe('Added: 7 March 10:00, Seminar Hall 1')
    expect(changeInWords(changes[1]!)).toBe('Added: to be scheduled')
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
    expect(rest).toEqual([])
    expect(change?.type).toBe('moved')
    expect(changeInWords(change!)).toBe('Moved from 7 March 10:00, Seminar Hall 1 to 7 March 11:30, Seminar Hall 2')
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
      { type: 'changed', sessionId: 'c', title: 'Session c', fields: ['people', 'papers'] },
      { type: 'changed', sessionId: 'd', title: 'Session d', fields: ['status'] },
      { type: 'removed', sessionId: 'gone', title: 'Session gone' },
    ])
  })

  it("sees a room's new link as a change of the sessions that use it", () => {
    const a = draft({ _id: 'a' })
    const relinked = { ...hall1, onlineUrl: 'https://meet.example.org/new' }
    expect(previewChanges([a], [relinked], { rooms: [hall1], sessions: [published(a)] })).toEqual([
      { type: 'changed', sessionId: 'a', title: 'Session a', fields: ['link'] },
    ])
  })

  it('scheduling a session that was to be scheduled is a move', () => {
    const a = draft({ _id: 'a', start: null, end: null, roomId: null })
    const scheduled = { ...a, start: '2031-03-08T09:00:00+05:30', end: '2031-03-08T10:00:00+05:30' }
    const [change] = previewChanges([scheduled], [hall1], { rooms: [hall1], sessions: [published(a)] })
    expect(changeInWords(change!)).toBe('Moved from to be scheduled to 8 March 09:00, all rooms')
  })
})
