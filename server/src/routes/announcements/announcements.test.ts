import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ADMIN, useTestApp } from '../../../test/context'
import { auditLog } from '../../db/schema'

// The server's clock is fixed per test (AppOptions.now): which items show never depends on when the tests run.
// Each test starts in the season, while every seeded item still shows.
const IN_SEASON = new Date('2026-01-10T06:00:00Z')
let now = IN_SEASON
const ctx = useTestApp({ now: () => now })
beforeEach(() => {
  now = IN_SEASON
})

const UNKNOWN = '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'
const LINK_RULE =
  'Link must be an absolute http:// or https:// URL or an in-site path starting with one / (e.g. /contact).'

type Item = { _id: string; text: string; link: string | null; showFrom: string | null; showUntil: string | null }

async function showing(): Promise<Item[]> {
  const res = await ctx.request('/announcements')
  expect(res.status).toBe(200)
  return (await res.json()).announcements
}

async function all(token: string): Promise<(Item & { priority: number })[]> {
  const res = await ctx.request('/announcements?all=true', { token })
  expect(res.status).toBe(200)
  return (await res.json()).announcements
}

async function create(token: string, json: Record<string, unknown>) {
  const res = await ctx.request('/announcements', { method: 'POST', json, token })
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return (await res.json()).announcement as Item & { priority: number }
}

async function removeAll(token: string, items: { _id: string }[]) {
  for (const item of items) await ctx.request(`/announcements/${item._id}`, { method: 'DELETE', token })
}

describe('announcements', () => {
  it('GET /announcements shows the six seeded banner items in order, in-site routes as links', async () => {
    const res = await ctx.request('/announcements')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    const items = (await res.json()).announcements
    expect(items).toHaveLength(6)
    expect(items[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      text: 'ICNARI 2026 takes place on 6–8 March 2026 at NIT Patna, in hybrid mode — join us on campus or online.',
      link: null,
      showFrom: null,
      showUntil: '2026-03-08T18:30:00.000Z',
    })
    expect(items.map((i: Item) => i.link)).toEqual([
      null,
      '/authors/registrations',
      '/authors/paper-submissions',
      '/programs/technical-session/evs-and-emerging-technologies',
      null,
      null,
    ])
    expect(items[5].text).toBe('⚡ Save the date and be part of ICNARI 2026! 🌱')
  })

  it('the seeded items end with what they announce: after the conference the banner invites no one', async () => {
    const at = async (iso: string) => {
      now = new Date(iso)
      return (await showing()).map((i) => i.text)
    }
    // The day after the registration deadline (23 February, India time): its item is gone, the rest still show.
    const after = await at('2026-02-23T18:30:00.000Z')
    expect(after).toHaveLength(4)
    expect(after.join(' ')).not.toMatch(/Registration closes|camera-ready/)
    // The conference's last day still shows it; the next day (and today, November 2026) nothing is left.
    expect(await at('2026-03-08T18:29:59.999Z')).toHaveLength(3)
    expect(await at('2026-03-08T18:30:00.000Z')).toEqual([])
    expect(await at('2026-11-25T06:00:00Z')).toEqual([])
  })

  it('POST /announcements adds an item (201, message, the item with its priority); it shows at once', async () => {
    const token = await ctx.login()
    const res = await ctx.request('/announcements', {
      method: 'POST',
      json: { text: '  Call for workshops  ', link: 'https://example.org/workshops' },
      token,
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await res.json()
    expect(body).toEqual({
      message: 'Announcement added successfully.',
      announcement: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        text: 'Call for workshops',
        link: 'https://example.org/workshops',
        showFrom: null,
        showUntil: null,
        priority: 0,
      },
    })
    const items = await showing()
    // Same priority as the seed: after it, by creation.
    expect(items.at(-1)).toEqual({
      _id: body.announcement._id,
      text: 'Call for workshops',
      link: 'https://example.org/workshops',
      showFrom: null,
      showUntil: null,
    })
    await removeAll(token, [body.announcement])
  })

  it('only items inside their window show; ?all=true (admin) lists every item with its priority', async () => {
    const token = await ctx.login()
    const future = await create(token, { text: 'Future', showFrom: '2026-12-01T00:00:00+05:30' })
    const past = await create(token, { text: 'Past', showUntil: '2026-11-01T00:00:00Z' })
    const open = await create(token, {
      text: 'Open now',
      showFrom: '2026-11-20T00:00:00Z',
      showUntil: '2026-11-30T00:00:00Z',
      priority: 3,
    })
    expect(open.priority).toBe(3)
    expect(future.showFrom).toBe('2026-11-30T18:30:00.000Z')

    now = new Date('2026-11-25T06:00:00Z')
    let texts = (await showing()).map((i) => i.text)
    expect(texts).toContain('Open now')
    expect(texts).not.toContain('Future')
    expect(texts).not.toContain('Past')

    // showFrom is inclusive, showUntil exclusive.
    now = new Date('2026-11-30T18:30:00.000Z')
    texts = (await showing()).map((i) => i.text)
    expect(texts).toContain('Future')
    expect(texts).not.toContain('Open now')
    now = new Date('2026-11-30T18:29:59.999Z')
    expect((await showing()).map((i) => i.text)).not.toContain('Future')
    now = new Date('2026-11-25T06:00:00Z')

    const everything = await all(token)
    expect(everything.map((i) => i.text)).toEqual(expect.arrayContaining(['Future', 'Past', 'Open now']))
    expect(everything.find((i) => i.text === 'Past')).toEqual({ ...past, priority: 0 })
    await removeAll(token, [future, past, open])
  })

  it('lower priority shows first, then the older item', async () => {
    const token = await ctx.login()
    const late = await create(token, { text: 'Late but urgent' })
    const items = await all(token)
    const seeded = items.filter((i) => i._id !== late._id)
    for (const item of seeded)
      await ctx.request(`/announcements/${item._id}`, { method: 'PUT', json: { priority: 5 }, token })
    expect((await showing())[0]!.text).toBe('Late but urgent')
    expect((await showing())[1]!.text).toBe(seeded[0]!.text)
    for (const item of seeded)
      await ctx.request(`/announcements/${item._id}`, { method: 'PUT', json: { priority: 0 }, token })
    await removeAll(token, [late])
  })

  it('?all=true needs the token: 401 without, or with a forged one', async () => {
    for (const token of [undefined, 'forged-token']) {
      const res = await ctx.request('/announcements?all=true', { token })
      expect(res.status).toBe(401)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    const res = await ctx.request('/announcements?all=true')
    expect(await res.json()).toEqual({ message: 'Please log in first: a valid token is required.' })
    const admin = await ctx.request('/announcements?all=true', { token: await ctx.login() })
    expect(admin.headers.get('cache-control')).toBe('no-store')
    expect((await ctx.request('/announcements?all=yes')).status).toBe(400)
  })

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['http:alert(1)'],
    ['https:/\\evil.example'],
    ['authors/registrations'],
    ['/contact\u0000'],
    ['/contact\nSet-Cookie: x=1'],
    ['mailto:someone@example.org'],
  ])('a link that is neither http(s) nor an in-site path is refused: %j', async (link) => {
    const token = await ctx.login()
    const res = await ctx.request('/announcements', { method: 'POST', json: { text: 'x', link }, token })
    expect(res.status).toBe(400)
    expect((await res.json()).issues).toContainEqual({ path: 'link', message: LINK_RULE })
  })

  it('http(s) links are stored normalised, in-site paths as written; null or empty means no link', async () => {
    const token = await ctx.login()
    const made = [
      await create(token, { text: 'a', link: 'HTTPS://Example.org' }),
      await create(token, { text: 'b', link: '/authors/registrations?tab=fees#fees' }),
      await create(token, { text: 'c', link: '' }),
      await create(token, { text: 'd', link: null }),
    ]
    expect(made.map((m) => m.link)).toEqual([
      'https://example.org/',
      '/authors/registrations?tab=fees#fees',
      null,
      null,
    ])
    await removeAll(token, made)
  })

  it.each([
    ['text', { text: '' }, 'Text is required.'],
    ['text', { text: 'x'.repeat(501) }, 'Text must be at most 500 characters.'],
    ['text', { text: undefined }, 'Text is required.'],
    [
      'showFrom',
      { showFrom: '2026-03-06' },
      'Show from must be an ISO 8601 date-time with a time zone, e.g. 2025-11-28T09:30:00+05:30.',
    ],
    [
      'showUntil',
      { showUntil: 'tomorrow' },
      'Show until must be an ISO 8601 date-time with a time zone, e.g. 2025-11-28T09:30:00+05:30.',
    ],
    [
      'showUntil',
      { showFrom: '2026-03-06T10:00:00+05:30', showUntil: '2026-03-06T04:30:00Z' },
      'Show until must be after show from.',
    ],
    [
      'showUntil',
      { showFrom: '2026-03-06T10:00:00+05:30', showUntil: '2026-03-01T00:00:00+05:30' },
      'Show until must be after show from.',
    ],
    ['priority', { priority: -1 }, 'Priority must be a whole number of 0 or more.'],
    ['priority', { priority: 1.5 }, 'Priority must be a whole number of 0 or more.'],
  ])('POST /announcements refuses a bad %s with 400 (%#)', async (field, overrides, message) => {
    const token = await ctx.login()
    const res = await ctx.request('/announcements', {
      method: 'POST',
      json: { text: 'Banner item', ...overrides },
      token,
    })
    expect(res.status).toBe(400)
    expect((await res.json()).issues).toContainEqual({ path: field, message })
  })

  it('PUT /announcements/{id} changes the fields given, clears with null, and checks the merged window', async () => {
    const token = await ctx.login()
    const item = await create(token, {
      text: 'Window',
      link: '/contact',
      showFrom: '2026-11-01T00:00:00Z',
      showUntil: '2026-12-01T00:00:00Z',
    })
    const res = await ctx.request(`/announcements/${item._id}`, {
      method: 'PUT',
      json: { text: 'Window, edited', link: null },
      token,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      message: 'Announcement updated successfully.',
      announcement: { ...item, text: 'Window, edited', link: null },
    })
    // A start after the stored end is refused, and nothing changes.
    const crossed = await ctx.request(`/announcements/${item._id}`, {
      method: 'PUT',
      json: { showFrom: '2026-12-02T00:00:00Z' },
      token,
    })
    expect(crossed.status).toBe(400)
    expect(await crossed.json()).toEqual({
      message: 'showUntil: Show until must be after show from.',
      issues: [{ path: 'showUntil', message: 'Show until must be after show from.' }],
    })
    const cleared = await ctx.request(`/announcements/${item._id}`, {
      method: 'PUT',
      json: { showFrom: null, showUntil: '' },
      token,
    })
    expect((await cleared.json()).announcement).toMatchObject({ showFrom: null, showUntil: null })
    const empty = await ctx.request(`/announcements/${item._id}`, { method: 'PUT', json: {}, token })
    expect(empty.status).toBe(400)
    expect((await empty.json()).message).toBe(
      '(body): Send at least one of text, link, showFrom, showUntil and priority to change.',
    )
    const badLink = await ctx.request(`/announcements/${item._id}`, {
      method: 'PUT',
      json: { link: 'javascript:alert(1)' },
      token,
    })
    expect(badLink.status).toBe(400)
    await removeAll(token, [item])
  })

  it('unknown and malformed ids answer 404; writes without a valid token answer 401 and change nothing', async () => {
    const token = await ctx.login()
    for (const id of [UNKNOWN, 'nope']) {
      const put = await ctx.request(`/announcements/${id}`, { method: 'PUT', json: { text: 'x' }, token })
      expect(put.status).toBe(404)
      expect(await put.json()).toEqual({ message: 'Announcement not found.' })
      expect((await ctx.request(`/announcements/${id}`, { method: 'DELETE', token })).status).toBe(404)
    }
    const before = await all(token)
    const id = before[0]!._id
    const calls: [string, string, unknown][] = [
      ['POST', '/announcements', { text: 'x' }],
      ['PUT', `/announcements/${id}`, { text: 'x' }],
      ['DELETE', `/announcements/${id}`, undefined],
    ]
    for (const [method, path, json] of calls)
      for (const t of [undefined, 'forged-token']) {
        const res = await ctx.request(path, { method, json, token: t })
        expect(res.status, `${method} ${path}`).toBe(401)
      }
    expect(await all(token)).toEqual(before)
  })

  it('DELETE /announcements/{id} removes it (200 with message), and the banner drops it', async () => {
    const token = await ctx.login()
    const item = await create(token, { text: 'Short-lived' })
    const res = await ctx.request(`/announcements/${item._id}`, { method: 'DELETE', token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Announcement deleted successfully.' })
    expect((await showing()).some((i) => i._id === item._id)).toBe(false)
  })

  it('every write records an audit entry with the values before and after', async () => {
    const token = await ctx.login()
    const item = await create(token, { text: 'Audited', link: '/contact' })
    await ctx.request(`/announcements/${item._id}`, { method: 'PUT', json: { text: 'Audited again' }, token })
    await ctx.request(`/announcements/${item._id}`, { method: 'DELETE', token })
    const entries = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'announcement'), eq(auditLog.entityId, item._id)))
      .orderBy(auditLog.at)
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete'])
    for (const e of entries) expect(e.actorEmail).toBe(ADMIN.email)
    expect(entries[0]).toMatchObject({ before: null, after: { text: 'Audited', link: '/contact' } })
    expect(entries[1]).toMatchObject({ before: { text: 'Audited' }, after: { text: 'Audited again' } })
    expect(entries[2]).toMatchObject({ before: { text: 'Audited again' }, after: null })
  })

  it('every write drops the cached answers and rendered pages of its topic, here and on other instances', async () => {
    const token = await ctx.login()
    const invalidate = vi.spyOn(ctx.cache, 'invalidate')
    try {
      const item = await create(token, { text: 'Cache' })
      await ctx.request(`/announcements/${item._id}`, { method: 'PUT', json: { text: 'Cache 2' }, token })
      await ctx.request(`/announcements/${item._id}`, { method: 'DELETE', token })
      expect(invalidate.mock.calls).toEqual([['announcements'], ['announcements'], ['announcements']])
    } finally {
      invalidate.mockRestore()
    }
  })
})
