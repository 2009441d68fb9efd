import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { auditLog, programmeSessions, programmeVersions } from '../../db/schema'
import { BOTH_OR_NEITHER, END_NOT_AFTER_START } from './programme.schemas'

// Issue 33 items 1–3: rooms, the draft's sessions with their warnings, and publishing versions with a changelog.

const ctx = useTestApp()
const UNKNOWN = '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'
const UNKNOWN_2 = '4a2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'

let token: string
let speakerA: { _id: string; name: string }
let speakerB: { _id: string; name: string }
let paper1: { _id: string; heading: string }
let paper2: { _id: string; heading: string }

beforeAll(async () => {
  token = await ctx.login()
  const speaker = async (name: string) => {
    const res = await ctx.request('/speaker/create', {
      method: 'POST',
      json: { name, specialization: ['Grids'], imageUrl: 'https://example.org/p.jpg', description: 'd' },
      token,
    })
    expect(res.status).toBe(201)
    return (await res.json()).speaker
  }
  const paper = async (heading: string) => {
    const res = await ctx.request('/papers/add', {
      method: 'POST',
      json: { heading, authors: ['R. Singh', 'A. Kumar'], content: 'c' },
      token,
    })
    expect(res.status).toBe(201)
    return (await res.json()).paper
  }
  speakerA = await speaker('Dr. A. Sharma')
  speakerB = await speaker('Prof. B. Rao')
  paper1 = await paper('Smart grids at scale')
  paper2 = await paper('Storage for microgrids')
})

type Json = Record<string, any>

async function send(method: string, path: string, json?: unknown, withToken = true) {
  const res = await ctx.request(path, { method, json, token: withToken ? token : undefined })
  return { status: res.status, body: (await res.json()) as Json }
}

async function createRoom(json: Json) {
  const { status, body } = await send('POST', '/programme/rooms', json)
  expect(status, JSON.stringify(body)).toBe(201)
  return body.room as Json
}

async function createSession(json: Json) {
  const { status, body } = await send('POST', '/programme/sessions', { kind: 'talk', ...json })
  expect(status, JSON.stringify(body)).toBe(201)
  return body.session as Json
}

async function deleteAllSessions() {
  const { body } = await send('GET', '/programme/sessions')
  for (const s of body.sessions) expect((await send('DELETE', `/programme/sessions/${s._id}`)).status).toBe(200)
}

async function auditOf(entity: string, entityId: string) {
  return ctx.db.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at)
}

describe('the seeded programme (migration 0011)', () => {
  it('its version 1 is what publishing its draft gives: publishing again is 409', async () => {
    const programme = (await send('GET', '/programme', undefined, false)).body
    expect(programme.version.number).toBe(1)
    expect(programme.sessions.map((s: Json) => s.kind)).toEqual(['workshop', 'workshop', 'workshop'])
    // The menu's list: the same three, by title, with only what a link needs.
    const menu = (await send('GET', '/programme/workshops', undefined, false)).body
    const byTitle = [...programme.sessions].sort((a: Json, b: Json) => a.title.localeCompare(b.title, 'en'))
    expect(menu).toEqual({
      workshops: byTitle.map((s: Json) => ({ _id: s._id, number: s.number, slug: s.slug, title: s.title })),
    })
    const res = await send('POST', '/programme/publish', {})
    expect(res).toEqual({
      status: 409,
      body: { message: 'Nothing changed since version 1: there is nothing to publish.' },
    })
  })
})

describe('rooms', () => {
  it('GET is public; POST, PUT and DELETE need the token (401)', async () => {
    const list = await send('GET', '/programme/rooms', undefined, false)
    expect(list).toEqual({ status: 200, body: { rooms: [] } })
    expect((await send('POST', '/programme/rooms', { name: 'X' }, false)).status).toBe(401)
    expect((await send('PUT', `/programme/rooms/${UNKNOWN}`, { name: 'X' }, false)).status).toBe(401)
    expect((await send('DELETE', `/programme/rooms/${UNKNOWN}`, undefined, false)).status).toBe(401)
  })

  it('adds (201), lists by position then name, changes (200) and deletes (200) a room; each write audited', async () => {
    const res = await send('POST', '/programme/rooms', {
      name: ' Seminar Hall 2 ',
      capacity: 120,
      onlineUrl: 'https://meet.example.org/hall-2',
    })
    expect(res).toEqual({
      status: 201,
      body: {
        message: 'Room added successfully.',
        room: {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Seminar Hall 2',
          capacity: 120,
          onlineUrl: 'https://meet.example.org/hall-2',
          position: 0,
        },
      },
    })
    const hall2 = res.body.room
    // A new room goes after the last one; an explicit position puts it where it says.
    const hall3 = await createRoom({ name: 'Seminar Hall 3' })
    expect(hall3).toMatchObject({ position: 1, capacity: null, onlineUrl: null })
    const hall1 = await createRoom({ name: 'Seminar Hall 1', position: 0 })
    const names = async () => (await send('GET', '/programme/rooms')).body.rooms.map((r: Json) => r.name)
    expect(await names()).toEqual(['Seminar Hall 1', 'Seminar Hall 2', 'Seminar Hall 3'])

    const put = await send('PUT', `/programme/rooms/${hall3._id}`, { capacity: 40, position: 5 })
    expect(put).toEqual({
      status: 200,
      body: { message: 'Room updated successfully.', room: { ...hall3, capacity: 40, position: 5 } },
    })
    // A link and a capacity can be cleared.
    const cleared = await send('PUT', `/programme/rooms/${hall2._id}`, { onlineUrl: '', capacity: null })
    expect(cleared.body.room).toMatchObject({ name: 'Seminar Hall 2', onlineUrl: null, capacity: null })
    await send('PUT', `/programme/rooms/${hall2._id}`, { onlineUrl: 'https://meet.example.org/hall-2' })

    const del = await send('DELETE', `/programme/rooms/${hall3._id}`)
    expect(del).toEqual({ status: 200, body: { message: 'Room deleted successfully.' } })
    expect(await names()).toEqual(['Seminar Hall 1', 'Seminar Hall 2'])
    expect((await send('DELETE', `/programme/rooms/${hall3._id}`)).status).toBe(404)
    expect((await send('PUT', `/programme/rooms/${hall3._id}`, { capacity: 3 })).status).toBe(404)
    expect((await send('PUT', '/programme/rooms/not-a-uuid', { capacity: 3 })).status).toBe(404)

    const audit = await auditOf('room', hall3._id)
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete'])
    expect(audit[1]!.before).toMatchObject({ capacity: null })
    expect(audit[1]!.after).toMatchObject({ capacity: 40 })
    expect(audit[0]!.actorEmail).toBe('admin@example.org')
    expect(hall1.position).toBe(0)
  })

  it('a name already taken, whatever its case, is 409; bad fields are 400 naming the field', async () => {
    const taken = await send('POST', '/programme/rooms', { name: 'seminar HALL 1' })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('A room named "seminar HALL 1" exists already.')
    const { body } = await send('GET', '/programme/rooms')
    const hall2 = body.rooms.find((r: Json) => r.name === 'Seminar Hall 2')
    expect((await send('PUT', `/programme/rooms/${hall2._id}`, { name: 'SEMINAR hall 1' })).status).toBe(409)
    // Its own name in another case is no conflict.
    const renamed = await send('PUT', `/programme/rooms/${hall2._id}`, { name: 'seminar hall 2' })
    expect(renamed.status).toBe(200)
    await send('PUT', `/programme/rooms/${hall2._id}`, { name: 'Seminar Hall 2' })
    for (const [json, path] of [
      [{ name: '' }, 'name'],
      [{ name: 'Y', onlineUrl: 'javascript:alert(1)' }, 'onlineUrl'],
      [{ name: 'Y', capacity: 0 }, 'capacity'],
      [{ name: 'Y', capacity: 1.5 }, 'capacity'],
    ] as const) {
      const res = await send('POST', '/programme/rooms', json)
      expect(res.status, JSON.stringify(json)).toBe(400)
      expect(res.body.issues.map((i: Json) => i.path)).toContain(path)
    }
  })

  it('"All rooms" is reserved, however spelled (400 naming it): it would hide the plenary sessions in the exports', async () => {
    const { body } = await send('GET', '/programme/rooms')
    const hall2 = body.rooms.find((r: Json) => r.name === 'Seminar Hall 2')
    for (const [method, path, name] of [
      ['POST', '/programme/rooms', 'All rooms'],
      ['POST', '/programme/rooms', '  all   ROOMS '],
      ['PUT', `/programme/rooms/${hall2._id}`, 'All Rooms'],
    ] as const) {
      const res = await send(method, path, { name })
      expect(res.status, name).toBe(400)
      expect(res.body.issues).toEqual([
        {
          path: 'name',
          message:
            '"All rooms" is reserved: the programme files the sessions held in every room under it. Choose another name.',
        },
      ])
    }
    expect((await send('GET', '/programme/rooms')).body.rooms.map((r: Json) => r.name)).toEqual(
      body.rooms.map((r: Json) => r.name),
    )
    // A name that only contains it is a room like any other.
    const annexe = await send('POST', '/programme/rooms', { name: 'All rooms annexe' })
    expect(annexe.status).toBe(201)
    expect((await send('DELETE', `/programme/rooms/${annexe.body.room._id}`)).status).toBe(200)
  })
})

describe('sessions of the draft', () => {
  let hall1: Json
  let hall2: Json
  beforeAll(async () => {
    const rooms = (await send('GET', '/programme/rooms')).body.rooms
    hall1 = rooms.find((r: Json) => r.name === 'Seminar Hall 1')
    hall2 = rooms.find((r: Json) => r.name === 'Seminar Hall 2')
  })

  it('needs the token (401) to read or write the draft', async () => {
    expect((await send('GET', '/programme/sessions', undefined, false)).status).toBe(401)
    expect((await send('POST', '/programme/sessions', { kind: 'talk', title: 'T' }, false)).status).toBe(401)
    expect((await send('PUT', `/programme/sessions/${UNKNOWN}`, { title: 'T' }, false)).status).toBe(401)
    expect((await send('DELETE', `/programme/sessions/${UNKNOWN}`, undefined, false)).status).toBe(401)
  })

  it('POST adds a session (201) with every field; times answered with +05:30, stored as instants', async () => {
    // Every field a session has, answered as sent but for the start (sent in UTC).
    const fields = {
      kind: 'paper-session',
      title: 'Paper session 3: Smart grids',
      description: 'First paragraph.\n\nSecond paragraph.',
      end: '2026-03-07T11:30:00+05:30',
      roomId: hall1._id,
      track: 'Power systems',
      chairs: ['Prof. R. Singh'],
      speakerIds: [speakerA._id],
      people: [{ name: 'Dr. C. Das', role: 'Coordinator', institution: 'NIT Patna' }],
      paperIds: [paper2._id, paper1._id],
    }
    const res = await send('POST', '/programme/sessions', { ...fields, start: '2026-03-07T04:30:00Z' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toEqual({
      message: 'Session added successfully.',
      session: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        number: expect.any(Number),
        ...fields,
        slug: 'paper-session-3-smart-grids',
        start: '2026-03-07T10:00:00+05:30',
        onlineUrl: null,
        status: 'scheduled',
      },
    })
    const [row] = await ctx.db.handle.db
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.id, res.body.session._id))
    expect(row!.start!.toISOString()).toBe('2026-03-07T04:30:00.000Z')
    // Not yet scheduled: both times null, defaults for the rest.
    const later = await createSession({ title: 'To be decided' })
    expect(later).toMatchObject({
      start: null,
      end: null,
      roomId: null,
      track: null,
      chairs: [],
      speakerIds: [],
      people: [],
      paperIds: [],
      description: '',
      status: 'scheduled',
      slug: 'to-be-decided',
    })
    expect(later.number).toBeGreaterThan(res.body.session.number)
  })

  it('a slug made from a taken title gets -2, -3; a slug given and taken is 400', async () => {
    const a = await createSession({ title: 'Opening & Welcome!' })
    const b = await createSession({ title: 'Opening  welcome' })
    const c = await createSession({ title: 'OPENING: welcome' })
    expect([a.slug, b.slug, c.slug]).toEqual(['opening-welcome', 'opening-welcome-2', 'opening-welcome-3'])
    const own = await createSession({ title: 'Anything', slug: 'my-slug' })
    expect(own.slug).toBe('my-slug')
    const taken = await send('POST', '/programme/sessions', { kind: 'talk', title: 'X', slug: 'opening-welcome' })
    expect(taken.status).toBe(400)
    expect(taken.body.issues).toEqual([
      { path: 'slug', message: 'Slug "opening-welcome" is taken by the session "Opening & Welcome!".' },
    ])
    const putTaken = await send('PUT', `/programme/sessions/${b._id}`, { slug: 'my-slug' })
    expect(putTaken.status).toBe(400)
    expect(putTaken.body.issues[0]).toMatchObject({ path: 'slug', message: expect.stringMatching(/^Slug .* is taken/) })
    // Its own slug is no conflict.
    expect((await send('PUT', `/programme/sessions/${b._id}`, { slug: 'opening-welcome-2' })).status).toBe(200)
    for (const s of [a, b, c, own]) await send('DELETE', `/programme/sessions/${s._id}`)
  })

  it('bad input is 400 with an issue per field', async () => {
    const cases: [Json, string, string | RegExp][] = [
      [{ start: '2026-03-07T11:00:00+05:30', end: '2026-03-07T11:00:00+05:30' }, 'end', END_NOT_AFTER_START],
      [{ start: '2026-03-07T11:00:00+05:30', end: '2026-03-07T10:00:00+05:30' }, 'end', END_NOT_AFTER_START],
      [{ start: '2026-03-07T11:00:00+05:30' }, 'end', BOTH_OR_NEITHER],
      [{ end: '2026-03-07T11:00:00+05:30' }, 'start', BOTH_OR_NEITHER],
      [{ start: '2026-03-07 11:00', end: '2026-03-07T12:00:00+05:30' }, 'start', /with its offset/],
      [{ roomId: UNKNOWN }, 'roomId', `No room has the id ${UNKNOWN}.`],
      [{ roomId: 'hall-1' }, 'roomId', 'No room has the id hall-1.'],
      [
        { speakerIds: [speakerA._id, UNKNOWN, UNKNOWN_2] },
        'speakerIds',
        `No speaker has the ids ${UNKNOWN}, ${UNKNOWN_2}.`,
      ],
      [{ paperIds: [UNKNOWN, paper1._id] }, 'paperIds', `No paper has the id ${UNKNOWN}.`],
      [{ onlineUrl: 'javascript:alert(1)' }, 'onlineUrl', /./],
      [{ kind: 'lecture' }, 'kind', /^Kind must be one of: keynote, talk/],
      [{ title: '' }, 'title', 'Title is required.'],
      [{ slug: 'Not A Slug' }, 'slug', /lower-case/],
      [{ status: 'postponed' }, 'status', /^Status must be one of/],
    ]
    for (const [overrides, path, message] of cases) {
      const json = { kind: 'talk', title: 'Bad one', ...overrides }
      const res = await send('POST', '/programme/sessions', json)
      expect(res.status, JSON.stringify(json)).toBe(400)
      expect(res.body.issues, JSON.stringify(json)).toContainEqual({
        path,
        message: typeof message === 'string' ? message : expect.stringMatching(message),
      })
      if (typeof message === 'string') expect(res.body.message).toContain(`${path}: ${message}`)
    }
    // Several problems at once: one issue each.
    const many = await send('POST', '/programme/sessions', {
      kind: 'talk',
      title: 'Bad',
      start: '2026-03-07T11:00:00+05:30',
      end: '2026-03-07T10:00:00+05:30',
      roomId: UNKNOWN,
      paperIds: [UNKNOWN],
    })
    expect(many.body.issues.map((i: Json) => i.path)).toEqual(['end', 'roomId', 'paperIds'])
    const { body } = await send('GET', '/programme/sessions')
    expect(body.sessions.map((s: Json) => s.title)).not.toContain('Bad one')
  })

  it('PUT changes only the fields given (200); the checks apply to the session as it would be', async () => {
    const s = await createSession({
      title: 'Panel on storage',
      kind: 'panel',
      start: '2026-03-07T14:00:00+05:30',
      end: '2026-03-07T15:00:00+05:30',
      roomId: hall2._id,
      track: 'Storage',
    })
    const res = await send('PUT', `/programme/sessions/${s._id}`, { title: 'Panel: storage', chairs: ['Dr. E'] })
    expect(res).toEqual({
      status: 200,
      body: { message: 'Session updated successfully.', session: { ...s, title: 'Panel: storage', chairs: ['Dr. E'] } },
    })
    // The slug stays when the title changes (its page keeps its address).
    expect(res.body.session.slug).toBe('panel-on-storage')
    // Only the start: checked against the end it already has.
    const early = await send('PUT', `/programme/sessions/${s._id}`, { start: '2026-03-07T13:30:00+05:30' })
    expect(early.body.session).toMatchObject({ start: '2026-03-07T13:30:00+05:30', end: '2026-03-07T15:00:00+05:30' })
    const late = await send('PUT', `/programme/sessions/${s._id}`, { start: '2026-03-07T16:00:00+05:30' })
    expect(late.status).toBe(400)
    expect(late.body.issues).toEqual([{ path: 'end', message: END_NOT_AFTER_START }])
    const half = await send('PUT', `/programme/sessions/${s._id}`, { end: null })
    expect(half.body.issues).toEqual([{ path: 'end', message: BOTH_OR_NEITHER }])
    // Unscheduled again, every room, no track, cancelled.
    const off = await send('PUT', `/programme/sessions/${s._id}`, {
      start: null,
      end: null,
      roomId: null,
      track: null,
      status: 'cancelled',
    })
    expect(off.body.session).toMatchObject({ start: null, end: null, roomId: null, track: null, status: 'cancelled' })
    expect((await send('PUT', `/programme/sessions/${UNKNOWN}`, { title: 'X' })).status).toBe(404)
    expect((await send('PUT', '/programme/sessions/nope', { title: 'X' })).status).toBe(404)
    const del = await send('DELETE', `/programme/sessions/${s._id}`)
    expect(del).toEqual({ status: 200, body: { message: 'Session deleted successfully.' } })
    expect((await send('DELETE', `/programme/sessions/${s._id}`)).status).toBe(404)
    const audit = await auditOf('session', s._id)
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update', 'delete'])
  })

  it('a room a session uses cannot be deleted: 409 naming the sessions', async () => {
    const res = await send('DELETE', `/programme/rooms/${hall1._id}`)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      'Room "Seminar Hall 1" is still used by the session "Paper session 3: Smart grids". Move it to another room or delete it first.',
    )
    const other = await createSession({
      title: 'Second in hall 1',
      roomId: hall1._id,
      start: '2026-03-08T10:00:00+05:30',
      end: '2026-03-08T11:00:00+05:30',
    })
    const two = await send('DELETE', `/programme/rooms/${hall1._id}`)
    expect(two.body.message).toBe(
      'Room "Seminar Hall 1" is still used by 2 sessions: "Paper session 3: Smart grids", "Second in hall 1". Move them to another room or delete them first.',
    )
    await send('DELETE', `/programme/sessions/${other._id}`)
    expect((await auditOf('room', hall1._id)).map((a) => a.action)).toEqual(['create'])
  })

  it('GET lists the draft in programme order with warnings: room overlaps, every-room overlaps, double-booked speakers; none for cancelled', async () => {
    await deleteAllSessions()
    const day = (t: string) => `2026-03-07T${t}:00+05:30`
    const a = await createSession({ title: 'A', roomId: hall1._id, start: day('10:00'), end: day('11:00') })
    const b = await createSession({
      title: 'B',
      roomId: hall1._id,
      start: day('10:30'),
      end: day('11:30'),
      speakerIds: [speakerA._id],
    })
    const c = await createSession({
      title: 'C',
      roomId: hall2._id,
      start: day('11:00'),
      end: day('12:00'),
      speakerIds: [speakerA._id, speakerB._id],
    })
    const lunch = await createSession({
      title: 'Lunch',
      kind: 'break',
      roomId: null,
      start: day('13:00'),
      end: day('14:00'),
    })
    const d = await createSession({ title: 'D', roomId: hall2._id, start: day('13:30'), end: day('14:30') })
    const cancelled = await createSession({
      title: 'E',
      roomId: hall2._id,
      start: day('13:30'),
      end: day('14:30'),
      speakerIds: [speakerB._id],
      status: 'cancelled',
    })
    const unscheduled = await createSession({ title: 'Z later', speakerIds: [speakerA._id] })
    const { status, body } = await send('GET', '/programme/sessions')
    expect(status).toBe(200)
    expect(body.sessions.map((s: Json) => s.title)).toEqual(['A', 'B', 'C', 'Lunch', 'D', 'E', 'Z later'])
    expect(body.warnings).toEqual([
      {
        sessionIds: [a._id, b._id],
        message: 'Seminar Hall 1: "A" and "B" overlap on 7 March from 10:30 to 11:00.',
      },
      {
        sessionIds: [b._id, c._id],
        message: 'Dr. A. Sharma speaks in "B" and "C" at once, on 7 March from 11:00 to 11:30.',
      },
      {
        sessionIds: [lunch._id, d._id],
        message: 'Seminar Hall 2 ("Lunch" is in every room): "Lunch" and "D" overlap on 7 March from 13:30 to 14:00.',
      },
    ])
    // Moved apart, the warnings go; a warning never blocks a save.
    await send('PUT', `/programme/sessions/${b._id}`, { start: day('11:00'), end: day('11:30') })
    await send('PUT', `/programme/sessions/${b._id}`, { speakerIds: [] })
    await send('PUT', `/programme/sessions/${d._id}`, { start: day('14:00'), end: day('14:30') })
    expect((await send('GET', '/programme/sessions')).body.warnings).toEqual([])
    for (const s of [a, b, c, lunch, d, cancelled, unscheduled]) await send('DELETE', `/programme/sessions/${s._id}`)
  })
})

describe('publishing', () => {
  let hall1: Json
  let hall2: Json
  const day = (t: string) => `2026-03-07T${t}:00+05:30`
  beforeAll(async () => {
    // As on a database without the seeded workshops: no version yet, an empty draft.
    await ctx.db.handle.db.delete(programmeVersions)
    await deleteAllSessions()
    // Written behind the API's back: what visitors were answered before is dropped by hand.
    await ctx.cache.invalidate('programme')
    const rooms = (await send('GET', '/programme/rooms')).body.rooms
    hall1 = rooms.find((r: Json) => r.name === 'Seminar Hall 1')
    hall2 = rooms.find((r: Json) => r.name === 'Seminar Hall 2')
  })

  const publicProgramme = async () => (await send('GET', '/programme', undefined, false)).body
  const versions = async () => (await send('GET', '/programme/versions', undefined, false)).body.versions as Json[]

  it('needs the token; visitors see nothing of the draft before the first version', async () => {
    expect((await send('POST', '/programme/publish', {}, false)).status).toBe(401)
    await createSession({ title: 'Draft only', roomId: hall1._id, start: day('09:00'), end: day('09:30') })
    expect(await publicProgramme()).toEqual({ version: null, timeZone: 'Asia/Kolkata', rooms: [], sessions: [] })
    expect(await versions()).toEqual([])
    expect(await send('GET', '/programme/workshops', undefined, false)).toEqual({
      status: 200,
      body: { workshops: [] },
    })
    await deleteAllSessions()
  })

  let keynote: Json
  let talk: Json
  let posters: Json
  let panel: Json
  let tbd: Json

  it('publishes the draft as version 1 (201): every session added, resolved, in programme order', async () => {
    keynote = await createSession({
      kind: 'keynote',
      title: 'Keynote: the grid of 2040',
      roomId: hall1._id,
      start: day('09:30'),
      end: day('10:30'),
      speakerIds: [speakerB._id, speakerA._id],
    })
    talk = await createSession({
      title: 'Talk on storage',
      roomId: hall2._id,
      start: day('09:30'),
      end: day('10:00'),
      paperIds: [paper2._id, paper1._id],
      onlineUrl: 'https://meet.example.org/talk',
    })
    posters = await createSession({
      kind: 'poster-session',
      title: 'Posters',
      roomId: hall2._id,
      start: day('11:00'),
      end: day('12:00'),
    })
    panel = await createSession({
      kind: 'panel',
      title: 'Panel',
      roomId: hall1._id,
      start: day('12:00'),
      end: day('13:00'),
    })
    tbd = await createSession({ title: 'A later talk' })

    const res = await send('POST', '/programme/publish', { note: 'First programme.' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.message).toBe('Version 1 is published: 5 sessions added.')
    expect(res.body.version).toMatchObject({ number: 1, note: 'First programme.' })
    expect(Date.parse(res.body.version.publishedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(res.body.version.changes.map((c: Json) => [c.type, c.title])).toEqual([
      ['added', 'Keynote: the grid of 2040'],
      ['added', 'Talk on storage'],
      ['added', 'Posters'],
      ['added', 'Panel'],
      ['added', 'A later talk'],
    ])
    expect(res.body.version.changes[0].after).toEqual({
      start: day('09:30'),
      end: day('10:30'),
      roomId: hall1._id,
      room: 'Seminar Hall 1',
    })

    const programme = await publicProgramme()
    expect(programme.version).toEqual({
      number: 1,
      publishedAt: res.body.version.publishedAt,
      note: 'First programme.',
    })
    expect(programme.rooms.map((r: Json) => r.name)).toEqual(['Seminar Hall 1', 'Seminar Hall 2'])
    expect(programme.sessions.map((s: Json) => s.title)).toEqual([
      'Keynote: the grid of 2040',
      'Talk on storage',
      'Posters',
      'Panel',
      'A later talk',
    ])
    const [k, t] = programme.sessions
    expect(k).toMatchObject({
      _id: keynote._id,
      number: keynote.number,
      slug: 'keynote-the-grid-of-2040',
      start: day('09:30'),
      speakers: [
        { _id: speakerB._id, name: 'Prof. B. Rao', imageUrl: 'https://example.org/p.jpg' },
        { _id: speakerA._id, name: 'Dr. A. Sharma', imageUrl: 'https://example.org/p.jpg' },
      ],
      papers: [],
      onlineUrl: null,
      sequence: 0,
      lastModified: res.body.version.publishedAt,
    })
    expect('speakerIds' in k).toBe(false)
    expect(t).toMatchObject({
      papers: [
        { _id: paper2._id, heading: 'Storage for microgrids', authors: ['R. Singh', 'A. Kumar'] },
        { _id: paper1._id, heading: 'Smart grids at scale', authors: ['R. Singh', 'A. Kumar'] },
      ],
      onlineUrl: 'https://meet.example.org/talk',
    })
    // A session without a link of its own has its room's.
    expect(programme.sessions[2].onlineUrl).toBe('https://meet.example.org/hall-2')
  })

  it('publishing again with nothing changed is 409, naming the version', async () => {
    const res = await send('POST', '/programme/publish', {})
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Nothing changed since version 1: there is nothing to publish.')
    // Without a body at all, too.
    const bare = await ctx.request('/programme/publish', { method: 'POST', token })
    expect(bare.status).toBe(409)
    expect((await versions()).map((v) => v.number)).toEqual([1])
  })

  it('the draft stays private until published; version 2 lists moved, cancelled, removed, changed and added', async () => {
    await send('PUT', `/programme/sessions/${talk._id}`, {
      start: day('11:30'),
      end: day('12:00'),
      roomId: hall1._id,
    })
    await send('PUT', `/programme/sessions/${posters._id}`, { status: 'cancelled' })
    await send('DELETE', `/programme/sessions/${panel._id}`)
    await send('PUT', `/programme/sessions/${keynote._id}`, {
      title: 'Keynote: the grid of 2050',
      people: [{ name: 'Dr. F', role: 'Moderator' }],
      paperIds: [paper1._id],
    })
    const added = await createSession({
      title: 'Closing',
      kind: 'ceremony',
      roomId: null,
      start: day('17:00'),
      end: day('17:30'),
    })
    // Nothing of this shows before publishing.
    const before = await publicProgramme()
    expect(before.version.number).toBe(1)
    expect(before.sessions.find((s: Json) => s._id === talk._id).start).toBe(day('09:30'))
    expect(before.sessions.map((s: Json) => s.title)).not.toContain('Closing')

    const res = await send('POST', '/programme/publish', { note: 'Moves.' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { changes } = res.body.version
    expect(res.body.version.number).toBe(2)
    expect(changes).toEqual([
      {
        type: 'changed',
        sessionId: keynote._id,
        title: 'Keynote: the grid of 2050',
        fields: ['title', 'people', 'papers'],
      },
      { type: 'cancelled', sessionId: posters._id, title: 'Posters' },
      {
        type: 'moved',
        sessionId: talk._id,
        title: 'Talk on storage',
        before: { start: day('09:30'), end: day('10:00'), roomId: hall2._id, room: 'Seminar Hall 2' },
        after: { start: day('11:30'), end: day('12:00'), roomId: hall1._id, room: 'Seminar Hall 1' },
      },
      {
        type: 'added',
        sessionId: added._id,
        title: 'Closing',
        after: { start: day('17:00'), end: day('17:30'), roomId: null, room: null },
      },
      {
        type: 'removed',
        sessionId: panel._id,
        title: 'Panel',
        before: { start: day('12:00'), end: day('13:00'), roomId: hall1._id, room: 'Seminar Hall 1' },
      },
    ])
    expect(res.body.message).toBe(
      'Version 2 is published: 1 session added, 1 moved, 1 cancelled, 1 removed, 1 changed.',
    )

    const programme = await publicProgramme()
    const byId = new Map(programme.sessions.map((s: Json) => [s._id, s]))
    const v2 = res.body.version.publishedAt
    const v1 = (await versions())[1]!.publishedAt
    expect(byId.get(talk._id)).toMatchObject({ start: day('11:30'), roomId: hall1._id, sequence: 1, lastModified: v2 })
    expect(byId.get(posters._id)).toMatchObject({ status: 'cancelled', sequence: 1 })
    expect(byId.get(keynote._id)).toMatchObject({ title: 'Keynote: the grid of 2050', sequence: 1 })
    expect(byId.get(tbd._id)).toMatchObject({ sequence: 0, lastModified: v1 })
    expect(byId.get(added._id)).toMatchObject({ sequence: 0, lastModified: v2 })
    expect(byId.has(panel._id)).toBe(false)
    // Programme order: the closing (every room) after the day's talks; unscheduled last.
    expect(programme.sessions.map((s: Json) => s.title)).toEqual([
      'Keynote: the grid of 2050',
      'Posters',
      'Talk on storage',
      'Closing',
      'A later talk',
    ])

    // The changelog: newest first, each with its changes.
    const list = await versions()
    expect(list.map((v) => [v.number, v.note, v.changes.length])).toEqual([
      [2, 'Moves.', 5],
      [1, 'First programme.', 5],
    ])
  })

  it('a session both moved and changed gives a moved entry and a changed one; a speaker renamed is a change', async () => {
    await send('PUT', `/programme/sessions/${talk._id}`, {
      start: day('15:00'),
      end: day('15:30'),
      description: 'Now with a description.',
      onlineUrl: null,
    })
    const res = await send('POST', '/programme/publish', {})
    expect(res.status).toBe(201)
    expect(res.body.version.changes).toEqual([
      expect.objectContaining({ type: 'moved', sessionId: talk._id }),
      // Its own link gone: the room's applies now.
      { type: 'changed', sessionId: talk._id, title: 'Talk on storage', fields: ['description', 'link'] },
    ])
    const talkNow = (await publicProgramme()).sessions.find((s: Json) => s._id === talk._id)
    expect(talkNow).toMatchObject({ onlineUrl: null, sequence: 2 })

    const rename = await ctx.request(`/speaker/update/${speakerA._id}`, {
      method: 'PUT',
      json: {
        name: 'Dr. A. K. Sharma',
        specialization: ['Grids'],
        imageUrl: 'https://example.org/p.jpg',
        description: 'd',
      },
      token,
    })
    expect(rename.status).toBeLessThan(300)
    // A paper deleted from the papers list leaves the sessions that named it.
    expect((await send('DELETE', `/papers/delete/${paper2._id}`)).status).toBe(200)
    const again = await send('POST', '/programme/publish', {})
    expect(again.status, JSON.stringify(again.body)).toBe(201)
    expect(again.body.version.changes).toEqual([
      { type: 'changed', sessionId: keynote._id, title: 'Keynote: the grid of 2050', fields: ['speakers'] },
      { type: 'changed', sessionId: talk._id, title: 'Talk on storage', fields: ['papers'] },
    ])
    const resolved = (await publicProgramme()).sessions
    expect(resolved.find((s: Json) => s._id === keynote._id).speakers[1].name).toBe('Dr. A. K. Sharma')
    expect(resolved.find((s: Json) => s._id === talk._id).papers.map((p: Json) => p._id)).toEqual([paper1._id])
    expect((await send('POST', '/programme/publish', {})).status).toBe(409)
  })

  it('two publishes at once: one version each or a 409, never the same number twice', async () => {
    await send('PUT', `/programme/sessions/${tbd._id}`, { title: 'A later talk, renamed' })
    const answers = await Promise.all([send('POST', '/programme/publish', {}), send('POST', '/programme/publish', {})])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    const numbers = (await versions()).map((v) => v.number)
    expect(numbers).toEqual([5, 4, 3, 2, 1])
  })

  it('every publish is audited with its number and changes', async () => {
    const audit = await auditOf('programme-version', '2')
    expect(audit).toHaveLength(1)
    expect(audit[0]!.action).toBe('publish')
    expect(audit[0]!.after).toMatchObject({ number: 2, note: 'Moves.', changes: expect.any(Array) })
  })

  it('the public answers are cached: a publish drops them, a draft edit drops none of the published ones', async () => {
    for (const path of ['/programme', '/programme/versions', '/programme/rooms']) {
      await send('GET', path, undefined, false)
      const computed = ctx.cache.computations
      expect((await send('GET', path, undefined, false)).status).toBe(200)
      expect(ctx.cache.computations, path).toBe(computed)
    }
    const first = await send('GET', '/programme/rooms', undefined, false)
    const room = await createRoom({ name: 'Hall 9' })
    const after = await send('GET', '/programme/rooms', undefined, false)
    expect(after.body.rooms.length).toBe(first.body.rooms.length + 1)
    await send('DELETE', `/programme/rooms/${room._id}`)
    expect((await send('GET', '/programme/rooms', undefined, false)).body.rooms.length).toBe(first.body.rooms.length)
    const v = (await publicProgramme()).version.number
    // Rooms and the draft change apart from what visitors read: the published answers stay cached (not computed again).
    const published = ['/programme', '/programme/versions', '/programme/schedule.xml', '/programme/calendar.ics']
    const status = async (path: string) => (await ctx.request(path)).status
    for (const path of published) await status(path)
    const before = ctx.cache.computations
    await send('PUT', `/programme/sessions/${tbd._id}`, { title: 'A later talk, again' })
    const extra = await createRoom({ name: 'Hall 10' })
    await send('DELETE', `/programme/rooms/${extra._id}`)
    for (const path of published) expect(await status(path), path).toBe(200)
    expect(ctx.cache.computations).toBe(before)
    expect((await publicProgramme()).sessions.some((s: Json) => s.title === 'A later talk, again')).toBe(false)
    expect((await send('POST', '/programme/publish', {})).status).toBe(201)
    expect((await publicProgramme()).sessions.some((s: Json) => s.title === 'A later talk, again')).toBe(true)
    expect((await publicProgramme()).version.number).toBe(v + 1)
    expect((await versions())[0]!.number).toBe(v + 1)
  })

  it('GET /programme/workshops lists the published workshops only, by title; a publish drops the cached list', async () => {
    const workshops = async () => (await send('GET', '/programme/workshops', undefined, false)).body.workshops as Json[]
    expect(await workshops()).toEqual([])
    const computed = ctx.cache.computations
    expect(await workshops()).toEqual([])
    expect(ctx.cache.computations).toBe(computed)
    const zeta = await createSession({ kind: 'workshop', title: 'Zeta lab', slug: 'zeta-lab' })
    const alpha = await createSession({
      kind: 'workshop',
      title: 'Alpha lab',
      roomId: hall2._id,
      start: day('14:00'),
      end: day('17:00'),
    })
    // A draft edit is not published: visitors' list is unchanged until the publish.
    expect(await workshops()).toEqual([])
    expect((await send('POST', '/programme/publish', {})).status).toBe(201)
    const published = (await publicProgramme()).sessions as Json[]
    const number = (id: string) => published.find((s) => s._id === id)!.number
    expect(await workshops()).toEqual([
      { _id: alpha._id, number: number(alpha._id), slug: 'alpha-lab', title: 'Alpha lab' },
      { _id: zeta._id, number: number(zeta._id), slug: 'zeta-lab', title: 'Zeta lab' },
    ])
  })
})
