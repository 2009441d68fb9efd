import { eq, sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { topicsWrittenBy } from '../../cache/keys'
import { eventSettings, importantDates } from '../../db/schema'
import { uidDomain } from './calendar.feed'

// The feed as a calendar client reads it: parsed by ical.js (Mozilla's RFC 5545 parser), not by our own code.
const ctx = useTestApp({ publicUrl: 'https://icnari2026.example.org' })

const SEEDED_LABELS = [
  'Paper submission opens',
  'Paper submission deadline',
  'Notification of acceptance',
  'Early bird registration',
  'Camera-ready paper submission',
  'Last date of registration',
  'Conference dates',
]

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) }
}

async function feed(path = '/calendar.ics', headers: Record<string, string> = {}) {
  const res = await ctx.request(path, { headers })
  return { res, text: res.status === 200 ? await res.text() : '' }
}

describe('GET /api/calendar.ics', () => {
  it('is an RFC 5545 calendar: headers, CRLF lines, the calendar properties and every important date', async () => {
    const { res, text } = await feed()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('inline; filename="icnari-2026.ics"')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    // Every line ends with CRLF; no bare LF anywhere.
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)

    const { calendar, events } = eventsOf(text)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//NIT Patna//ICNARI 2026 website//EN')
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('ICNARI 2026 important dates')
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata')
    // Every event is all-day: no zoned time, so no VTIMEZONE.
    expect(calendar.getAllSubcomponents('vtimezone')).toEqual([])

    const rows = await ctx.db.handle.db.select().from(importantDates)
    expect(events.map((e) => e.summary).sort()).toEqual(SEEDED_LABELS.map((l) => `ICNARI 2026: ${l}`).sort())
    for (const e of events) {
      const row = rows.find((r) => `ICNARI 2026: ${r.label}` === e.summary)!
      expect(e.uid).toBe(`${row.id}@icnari2026.example.org`)
      expect(e.startDate.isDate).toBe(true)
      expect(e.endDate.isDate).toBe(true)
      expect(e.startDate.toString()).toBe(row.date)
      expect(e.sequence).toBe(row.sequence)
      const stamp = e.component.getFirstPropertyValue('dtstamp') as ICAL.Time
      expect(stamp.zone?.tzid).toBe('UTC')
      expect(stamp.toJSDate().getTime()).toBe(Math.floor(row.updatedAt.getTime() / 1000) * 1000)
      expect(e.description).toContain('https://icnari2026.example.org/')
      expect(e.component.getFirstPropertyValue('url')).toBe('https://icnari2026.example.org/')
    }
  })

  it('has the conference span three days, 6–8 March (DTEND is exclusive: 9 March), and single days one day', async () => {
    const { events } = eventsOf((await feed()).text)
    const conference = events.find((e) => e.summary === 'ICNARI 2026: Conference dates')!
    expect(conference.startDate.toString()).toBe('2026-03-06')
    expect(conference.endDate.toString()).toBe('2026-03-09')
    expect(conference.duration.toString()).toBe('P3D')
    expect(conference.description).toContain('6–8 March 2026')
    const deadline = events.find((e) => e.summary === 'ICNARI 2026: Paper submission deadline')!
    expect(deadline.startDate.toString()).toBe('2025-11-28')
    expect(deadline.endDate.toString()).toBe('2025-11-29')
    // Earliest first.
    expect(events.map((e) => e.startDate.toString())).toEqual(events.map((e) => e.startDate.toString()).sort())
  })

  it('folds long lines at 75 octets without splitting a UTF-8 character, and escapes TEXT', async () => {
    const label =
      'Workshop proposals – special sessions; late-breaking results, posters & demos \\ “panels” for the ' +
      'second round – डेडलाइन\nsee the call'
    const [row] = await ctx.db.handle.db.insert(importantDates).values({ label, date: '2026-01-10' }).returning()
    try {
      const { text } = await feed()
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
      // The label needed folding, and a continuation line starts with one space.
      expect(text).toMatch(/\r\n [^ ]/)
      // Decoding every line as UTF-8 on its own gives no replacement character: no character was cut in two.
      for (const line of text.split('\r\n')) expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\uFFFD')
      expect(text).toContain('\\;')
      expect(text).toContain('\\,')
      expect(text).toContain('\\\\')
      const { events } = eventsOf(text)
      const event = events.find((e) => e.uid === `${row!.id}@icnari2026.example.org`)!
      expect(event.summary).toBe(`ICNARI 2026: ${label}`)
    } finally {
      await ctx.db.handle.db.delete(importantDates).where(eq(importantDates.id, row!.id))
    }
  })

  it('keeps the UID and raises SEQUENCE when a date moves, so a subscriber updates the event', async () => {
    const [row] = await ctx.db.handle.db
      .select()
      .from(importantDates)
      .where(eq(importantDates.label, 'Paper submission deadline'))
    const before = eventsOf((await feed()).text).events.find((e) => e.uid.startsWith(row!.id))!
    const beforeRes = await feed()
    const etag = beforeRes.res.headers.get('etag')!
    expect((await ctx.request('/calendar.ics', { headers: { 'if-none-match': etag } })).status).toBe(304)

    // What the dates routes do when an organiser extends a deadline: a new day, the old one kept, sequence + 1.
    await ctx.db.handle.db
      .update(importantDates)
      .set({
        date: '2025-12-12',
        previousDates: sql`array_append(${importantDates.previousDates}, ${importantDates.date})`,
        sequence: sql`${importantDates.sequence} + 1`,
      })
      .where(eq(importantDates.id, row!.id))
    const after = await feed('/calendar.ics', { 'if-none-match': etag })
    expect(after.res.status).toBe(200)
    const moved = eventsOf(after.text).events.find((e) => e.uid.startsWith(row!.id))!
    expect(moved.uid).toBe(before.uid)
    expect(moved.sequence).toBe(before.sequence + 1)
    expect(moved.startDate.toString()).toBe('2025-12-12')
    expect(moved.description).toContain('Moved from 28 November 2025')
    const stamp = (e: ICAL.Event) => (e.component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate()
    expect(stamp(moved).getTime()).toBeGreaterThanOrEqual(stamp(before).getTime())
  })
})

describe('GET /api/calendar/{id}.ics', () => {
  it('answers one date as its own calendar, with the same UID as in the feed', async () => {
    const [row] = await ctx.db.handle.db
      .select()
      .from(importantDates)
      .where(eq(importantDates.label, 'Conference dates'))
    const { res, text } = await feed(`/calendar/${row!.id}.ics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('inline; filename="icnari-2026-conference-dates.ics"')
    const { events } = eventsOf(text)
    expect(events).toHaveLength(1)
    expect(events[0]!.uid).toBe(`${row!.id}@icnari2026.example.org`)
    expect(events[0]!.duration.toString()).toBe('P3D')
  })

  it.each([
    ['an unknown id', '/calendar/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.ics'],
    ['no .ics', '/calendar/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'],
    ['not an id', '/calendar/nope.ics'],
    ['SQL-ish text', "/calendar/1'%20or%20'1'='1.ics"],
  ])('answers 404 with a JSON message for %s', async (_name, path) => {
    const res = await ctx.request(path)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Important date not found.' })
  })
})

describe('the calendar names the conference of the event settings', () => {
  it('a change of name, venue, days and mode renames the calendar, every event and the file at once', async () => {
    const token = await ctx.login()
    const before = await feed()
    const conference = {
      shortName: 'ICNARI 2031',
      acronym: 'icnari2031',
      venue: 'IIT Patna',
      mode: 'in-person',
      year: 2031,
      startDate: '2031-01-30',
      endDate: '2031-02-01',
    }
    expect((await ctx.request('/settings', { method: 'PATCH', token, json: { conference } })).status).toBe(200)
    try {
      const after = await feed('/calendar.ics', { 'if-none-match': before.res.headers.get('etag')! })
      expect(after.res.status).toBe(200)
      expect(after.res.headers.get('content-disposition')).toBe('inline; filename="icnari-2031.ics"')
      const { calendar, events } = eventsOf(after.text)
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('ICNARI 2031 important dates')
      expect(calendar.getFirstPropertyValue('prodid')).toBe('-//NIT Patna//ICNARI 2031 website//EN')
      expect(after.text).toContain('Deadlines and dates of ICNARI 2031 (IIT Patna')
      expect(String(calendar.getFirstPropertyValue('x-wr-caldesc'))).toContain('30 January – 1 February 2031')
      expect(events.map((e) => e.summary).sort()).toEqual(SEEDED_LABELS.map((l) => `ICNARI 2031: ${l}`).sort())
      for (const e of events) expect(e.description).toContain('ICNARI 2031, IIT Patna, in person.')
      // The UIDs stay on PUBLIC_URL's host: a subscriber's events are the same events.
      for (const e of events) expect(e.uid).toMatch(/@icnari2026\.example\.org$/)
    } finally {
      const reset = {
        shortName: 'ICNARI 2026',
        acronym: 'icnari2026',
        venue: 'NIT Patna',
        mode: 'hybrid',
        year: 2026,
        startDate: '2026-03-06',
        endDate: '2026-03-08',
      }
      await ctx.request('/settings', { method: 'PATCH', token, json: { conference: reset } })
    }
  })

  it("a name stored with a line break (saved before the rule, or restored) is escaped in both calendars' PRODID", async () => {
    const db = ctx.db.handle.db
    const [row] = await db.select().from(eventSettings)
    const data = row!.data as { conference: { shortName: string } }
    const stored = { ...data, conference: { ...data.conference, shortName: 'ICNARI 2026\r\nX-INJECTED:1;a,b' } }
    const setData = async (value: unknown) => {
      await db.update(eventSettings).set({ data: value })
      for (const topic of topicsWrittenBy('/api/settings')) await ctx.cache.invalidate(topic)
    }
    await setData(stored)
    try {
      for (const path of ['/calendar.ics', '/programme/calendar.ics']) {
        const { res, text } = await feed(path)
        expect(res.status, path).toBe(200)
        const lines = text.split('\r\n')
        expect(
          lines.filter((l) => l.startsWith('X-INJECTED')),
          path,
        ).toEqual([])
        expect(lines, path).toContain('PRODID:-//NIT Patna//ICNARI 2026\\nX-INJECTED:1\\;a\\,b website//EN')
        expect(() => eventsOf(text), path).not.toThrow()
      }
    } finally {
      await setData(data)
    }
  })

  it('without PUBLIC_URL the UIDs end in the acronym', () => {
    expect(uidDomain(undefined, 'icnari2031')).toBe('icnari2031')
    expect(uidDomain('https://icnari.example.org', 'icnari2031')).toBe('icnari.example.org')
  })
})
