import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { recentUpdates } from '../../db/schema'

const ctx = useTestApp()

const update = {
  title: 'Camera-ready deadline extended',
  description: 'The camera-ready deadline is now 16 February 2026.',
  link: 'https://example.org/news/1',
  eventDate: '2026-02-16T23:59:00+05:30',
}

async function add(token: string, body: Record<string, unknown>) {
  const res = await ctx.request('/recentupdate/add', { method: 'POST', json: body, token })
  expect(res.status).toBe(201)
  return (await res.json()).recentUpdate as { _id: string; title: string }
}

describe('recent updates', () => {
  it('post /recentupdate/add answers 201 with message and recentUpdate, eventDate normalised to UTC', async () => {
    const token = await ctx.login()
    const res = await ctx.request('/recentupdate/add', { method: 'POST', json: update, token })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(Object.keys(body).sort()).toEqual(['message', 'recentUpdate'])
    expect(body.message).toBe('Update added successfully.')
    expect(body.recentUpdate).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: update.title,
      description: update.description,
      link: update.link,
      eventDate: '2026-02-16T18:29:00.000Z',
      createdAt: expect.any(String),
    })
    const [row] = await ctx.db.handle.db.select().from(recentUpdates).where(eq(recentUpdates.id, body.recentUpdate._id))
    expect(row?.eventDate.toISOString()).toBe('2026-02-16T18:29:00.000Z')
  })

  it('post /recentupdate/add accepts a Z date, and a missing, empty or null link as none', async () => {
    const token = await ctx.login()
    for (const link of [undefined, '', null]) {
      const res = await ctx.request('/recentupdate/add', {
        method: 'POST',
        json: { ...update, link, eventDate: '2026-03-06T04:00:00Z' },
        token,
      })
      expect(res.status).toBe(201)
      const { recentUpdate } = await res.json()
      expect(recentUpdate.link).toBeNull()
      expect(recentUpdate.eventDate).toBe('2026-03-06T04:00:00.000Z')
    }
  })

  const DATE_MESSAGE =
    'Event date must be an ISO 8601 date-time with a time zone, e.g. 2025-11-28T09:30:00+05:30 or 2025-11-28T04:00:00Z.'
  it.each([
    ['title', { ...update, title: undefined }, 'Title is required.'],
    ['title', { ...update, title: '  ' }, 'Title is required.'],
    ['description', { ...update, description: undefined }, 'Description is required.'],
    ['eventDate', { ...update, eventDate: undefined }, 'Event date is required.'],
    ['eventDate', { ...update, eventDate: 'next tuesday' }, DATE_MESSAGE],
    ['eventDate', { ...update, eventDate: '2026-03-06' }, DATE_MESSAGE],
    ['eventDate', { ...update, eventDate: '2026-03-06T09:30:00' }, DATE_MESSAGE],
    ['eventDate', { ...update, eventDate: '2026-13-40T09:30:00Z' }, DATE_MESSAGE],
    ['eventDate', { ...update, eventDate: 1767225600000 }, DATE_MESSAGE],
    ['link', { ...update, link: 'javascript:alert(1)' }, 'Link must be an absolute http:// or https:// URL.'],
    ['link', { ...update, link: 'ftp://example.org/x' }, 'Link must be an absolute http:// or https:// URL.'],
    ['link', { ...update, link: 'http:alert(1)' }, 'Link must be an absolute http:// or https:// URL.'],
    ['link', { ...update, link: 'https:/\\evil.example' }, 'Link must be an absolute http:// or https:// URL.'],
    ['link', { ...update, link: 'http://' }, 'Link must be an absolute http:// or https:// URL.'],
    ['title', { ...update, title: 'x'.repeat(501) }, 'Title must be at most 500 characters.'],
  ])('post /recentupdate/add rejects a bad %s with 400 and the field named (%#)', async (field, body, message) => {
    const token = await ctx.login()
    const res = await ctx.request('/recentupdate/add', { method: 'POST', json: body, token })
    expect(res.status).toBe(400)
    const json = await res.json()
    expect(json.issues).toContainEqual({ path: field, message })
    expect(json.message).toContain(message)
  })

  it('post /recentupdate/add without a token, or with a forged one, answers 401 and adds nothing', async () => {
    const before = (await (await ctx.request('/recentupdate/all')).json()).totalCount
    const none = await ctx.request('/recentupdate/add', { method: 'POST', json: update })
    expect(none.status).toBe(401)
    expect((await none.json()).message).toMatch(/log in/i)
    const forged = await ctx.request('/recentupdate/add', { method: 'POST', json: update, token: 'forged-token' })
    expect(forged.status).toBe(401)
    const after = (await (await ctx.request('/recentupdate/all')).json()).totalCount
    expect(after).toBe(before)
  })

  it('get /recentupdate/all is public, newest event first, with the list envelope and skip/limit paging', async () => {
    const token = await ctx.login()
    // Posted in one order, listed by the event's date (news posted later about an earlier event comes below).
    const days: [string, string][] = [
      ['Update A', '2099-01-03'],
      ['Update B', '2099-01-01'],
      ['Update C', '2099-01-02'],
    ]
    for (const [title, day] of days) await add(token, { ...update, title, eventDate: `${day}T10:00:00+05:30` })
    const res = await ctx.request('/recentupdate/all')
    expect(res.status).toBe(200)
    const all = await res.json()
    expect(Object.keys(all).sort()).toEqual(['currentPage', 'data', 'pageSize', 'totalCount', 'totalPages'])
    expect(all.data.slice(0, 3).map((u: { title: string }) => u.title)).toEqual(['Update A', 'Update C', 'Update B'])
    expect(all).toMatchObject({ totalCount: all.data.length, currentPage: 1, pageSize: all.data.length, totalPages: 1 })
    const dates = all.data.map((u: { eventDate: string }) => Date.parse(u.eventDate))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    expect(Object.keys(all.data[0]).sort()).toEqual(['_id', 'createdAt', 'description', 'eventDate', 'link', 'title'])

    const page = await (await ctx.request('/recentupdate/all?skip=1&limit=1')).json()
    expect(page.data.map((u: { title: string }) => u.title)).toEqual(['Update C'])
    expect(page).toMatchObject({ totalCount: all.totalCount, currentPage: 2, pageSize: 1, totalPages: all.totalCount })
    expect((await ctx.request('/recentupdate/all?limit=0')).status).toBe(400)

    expect((await ctx.request('/recentupdate/all?skip=-1')).status).toBe(400)
  })

  it('delete /recentupdate/delete/{id} removes the update; unknown and malformed ids answer 404; needs a token', async () => {
    const token = await ctx.login()
    const created = await add(token, { ...update, title: 'To delete' })
    expect((await ctx.request(`/recentupdate/delete/${created._id}`, { method: 'DELETE' })).status).toBe(401)
    expect(
      (await ctx.request(`/recentupdate/delete/${created._id}`, { method: 'DELETE', token: 'forged' })).status,
    ).toBe(401)

    const res = await ctx.request(`/recentupdate/delete/${created._id}`, { method: 'DELETE', token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Update deleted successfully.' })
    const all = await (await ctx.request('/recentupdate/all')).json()
    expect(all.data.find((u: { _id: string }) => u._id === created._id)).toBeUndefined()

    for (const id of [created._id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const again = await ctx.request(`/recentupdate/delete/${id}`, { method: 'DELETE', token })
      expect(again.status).toBe(404)
      expect(await again.json()).toEqual({ message: 'Update not found.' })
    }
  })
})
