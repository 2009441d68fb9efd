import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { ADMIN, useTestApp } from '../../../test/context'
import { auditLog, importantDates } from '../../db/schema'

// The server's clock is fixed per test (AppOptions.now): statuses never depend on the day the tests run.
let now = new Date('2026-11-25T06:00:00Z')
const ctx = useTestApp({ now: () => now })
const at = (isoWithOffset: string) => {
  now = new Date(isoWithOffset)
}

const UNKNOWN = '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'

const SEEDED = [
  ['Paper submission opens', '2025-06-16'],
  ['Paper submission deadline', '2025-11-28'],
  ['Notification of acceptance', '2025-12-29'],
  ['Early bird registration', '2026-01-25'],
  ['Camera-ready paper submission', '2026-02-16'],
  ['Last date of registration', '2026-02-23'],
  ['Conference dates', '2026-03-06'],
]

async function listDates() {
  const res = await ctx.request('/dates')
  expect(res.status).toBe(200)
  return (await res.json()).dates as {
    _id: string
    label: string
    date: string
    endDate?: string
    previousDates: string[]
    status: string
  }[]
}

async function createDate(token: string, json: unknown) {
  const res = await ctx.request('/dates', { method: 'POST', json, token })
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return (await res.json()).date
}

async function rowOf(id: string) {
  const [row] = await ctx.db.handle.db.select().from(importantDates).where(eq(importantDates.id, id))
  return row!
}

describe('important dates', () => {
  it('GET /dates lists the seven seeded important dates by day, all passed today (2026-11-25)', async () => {
    at('2026-11-25T06:00:00Z')
    const res = await ctx.request('/dates')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    const dates = (await res.json()).dates
    expect(dates.map((d: { label: string; date: string }) => [d.label, d.date])).toEqual(SEEDED)
    expect(dates[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      label: 'Paper submission opens',
      date: '2025-06-16',
      previousDates: [],
      role: 'submission-opens',
      status: 'passed',
    })
    // Migration 0012 gave the seven seeded dates their roles.
    expect(dates.map((d: { role: string }) => d.role)).toEqual([
      'submission-opens',
      'submission-deadline',
      'notification',
      'early-registration',
      'camera-ready',
      'last-registration',
      'conference',
    ])
    expect('endDate' in dates[0]).toBe(false)
    expect(dates[6]).toMatchObject({ label: 'Conference dates', date: '2026-03-06', endDate: '2026-03-08' })
    expect(dates.every((d: { status: string }) => d.status === 'passed')).toBe(true)
  })

  it('status is computed for the day in India: upcoming, today (every day of a range), passed', async () => {
    const statusOf = async (label: string) => (await listDates()).find((d) => d.label === label)!.status
    // 23:59:59 in India on 5 March is still the day before the conference.
    at('2026-03-05T23:59:59+05:30')
    expect(await statusOf('Conference dates')).toBe('upcoming')
    expect(await statusOf('Last date of registration')).toBe('passed')
    at('2026-03-06T00:00:00+05:30') // 18:30 UTC on 5 March: already the 6th in India
    expect(await statusOf('Conference dates')).toBe('today')
    at('2026-03-08T23:59:00+05:30')
    expect(await statusOf('Conference dates')).toBe('today')
    at('2026-03-09T00:00:00+05:30')
    expect(await statusOf('Conference dates')).toBe('passed')
    at('2026-02-23T12:00:00+05:30')
    expect(await statusOf('Last date of registration')).toBe('today')
    expect(await statusOf('Camera-ready paper submission')).toBe('passed')
    expect(await statusOf('Conference dates')).toBe('upcoming')
    at('2025-01-01T00:00:00Z')
    expect((await listDates()).every((d) => d.status === 'upcoming')).toBe(true)
  })

  it('POST /dates adds a date (201 with message and date); the list keeps day-then-label order', async () => {
    at('2026-11-25T06:00:00Z')
    const token = await ctx.login()
    const res = await ctx.request('/dates', {
      method: 'POST',
      json: { label: '  Workshop proposals due ', date: '2026-12-01' },
      token,
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await res.json()
    expect(body).toEqual({
      message: 'Date added successfully.',
      date: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        label: 'Workshop proposals due',
        date: '2026-12-01',
        previousDates: [],
        role: null,
        status: 'upcoming',
      },
    })
    const range = await createDate(token, { label: 'A tutorial day', date: '2026-12-01', endDate: '2026-12-03' })
    expect(range).toMatchObject({ date: '2026-12-01', endDate: '2026-12-03', status: 'upcoming' })
    // An end equal to the start is a single day: no endDate key.
    const single = await createDate(token, { label: 'Single', date: '2026-12-05', endDate: '2026-12-05' })
    expect('endDate' in single).toBe(false)
    const blankEnd = await createDate(token, { label: 'Blank end', date: '2026-12-06', endDate: '' })
    expect('endDate' in blankEnd).toBe(false)
    const labels = (await listDates()).filter((d) => d.date >= '2026-12-01').map((d) => d.label)
    expect(labels).toEqual(['A tutorial day', 'Workshop proposals due', 'Single', 'Blank end'])
    for (const d of [body.date, range, single, blankEnd])
      await ctx.request(`/dates/${d._id}`, { method: 'DELETE', token })
  })

  it.each([
    ['date', { date: '2025-02-30' }, 'Date is not a day of the calendar: check the day and the month.'],
    ['date', { date: '2026-13-01' }, 'Date is not a day of the calendar: check the day and the month.'],
    ['date', { date: '6 March 2026' }, 'Date must be a day written YYYY-MM-DD, e.g. 2025-11-28.'],
    ['date', { date: '2026-3-6' }, 'Date must be a day written YYYY-MM-DD, e.g. 2025-11-28.'],
    ['date', { date: '1999-12-31' }, 'Date must be in the years 2000–2099.'],
    ['date', { date: undefined }, 'Date is required.'],
    ['date', { date: 20260306 }, 'Date must be text.'],
    ['endDate', { endDate: '2026-03-05' }, 'End date must be on or after the date (the first day of the range).'],
    ['endDate', { endDate: '2026-02-29' }, 'End date is not a day of the calendar: check the day and the month.'],
    ['label', { label: '   ' }, 'Label is required.'],
    ['label', { label: undefined }, 'Label is required.'],
    ['label', { label: 'x'.repeat(201) }, 'Label must be at most 200 characters.'],
  ])('POST /dates refuses a bad %s with 400 naming the field (%#)', async (field, overrides, message) => {
    const token = await ctx.login()
    const before = (await listDates()).length
    const res = await ctx.request('/dates', {
      method: 'POST',
      json: { label: 'Conference dates', date: '2026-03-06', ...overrides },
      token,
    })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.issues).toContainEqual({ path: field, message })
    expect(body.message).toContain(message)
    expect((await listDates()).length).toBe(before)
  })

  it('PUT /dates/{id} to a later day is an extension: previousDates grows oldest first, sequence rises', async () => {
    at('2025-11-20T10:00:00+05:30')
    const token = await ctx.login()
    const created = await createDate(token, { label: 'Extended deadline', date: '2025-11-28' })
    expect((await rowOf(created._id)).sequence).toBe(0)

    const first = await ctx.request(`/dates/${created._id}`, { method: 'PUT', json: { date: '2025-12-12' }, token })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(await first.json()).toEqual({
      message: 'Date updated successfully.',
      date: { ...created, date: '2025-12-12', previousDates: ['2025-11-28'], status: 'upcoming' },
    })
    expect((await rowOf(created._id)).sequence).toBe(1)

    const second = await ctx.request(`/dates/${created._id}`, { method: 'PUT', json: { date: '2025-12-20' }, token })
    expect((await second.json()).date.previousDates).toEqual(['2025-11-28', '2025-12-12'])
    expect((await rowOf(created._id)).sequence).toBe(2)
    // The public list shows it at once (no stale cached answer).
    expect((await listDates()).find((d) => d._id === created._id)).toMatchObject({
      date: '2025-12-20',
      previousDates: ['2025-11-28', '2025-12-12'],
    })

    // Moving it earlier is a correction, not an extension: no previous day recorded, but the sequence still rises.
    const earlier = await ctx.request(`/dates/${created._id}`, { method: 'PUT', json: { date: '2025-12-15' }, token })
    expect((await earlier.json()).date.previousDates).toEqual(['2025-11-28', '2025-12-12'])
    expect((await rowOf(created._id)).sequence).toBe(3)

    // A new label alone is no change of day: the sequence stays.
    const renamed = await ctx.request(`/dates/${created._id}`, {
      method: 'PUT',
      json: { label: 'Final deadline' },
      token,
    })
    expect((await renamed.json()).date).toMatchObject({ label: 'Final deadline', date: '2025-12-15' })
    expect((await rowOf(created._id)).sequence).toBe(3)
    await ctx.request(`/dates/${created._id}`, { method: 'DELETE', token })
  })

  it('PUT /dates/{id} sets and clears a range (endDate: null), each change raising the sequence', async () => {
    const token = await ctx.login()
    const created = await createDate(token, { label: 'Range', date: '2026-06-01' })
    const ranged = await ctx.request(`/dates/${created._id}`, {
      method: 'PUT',
      json: { endDate: '2026-06-03' },
      token,
    })
    expect((await ranged.json()).date).toMatchObject({ date: '2026-06-01', endDate: '2026-06-03' })
    expect((await rowOf(created._id)).sequence).toBe(1)
    // Moving the start past the stored end is refused: the range would end before it starts.
    const crossed = await ctx.request(`/dates/${created._id}`, { method: 'PUT', json: { date: '2026-06-05' }, token })
    expect(crossed.status).toBe(400)
    expect(await crossed.json()).toEqual({
      message: 'endDate: End date must be on or after the date (the first day of the range).',
      issues: [{ path: 'endDate', message: 'End date must be on or after the date (the first day of the range).' }],
    })
    expect((await rowOf(created._id)).date).toBe('2026-06-01')
    const cleared = await ctx.request(`/dates/${created._id}`, { method: 'PUT', json: { endDate: null }, token })
    const date = (await cleared.json()).date
    expect('endDate' in date).toBe(false)
    expect((await rowOf(created._id)).sequence).toBe(2)
    await ctx.request(`/dates/${created._id}`, { method: 'DELETE', token })
  })

  it('PUT /dates/{id} refuses an empty change and bad fields with 400', async () => {
    const token = await ctx.login()
    const [first] = await listDates()
    const empty = await ctx.request(`/dates/${first!._id}`, { method: 'PUT', json: {}, token })
    expect(empty.status).toBe(400)
    expect((await empty.json()).message).toBe('(body): Send at least one of label, date, endDate and role to change.')
    for (const json of [{ date: '2025-02-30' }, { label: '' }, { endDate: 'soon' }]) {
      const res = await ctx.request(`/dates/${first!._id}`, { method: 'PUT', json, token })
      expect(res.status, JSON.stringify(json)).toBe(400)
    }
    expect((await listDates())[0]).toEqual(first)
  })

  it('unknown and malformed ids answer 404 on PUT and DELETE', async () => {
    const token = await ctx.login()
    for (const id of [UNKNOWN, 'not-an-id']) {
      const put = await ctx.request(`/dates/${id}`, { method: 'PUT', json: { label: 'x' }, token })
      expect(put.status).toBe(404)
      expect(await put.json()).toEqual({ message: 'Date not found.' })
      const del = await ctx.request(`/dates/${id}`, { method: 'DELETE', token })
      expect(del.status).toBe(404)
      expect(await del.json()).toEqual({ message: 'Date not found.' })
    }
  })

  it('writes without a token or with a forged one answer 401 and change nothing', async () => {
    const before = await listDates()
    const id = before[0]!._id
    const calls: [string, string, unknown][] = [
      ['POST', '/dates', { label: 'x', date: '2026-01-01' }],
      ['PUT', `/dates/${id}`, { date: '2026-01-01' }],
      ['DELETE', `/dates/${id}`, undefined],
    ]
    for (const [method, path, json] of calls) {
      for (const token of [undefined, 'forged-token']) {
        const res = await ctx.request(path, { method, json, token })
        expect(res.status, `${method} ${path} ${token}`).toBe(401)
        expect(res.headers.get('cache-control')).toBe('no-store')
        expect((await res.json()).message).toMatch(/log in/)
      }
    }
    expect(await listDates()).toEqual(before)
  })

  it('DELETE /dates/{id} removes the date (200 with message); a second delete is 404', async () => {
    const token = await ctx.login()
    const created = await createDate(token, { label: 'Temporary', date: '2026-05-05' })
    const res = await ctx.request(`/dates/${created._id}`, { method: 'DELETE', token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Date deleted successfully.' })
    expect((await listDates()).some((d) => d._id === created._id)).toBe(false)
    expect((await ctx.request(`/dates/${created._id}`, { method: 'DELETE', token })).status).toBe(404)
  })

  it('every write records an audit entry (actor, before, after) in the same transaction', async () => {
    const token = await ctx.login()
    const created = await createDate(token, { label: 'Audited', date: '2026-04-01' })
    await ctx.request(`/dates/${created._id}`, { method: 'PUT', json: { date: '2026-04-10' }, token })
    await ctx.request(`/dates/${created._id}`, { method: 'DELETE', token })
    const entries = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'date'), eq(auditLog.entityId, created._id)))
      .orderBy(auditLog.at)
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete'])
    for (const e of entries) expect(e).toMatchObject({ actorEmail: ADMIN.email, actorName: ADMIN.name })
    expect(entries[0]).toMatchObject({ before: null, after: { label: 'Audited', date: '2026-04-01' } })
    expect(entries[1]).toMatchObject({
      before: { date: '2026-04-01', previousDates: [], sequence: 0 },
      after: { date: '2026-04-10', previousDates: ['2026-04-01'], sequence: 1 },
    })
    expect(entries[2]).toMatchObject({ before: { date: '2026-04-10' }, after: null })
  })

  it('a refused write leaves no audit entry behind', async () => {
    const token = await ctx.login()
    const count = async () => (await ctx.db.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'date'))).length
    const before = await count()
    const [first] = await listDates()
    await ctx.request(`/dates/${first!._id}`, { method: 'PUT', json: { endDate: '2000-01-01' }, token })
    await ctx.request(`/dates/${UNKNOWN}`, { method: 'DELETE', token })
    expect(await count()).toBe(before)
  })

  it('every write drops the cached answers and rendered pages of its topic, here and on other instances', async () => {
    const token = await ctx.login()
    const invalidate = vi.spyOn(ctx.cache, 'invalidate')
    try {
      const created = await createDate(token, { label: 'Cache', date: '2026-07-01' })
      await ctx.request(`/dates/${created._id}`, { method: 'PUT', json: { date: '2026-07-02' }, token })
      await ctx.request(`/dates/${created._id}`, { method: 'DELETE', token })
      expect(invalidate.mock.calls).toEqual([['dates'], ['dates'], ['dates']])
    } finally {
      invalidate.mockRestore()
    }
  })

  it('role: set and cleared by PUT, kept by an extension, one date per role (409), a bad one 400', async () => {
    at('2025-11-20T10:00:00+05:30')
    const token = await ctx.login()
    const dates = await listDates()
    const early = dates.find((d) => d.label === 'Early bird registration')!
    const extended = await ctx.request(`/dates/${early._id}`, { method: 'PUT', json: { date: '2026-01-31' }, token })
    expect((await extended.json()).date).toMatchObject({ role: 'early-registration', previousDates: ['2026-01-25'] })
    const taken = await createDate(token, { label: 'Another early day', date: '2026-01-10' })
    const conflict = await ctx.request(`/dates/${taken._id}`, {
      method: 'PUT',
      json: { role: 'early-registration' },
      token,
    })
    expect(conflict.status).toBe(409)
    expect((await conflict.json()).message).toBe(
      'The date "Early bird registration" already has the role early-registration: remove it there first (a role belongs to one date).',
    )
    const created = await ctx.request('/dates', {
      method: 'POST',
      json: { label: 'Dup', date: '2026-01-01', role: 'conference' },
      token,
    })
    expect(created.status).toBe(409)
    const bad = await ctx.request(`/dates/${taken._id}`, { method: 'PUT', json: { role: 'keynote' }, token })
    expect(bad.status).toBe(400)
    expect((await bad.json()).issues[0]).toEqual({
      path: 'role',
      message: expect.stringMatching(/^Role must be one of/),
    })
    const cleared = await ctx.request(`/dates/${early._id}`, { method: 'PUT', json: { role: null }, token })
    expect((await cleared.json()).date.role).toBe(null)
    const moved = await ctx.request(`/dates/${taken._id}`, {
      method: 'PUT',
      json: { role: 'early-registration' },
      token,
    })
    expect((await moved.json()).date.role).toBe('early-registration')
    // Back as it was, for the other tests.
    await ctx.request(`/dates/${taken._id}`, { method: 'DELETE', token })
    await ctx.request(`/dates/${early._id}`, { method: 'PUT', json: { role: 'early-registration' }, token })
  })
})
