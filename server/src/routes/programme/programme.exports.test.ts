import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { desc, eq, max } from 'drizzle-orm'
import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProgrammeSnapshot, PublishedRoom, PublishedSession } from '../../../../common/programme'
import { useTestApp } from '../../../test/context'
import { programmeVersions } from '../../db/schema'
import { publishedSession } from './programme.fixtures'

// The exports as the apps and calendars that read them would: the frab XML checked by xmllint against c3voc's XSD,
// the frab JSON by a JSON-schema validator against c3voc's schema (copies in test/fixtures/c3voc), the calendar
// parsed by ical.js. The programme is two versions written as the publish step writes them (programme_versions
// rows holding the whole published snapshot), so GUIDs, UIDs and SEQUENCE can be followed from one to the next.

const ORIGIN = 'https://icnari2026.example.org'
const ctx = useTestApp({ publicUrl: ORIGIN })

const C3VOC = fileURLToPath(new URL('../../../test/fixtures/c3voc/', import.meta.url))
const XSD = join(C3VOC, 'schedule.xml.xsd')

// ---- the programme ----

const hall1: PublishedRoom = {
  _id: randomUUID(),
  name: 'Seminar Hall 1',
  capacity: 120,
  onlineUrl: 'https://meet.example.org/hall-1',
  position: 1,
}
const hall2: PublishedRoom = { _id: randomUUID(), name: 'Seminar Hall 2', capacity: 60, onlineUrl: null, position: 2 }
const speaker = { _id: randomUUID(), name: 'Dr. Asha Rao', imageUrl: '' }

const session = publishedSession

const keynote = session({
  number: 101,
  kind: 'keynote',
  title: 'Opening keynote: grids & <storage>',
  slug: 'opening-keynote',
  description: 'Why storage decides the grid of tomorrow.\n\nA second paragraph, with "quotes" & an ampersand.',
  start: '2026-03-06T10:00:00+05:30',
  end: '2026-03-06T11:00:00+05:30',
  roomId: hall1._id,
  track: 'Power Systems',
  chairs: ['Prof. Meera Iyer'],
  speakers: [speaker],
  people: [
    { name: 'Ravi Kumar', role: 'Moderator', institution: 'NIT Patna' },
    { name: 'Dr. Asha Rao', role: 'Speaker' },
  ],
  papers: [{ _id: randomUUID(), heading: 'Storage at scale', authors: ['A. Rao', 'B. Sen'] }],
  onlineUrl: hall1.onlineUrl,
})
const talk = session({
  number: 102,
  title: 'Microgrids in rural Bihar',
  slug: 'microgrids-in-rural-bihar',
  start: '2026-03-07T14:00:00+05:30',
  end: '2026-03-07T14:30:00+05:30',
  roomId: hall2._id,
})
const tea = session({
  number: 103,
  kind: 'break',
  title: 'Tea break',
  slug: 'tea-break',
  start: '2026-03-06T11:00:00+05:30',
  end: '2026-03-06T11:30:00+05:30',
})
const unscheduled = session({ number: 104, title: 'Poster session', slug: 'poster-session', kind: 'poster-session' })
const workshop = session({
  number: 105,
  kind: 'workshop',
  title: 'Hands-on PV modelling',
  slug: 'hands-on-pv-modelling',
  start: '2026-03-08T09:30:00+05:30',
  end: '2026-03-08T12:30:00+05:30',
  roomId: hall1._id,
})
const added = session({
  number: 106,
  kind: 'panel',
  title: 'Closing panel',
  slug: 'closing-panel',
  start: '2026-03-08T16:00:00+05:30',
  end: '2026-03-08T17:00:00+05:30',
  roomId: hall2._id,
  lastModified: '2026-02-10T09:00:00.000Z',
})

const first: ProgrammeSnapshot = { rooms: [hall1, hall2], sessions: [keynote, tea, talk, workshop, unscheduled] }
// The second version: the keynote moves to 11:30 in Seminar Hall 2, the workshop is cancelled, a panel is added.
const movedKeynote = {
  ...keynote,
  start: '2026-03-06T11:30:00+05:30',
  end: '2026-03-06T12:30:00+05:30',
  roomId: hall2._id,
  sequence: 1,
  lastModified: '2026-02-10T09:00:00.000Z',
}
const cancelledWorkshop = {
  ...workshop,
  status: 'cancelled' as const,
  sequence: 1,
  lastModified: '2026-02-10T09:00:00.000Z',
}
const second: ProgrammeSnapshot = {
  rooms: [hall1, hall2],
  sessions: [tea, movedKeynote, talk, cancelledWorkshop, added, unscheduled],
}

async function publish(snapshot: ProgrammeSnapshot, publishedAt: string): Promise<number> {
  const db = ctx.db.handle.db
  const [row] = await db.select({ n: max(programmeVersions.number) }).from(programmeVersions)
  const number = (row?.n ?? 0) + 1
  await db.insert(programmeVersions).values({
    number,
    publishedAt: new Date(publishedAt),
    note: `Version ${number}`,
    changes: [],
    snapshot,
  })
  // Written past the API, so dropped here as POST /programme/publish drops it (topic 'programme').
  await ctx.cache.invalidate('programme')
  return number
}

// ---- reading the exports ----

interface Exports {
  version: number
  xml: string
  json: string
  ics: string
  etags: { xml: string; json: string; ics: string }
}

async function text(path: string, headers: Record<string, string> = {}) {
  const res = await ctx.request(path, { headers })
  return { res, body: res.status === 200 ? await res.text() : '' }
}

async function readExports(version: number): Promise<Exports> {
  const [xml, json, ics] = await Promise.all([
    text('/programme/schedule.xml'),
    text('/programme/schedule.json'),
    text('/programme/calendar.ics'),
  ])
  for (const r of [xml, json, ics]) expect(r.res.status).toBe(200)
  return {
    version,
    xml: xml.body,
    json: json.body,
    ics: ics.body,
    etags: {
      xml: xml.res.headers.get('etag')!,
      json: json.res.headers.get('etag')!,
      ics: ics.res.headers.get('etag')!,
    },
  }
}

/** Events of the frab XML as `guid → { id, attributes and child elements }`, read with a plain pattern. */
function xmlEvents(xml: string) {
  const events = new Map<string, Record<string, string>>()
  for (const m of xml.matchAll(/<event guid="([^"]+)" id="(\d+)">([\s\S]*?)<\/event>/g)) {
    const fields: Record<string, string> = { id: m[2]! }
    for (const f of m[3]!.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) fields[f[1]!] ??= f[2]!
    events.set(m[1]!, fields)
  }
  return events
}

/** The frab JSON, checked against its schema, then read loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

function jsonEvents(json: string): Map<string, Json> {
  const doc = JSON.parse(json) as Json
  const events = new Map<string, Json>()
  for (const day of doc.schedule.conference.days)
    for (const list of Object.values(day.rooms) as Json[][]) for (const e of list) events.set(e.guid, e)
  return events
}

function calendarEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const events = calendar.getAllSubcomponents('vevent')
  return {
    calendar,
    byUid: new Map(events.map((v) => [String(v.getFirstPropertyValue('uid')), v])),
  }
}

const uidOf = (s: PublishedSession) => `${s._id}@icnari2026.example.org`

// ---- the validators ----

/**
 * xmllint with the XSD: Debian's binary when installed (as CI installs it), else the same libxml2 compiled to
 * WebAssembly (xmllint-wasm), so the check runs on a machine without libxml2-utils and gives the same verdict.
 */
async function xmllint(xml: string): Promise<{ status: number | null; output: string }> {
  const probe = spawnSync('xmllint', ['--version'], { encoding: 'utf8' })
  if (probe.error) {
    const { validateXML } = await import('xmllint-wasm')
    const result = await validateXML({
      xml: [{ fileName: 'schedule.xml', contents: xml }],
      schema: [readFileSync(XSD, 'utf8')],
    })
    return {
      status: result.valid ? 0 : 1,
      output: result.valid ? 'schedule.xml validates' : result.errors.map((e) => e.rawMessage).join('\n'),
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'schedule-'))
  try {
    const file = join(dir, 'schedule.xml')
    writeFileSync(file, xml)
    const run = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * c3voc's schema is JSON Schema draft-06: Ajv's default class (draft-07) with the draft-06 meta-schema added, as
 * Ajv documents for draft-06. Not strict: the schema has non-standard keywords ($oneOf, $todo) and a `color` format
 * only c3voc defines.
 */
function jsonValidator(): ValidateFunction {
  const require = createRequire(import.meta.url)
  const ajv = new Ajv({ strict: false, allErrors: true })
  ajv.addMetaSchema(require('ajv/lib/refs/json-schema-draft-06.json'))
  addFormats(ajv)
  ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/)
  return ajv.compile(JSON.parse(readFileSync(join(C3VOC, 'schema.json'), 'utf8')))
}

// ---- the tests ----

let before: Exports // the version the migrations published (the workshops, none scheduled yet)
let v1: Exports
let v2: Exports

beforeAll(async () => {
  const [row] = await ctx.db.handle.db.select({ n: max(programmeVersions.number) }).from(programmeVersions)
  before = await readExports(row?.n ?? 0)
  v1 = await readExports(await publish(first, '2026-02-01T10:00:00.000Z'))
  v2 = await readExports(await publish(second, '2026-02-10T09:00:00.000Z'))
}, 60_000)

describe('the frab exports validate against the c3voc validators', () => {
  let validate: ValidateFunction
  beforeAll(() => {
    validate = jsonValidator()
  })

  it('schedule.xml: xmllint with c3voc’s schedule.xml.xsd, for every version', async () => {
    for (const v of [before, v1, v2]) {
      const { status, output } = await xmllint(v.xml)
      expect(output, `version ${v.version}`).toContain('validates')
      expect(status, output).toBe(0)
    }
  })

  it('the validators refuse a broken schedule (so a pass means something)', async () => {
    expect((await xmllint(v1.xml.replace(/<duration>[^<]*</, '<duration>an hour<'))).status).not.toBe(0)
    const doc = JSON.parse(v1.json) as Json
    const day = doc.schedule.conference.days[0]
    ;(Object.values(day.rooms) as Json[][]).find((l) => l.length)![0].status = 'cancelled'
    expect(validate(doc)).toBe(false)
  })

  it('schedule.json: c3voc’s schema.json (draft-06), for every version', () => {
    for (const v of [before, v1, v2]) {
      const ok = validate(JSON.parse(v.json))
      expect(validate.errors ?? [], `version ${v.version}`).toEqual([])
      expect(ok).toBe(true)
    }
  })
})

describe('GET /api/programme/schedule.xml and schedule.json', () => {
  it('answer with their types, a file name from the acronym, public caching and an ETag', async () => {
    const xml = await ctx.request('/programme/schedule.xml')
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(xml.headers.get('content-disposition')).toBe('inline; filename="icnari2026-schedule.xml"')
    expect(xml.headers.get('cache-control')).toBe('public, no-cache')
    expect(xml.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    const json = await ctx.request('/programme/schedule.json')
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(json.headers.get('content-disposition')).toBe('inline; filename="icnari2026-schedule.json"')
    expect(json.headers.get('cache-control')).toBe('public, no-cache')
  })

  it('name the conference by its acronym, the published version and the conference days (+05:30)', () => {
    expect(v2.xml).toContain(`<version>${v2.version}</version>`)
    expect(v1.xml).toContain(`<version>${v1.version}</version>`)
    expect(v2.xml).toContain('<acronym>icnari2026</acronym>')
    expect(v2.xml).toContain('<title>ICNARI 2026</title>')
    expect(v2.xml).toContain('<days>3</days>')
    expect(v2.xml).toContain('<day index="1" date="2026-03-06" start="2026-03-06T00:00:00+05:30"')
    expect(v2.xml).toContain('<day index="3" date="2026-03-08" start="2026-03-08T00:00:00+05:30"')
    // Before any session is scheduled: the three days, empty.
    expect(before.xml.match(/<day /g)).toHaveLength(3)
    expect(before.xml).not.toContain('<event ')

    const doc = JSON.parse(v2.json) as Json
    expect(doc.schedule.version).toBe(String(v2.version))
    const c = doc.schedule.conference
    expect(c.acronym).toBe('icnari2026')
    expect([c.start, c.end, c.daysCount]).toEqual(['2026-03-06', '2026-03-08', 3])
    expect(c.time_zone_name).toBe('Asia/Kolkata')
    expect(
      c.days.map((d: Json) => [d.index, d.date, d.day_start, d.day_end]),
      'days',
    ).toEqual([
      [1, '2026-03-06', '2026-03-06T00:00:00+05:30', '2026-03-06T23:59:59+05:30'],
      [2, '2026-03-07', '2026-03-07T00:00:00+05:30', '2026-03-07T23:59:59+05:30'],
      [3, '2026-03-08', '2026-03-08T00:00:00+05:30', '2026-03-08T23:59:59+05:30'],
    ])
    expect(c.rooms.map((r: Json) => r.name)).toEqual(['All rooms', 'Seminar Hall 1', 'Seminar Hall 2'])
  })

  it('write each session: guid, id, slug, times with the offset, duration, room, persons, url, language', () => {
    // The keynote's time, room and addresses, written alike in both formats.
    const keynoteEvent = {
      date: '2026-03-06T11:30:00+05:30',
      start: '11:30',
      duration: '01:00',
      room: 'Seminar Hall 2',
      slug: 'icnari2026-0101-opening-keynote',
      url: `${ORIGIN}/programme/opening-keynote`,
    }
    const x = xmlEvents(v2.xml).get(keynote._id)!
    expect(x).toMatchObject({
      id: '101',
      ...keynoteEvent,
      title: 'Opening keynote: grids &amp; &lt;storage&gt;',
      type: 'keynote',
      track: 'Power Systems',
      language: 'en',
      abstract: 'Why storage decides the grid of tomorrow.',
    })
    expect(x.description).toContain('A second paragraph, with &quot;quotes&quot; &amp; an ampersand.')
    expect(x.description).toContain('Chair: Prof. Meera Iyer')
    expect(x.description).toContain('1. Storage at scale (A. Rao, B. Sen)')
    expect(v2.xml).toContain(`<person guid="${speaker._id}">Dr. Asha Rao</person>`)
    expect(v2.xml).toContain('<person>Ravi Kumar</person>')

    const j = jsonEvents(v2.json).get(keynote._id)
    expect(j).toMatchObject({
      guid: keynote._id,
      id: 101,
      ...keynoteEvent,
      title: 'Opening keynote: grids & <storage>',
      type: 'keynote',
      language: 'en',
    })
    // The speaker once (with its id as GUID), then the other people.
    expect(j.persons).toEqual([{ name: 'Dr. Asha Rao', guid: speaker._id }, { name: 'Ravi Kumar' }])
    expect(j.links).toEqual([{ url: 'https://meet.example.org/hall-1', title: 'Join online' }])
    // A session with no room is filed under "All rooms".
    expect(jsonEvents(v2.json).get(tea._id).room).toBe('All rooms')
  })

  it('keep each session’s GUID and numeric id across versions; leave out unscheduled and cancelled sessions', () => {
    const pairs = [
      [xmlEvents(v1.xml), xmlEvents(v2.xml)],
      [jsonEvents(v1.json), jsonEvents(v2.json)],
    ] as const
    for (const [a, b] of pairs) {
      expect([...a.keys()].sort()).toEqual([keynote, talk, tea, workshop].map((s) => s._id).sort())
      expect([...b.keys()].sort()).toEqual([keynote, talk, tea, added].map((s) => s._id).sort())
      for (const s of [keynote, talk, tea]) {
        expect(String(a.get(s._id).id)).toBe(String(s.number))
        expect(String(b.get(s._id).id)).toBe(String(s.number))
      }
    }
    // The keynote moved: same GUID and id, new time and room.
    expect(xmlEvents(v1.xml).get(keynote._id)).toMatchObject({ start: '10:00', room: 'Seminar Hall 1' })
    expect(xmlEvents(v2.xml).get(keynote._id)).toMatchObject({ start: '11:30', room: 'Seminar Hall 2' })
  })
})

describe('GET /api/programme/calendar.ics', () => {
  it('is a calendar named by the short name, with its headers', async () => {
    const res = await ctx.request('/programme/calendar.ics')
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('inline; filename="icnari2026-programme.ics"')
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    const body = await res.text()
    expect(body.endsWith('\r\n')).toBe(true)
    expect(body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
    const { calendar } = calendarEvents(body)
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('ICNARI 2026 programme')
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata')
  })

  it('has every scheduled session with a stable UID, UTC times, LAST-MODIFIED, LOCATION and URL', () => {
    const { byUid } = calendarEvents(v2.ics)
    expect([...byUid.keys()].sort()).toEqual([keynote, talk, tea, cancelledWorkshop, added].map(uidOf).sort())
    const e = new ICAL.Event(byUid.get(uidOf(keynote))!)
    expect(e.summary).toBe('Opening keynote: grids & <storage>')
    expect(e.startDate.zone?.tzid).toBe('UTC')
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-03-06T06:00:00.000Z')
    expect(e.endDate.toJSDate().toISOString()).toBe('2026-03-06T07:00:00.000Z')
    expect(e.location).toBe('Seminar Hall 2 (online: https://meet.example.org/hall-1)')
    expect(e.component.getFirstPropertyValue('url')).toBe(`${ORIGIN}/programme/opening-keynote`)
    const modified = e.component.getFirstPropertyValue('last-modified') as ICAL.Time
    const stamp = e.component.getFirstPropertyValue('dtstamp') as ICAL.Time
    expect(modified.toJSDate().toISOString()).toBe('2026-02-10T09:00:00.000Z')
    expect(stamp.toJSDate().toISOString()).toBe('2026-02-10T09:00:00.000Z')
    expect(e.description).toContain('Keynote, 6 March 11:30–12:30 IST, Seminar Hall 2.')
    expect(e.description).toContain('With Dr. Asha Rao, Ravi Kumar.')
    expect(e.description).toContain(`${ORIGIN}/programme/opening-keynote`)
    // A session with no room is in every room, at the venue.
    expect(new ICAL.Event(byUid.get(uidOf(tea))!).location).toBe('All rooms, NIT Patna')
  })

  it('keeps the UID of a moved session and raises its SEQUENCE; a cancelled one stays, STATUS:CANCELLED', () => {
    const a = calendarEvents(v1.ics).byUid
    const b = calendarEvents(v2.ics).byUid
    const moved = [a.get(uidOf(keynote))!, b.get(uidOf(keynote))!].map((v) => new ICAL.Event(v))
    expect(moved.map((e) => e.sequence)).toEqual([0, 1])
    expect(moved.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      '2026-03-06T04:30:00.000Z',
      '2026-03-06T06:00:00.000Z',
    ])
    expect(moved.map((e) => e.location)).toEqual([
      'Seminar Hall 1 (online: https://meet.example.org/hall-1)',
      'Seminar Hall 2 (online: https://meet.example.org/hall-1)',
    ])
    const cancelled = [a.get(uidOf(workshop))!, b.get(uidOf(workshop))!]
    expect(cancelled.map((v) => v.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CANCELLED'])
    expect(cancelled.map((v) => v.getFirstPropertyValue('sequence'))).toEqual([0, 1])
    // Unchanged: same SEQUENCE, same lines.
    expect(new ICAL.Event(b.get(uidOf(talk))!).sequence).toBe(0)
    expect(a.get(uidOf(talk))!.toString()).toBe(b.get(uidOf(talk))!.toString())
    // Still to be scheduled: in neither.
    expect(a.has(uidOf(unscheduled)) || b.has(uidOf(unscheduled))).toBe(false)
  })

  it('?sessions= gives only those, by id or slug; unknown ones are left out', async () => {
    const { res, body } = await text(
      `/programme/calendar.ics?sessions=${keynote._id.toUpperCase()},microgrids-in-rural-bihar,no-such-session,${randomUUID()}`,
    )
    expect(res.status).toBe(200)
    expect([...calendarEvents(body).byUid.keys()].sort()).toEqual([uidOf(keynote), uidOf(talk)].sort())
    const one = await text('/programme/calendar.ics?sessions=closing-panel')
    expect([...calendarEvents(one.body).byUid.keys()]).toEqual([uidOf(added)])
    expect(one.res.headers.get('content-disposition')).toBe('inline; filename="icnari2026-closing-panel.ics"')
    const none = await text('/programme/calendar.ics?sessions=no-such-session')
    expect(none.res.status).toBe(200)
    expect(calendarEvents(none.body).byUid.size).toBe(0)
    // 500 entries are allowed.
    const many = await ctx.request(`/programme/calendar.ics?sessions=${Array(500).fill('a').join(',')}`)
    expect(many.status).toBe(200)
  })

  it('?sessions= reads the published snapshot once per version, not on every request', async () => {
    const db = ctx.db.handle.db
    const [latest] = await db.select().from(programmeVersions).orderBy(desc(programmeVersions.number)).limit(1)
    const stored = latest!.snapshot as ProgrammeSnapshot
    const retitled = (title: string): ProgrammeSnapshot => ({
      ...stored,
      sessions: stored.sessions.map((s) => (s._id === keynote._id ? { ...s, title } : s)),
    })
    const summary = async () => {
      const { body } = await text(`/programme/calendar.ics?sessions=${keynote._id}`)
      return new ICAL.Event(calendarEvents(body).byUid.get(uidOf(keynote))!).summary
    }
    const before = await summary()
    expect(before).toBe('Opening keynote: grids & <storage>')
    try {
      // The stored row changed under the same version (no route does that): the kept snapshot answers.
      await db
        .update(programmeVersions)
        .set({ snapshot: retitled('Read again') })
        .where(eq(programmeVersions.number, latest!.number))
      expect(await summary()).toBe(before)
      // A new version is read at once.
      await db
        .insert(programmeVersions)
        .values({ ...latest!, number: latest!.number + 1, snapshot: retitled('Version 3') })
      expect(await summary()).toBe('Version 3')
    } finally {
      await db.delete(programmeVersions).where(eq(programmeVersions.number, latest!.number + 1))
      await db.update(programmeVersions).set({ snapshot: stored }).where(eq(programmeVersions.number, latest!.number))
    }
    expect(await summary()).toBe(before)
  })

  it('?sessions= that is malformed or names more than 500 is 400, with a message that says why', async () => {
    const cases: [string, string][] = [
      ['', 'no empty entries'],
      ['opening-keynote,,closing-panel', 'no empty entries'],
      ['Opening Keynote!', 'neither a session id nor a slug'],
      ['<script>', 'neither a session id nor a slug'],
      [Array(501).fill('a').join(','), 'at most 500 sessions'],
    ]
    for (const [value, words] of cases) {
      const res = await ctx.request(`/programme/calendar.ics?sessions=${encodeURIComponent(value)}`)
      expect(res.status, value).toBe(400)
      const body = await res.json()
      expect(body.message, value).toContain(words)
      expect(body.issues?.[0]?.path, value).toBe('sessions')
    }
  })
})

describe('caching', () => {
  const paths = ['/programme/schedule.xml', '/programme/schedule.json', '/programme/calendar.ics'] as const

  it('the same body and ETag on every request until a version is published; 304 to If-None-Match', async () => {
    for (const path of paths) {
      const a = await text(path)
      const b = await text(path)
      expect(b.body).toBe(a.body)
      const etag = a.res.headers.get('etag')!
      expect(b.res.headers.get('etag')).toBe(etag)
      const cached = await ctx.request(path, { headers: { 'If-None-Match': etag } })
      expect(cached.status, path).toBe(304)
      expect(cached.headers.get('etag')).toBe(etag)
      expect(await cached.text()).toBe('')
    }
  })

  it('each publication changes the ETags, so the copy of a version before is answered in full', async () => {
    expect(v1.etags.xml).not.toBe(v2.etags.xml)
    expect(v1.etags.json).not.toBe(v2.etags.json)
    expect(v1.etags.ics).not.toBe(v2.etags.ics)
    for (const [path, etag] of [
      ['/programme/schedule.xml', v1.etags.xml],
      ['/programme/schedule.json', v1.etags.json],
      ['/programme/calendar.ics', v1.etags.ics],
    ] as const) {
      const res = await ctx.request(path, { headers: { 'If-None-Match': etag } })
      expect(res.status, path).toBe(200)
    }
  })
})

describe('the kept exports follow the settings', () => {
  // The response cache keeps the whole exports; they name the conference from the settings, so editing it must
  // reach the next poll (cache-keys.ts WRITE_ALSO_DROPS), and a visitor's own selection is never the whole file.
  it('a new acronym in the settings is in the next schedule.xml; ?sessions= gets only those', async () => {
    const before = await text('/programme/schedule.xml')
    expect(before.body).toContain('<acronym>icnari2026</acronym>')
    const token = await ctx.login()
    const { conference } = (await (await ctx.request('/settings')).json()) as { conference: Record<string, unknown> }
    const patched = await ctx.request('/settings', {
      method: 'PATCH',
      json: { conference: { ...conference, acronym: 'icnariedited' } },
      token,
    })
    expect(patched.status).toBe(200)
    const after = await text('/programme/schedule.xml')
    expect(after.body).toContain('<acronym>icnariedited</acronym>')
    const whole = await text('/programme/calendar.ics')
    const mine = await text(`/programme/calendar.ics?sessions=${talk._id}`)
    expect(whole.body.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(1)
    expect(mine.body.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    await ctx.request('/settings', { method: 'PATCH', json: { conference }, token })
  })
})
