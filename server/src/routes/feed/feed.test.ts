import { parseFeed } from '@rowanmanning/feed-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { programmeSessions, programmeVersions, recentUpdates } from '../../db/schema'
import { FEED_ID, feedIdOf, versionEntryId } from './feed.atom'

// The feed as a feed reader reads it: parsed by @rowanmanning/feed-parser, not by our own code.
const ctx = useTestApp({ publicUrl: 'https://icnari2026.example.org' })
const ORIGIN = 'https://icnari2026.example.org'

async function getFeed(headers: Record<string, string> = {}) {
  const res = await ctx.request('/feed.atom', { headers })
  return { res, text: res.status === 200 ? await res.text() : '' }
}

describe('GET /api/feed.atom', () => {
  // Without the programme migration 0011 seeds and publishes (the workshops): a feed of updates only, until the
  // last tests publish versions of their own.
  beforeAll(async () => {
    await ctx.db.handle.db.delete(programmeVersions)
    await ctx.db.handle.db.delete(programmeSessions)
  })

  it('is a valid Atom 1.0 feed with no entries while there are no updates', async () => {
    const { res, text } = await getFeed()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(text).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
    const feed = parseFeed(text)
    expect(feed.meta.type).toBe('atom')
    expect(feed.title).toBe('ICNARI 2026 updates')
    expect(feed.items).toEqual([])
    expect(feed.updated).toBeInstanceOf(Date)
  })

  it('lists the 50 newest updates, newest first, with ids, dates, escaped text and absolute links', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z')
    const rows = Array.from({ length: 55 }, (_, i) => ({
      title: `Update ${i}`,
      description: `Description of update ${i}.`,
      link: i % 2 === 0 ? `https://example.org/news/${i}` : null,
      eventDate: new Date(base),
      createdAt: new Date(base + i * 60_000),
    }))
    // The newest of all: markup, quotes, an ampersand and a control character that XML cannot carry.
    rows.push({
      title: '<script>alert("x")</script> & \'quotes\'\u0001',
      description: 'Fees < 5000 & more > less; <b>not bold</b>',
      link: null,
      eventDate: new Date(base),
      createdAt: new Date(base + 100 * 60_000),
    })
    const inserted = await ctx.db.handle.db.insert(recentUpdates).values(rows).returning()

    const { res, text } = await getFeed()
    expect(res.status).toBe(200)
    expect(text).not.toContain('<script>')
    expect(text).not.toContain('<b>')
    const feed = parseFeed(text)
    expect(feed.items).toHaveLength(50)
    expect(feed.url).toBe(`${ORIGIN}/allupdates`)
    expect(feed.self).toBe(`${ORIGIN}/api/feed.atom`)
    expect(feed.authors[0]?.name).toBe('ICNARI 2026, NIT Patna')
    // The feed's id names the edition (issue 54 item 6): a fixed URN per acronym, another one for the next edition.
    expect(text).toContain(`<id>${feedIdOf({ acronym: 'icnari2026' })}</id>`)
    expect(feedIdOf({ acronym: 'icnari2026' })).toMatch(/^urn:uuid:[0-9a-f-]{36}$/)
    expect(feedIdOf({ acronym: 'icnari2027' })).not.toBe(feedIdOf({ acronym: 'icnari2026' }))
    expect(feedIdOf(undefined)).toBe(FEED_ID)

    const hostile = inserted.at(-1)!
    const [first, second] = feed.items
    expect(first!.id).toBe(`urn:uuid:${hostile.id}`)
    expect(first!.title).toBe('<script>alert("x")</script> & \'quotes\'')
    expect(first!.content).toBe('Fees < 5000 & more > less; <b>not bold</b>')
    expect(first!.url).toBe(`${ORIGIN}/allupdates#update-${hostile.id}`)
    expect(first!.published?.toISOString()).toBe(hostile.createdAt.toISOString())
    expect(first!.updated?.toISOString()).toBe(hostile.updatedAt.toISOString())
    // Then update 54, 53, ...: the oldest five fall off.
    expect(second!.title).toBe('Update 54')
    expect(second!.url).toBe('https://example.org/news/54')
    expect(feed.items[2]!.url).toBe(`${ORIGIN}/allupdates#update-${inserted[53]!.id}`)
    expect(feed.items.map((i) => i.title)).not.toContain('Update 4')
    const published = feed.items.map((i) => i.published!.getTime())
    expect(published).toEqual([...published].sort((a, b) => b - a))
    // The feed's updated is its newest entry's.
    expect(feed.updated!.getTime()).toBe(Math.max(...feed.items.map((i) => i.updated!.getTime())))
  })

  it('answers 304 to its own ETag, and a new one once an update is posted', async () => {
    const first = await getFeed()
    const etag = first.res.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect((await getFeed({ 'if-none-match': etag })).res.status).toBe(304)
    const token = await ctx.login()
    const add = await ctx.request('/recentupdate/add', {
      method: 'POST',
      token,
      json: {
        title: 'Programme published',
        description: 'The programme is online.',
        eventDate: '2026-02-01T10:00:00Z',
      },
    })
    expect(add.status).toBe(201)
    const after = await getFeed({ 'if-none-match': etag })
    expect(after.res.status).toBe(200)
    expect(parseFeed(after.text).items[0]!.title).toBe('Programme published')
  })
  it('is named by the conference of the event settings: a change of name and days shows at once', async () => {
    const token = await ctx.login()
    const before = await getFeed()
    expect(before.text).toContain('News and recent updates from ICNARI 2026, NIT Patna (6–8 March 2026).')
    const conference = { shortName: 'ICNARI 2031', venue: 'IIT Patna', startDate: '2031-01-30', endDate: '2031-02-01' }
    const patch = await ctx.request('/settings', { method: 'PATCH', token, json: { conference } })
    expect(patch.status).toBe(200)
    try {
      const after = await getFeed({ 'if-none-match': before.res.headers.get('etag')! })
      expect(after.res.status).toBe(200)
      const feed = parseFeed(after.text)
      expect(feed.title).toBe('ICNARI 2031 updates')
      expect(after.text).toContain(
        'News and recent updates from ICNARI 2031, IIT Patna (30 January – 1 February 2031).',
      )
      expect(feed.authors[0]?.name).toBe('ICNARI 2031, IIT Patna')
    } finally {
      const reset = { shortName: 'ICNARI 2026', venue: 'NIT Patna', startDate: '2026-03-06', endDate: '2026-03-08' }
      await ctx.request('/settings', { method: 'PATCH', token, json: { conference: reset } })
    }
  })

  it('each published version of the programme is an entry: "Programme updated: …", linking to /programme/changes', async () => {
    const token = await ctx.login()
    const before = await getFeed()
    const send = async (method: string, path: string, json: unknown) => {
      const res = await ctx.request(path, { method, json, token })
      expect(res.status, await res.clone().text()).toBeLessThan(300)
      return res.json()
    }
    const { room } = await send('POST', '/programme/rooms', { name: 'Seminar Hall 1' })
    const first = await send('POST', '/programme/sessions', {
      kind: 'talk',
      title: 'Opening talk',
      roomId: room._id,
      start: '2026-03-07T10:00:00+05:30',
      end: '2026-03-07T11:00:00+05:30',
    })
    const second = await send('POST', '/programme/sessions', { kind: 'panel', title: 'Panel', roomId: room._id })
    const v1 = (await send('POST', '/programme/publish', { note: 'The first programme.' })).version
    await send('PUT', `/programme/sessions/${first.session._id}`, {
      start: '2026-03-07T11:30:00+05:30',
      end: '2026-03-07T12:30:00+05:30',
    })
    await send('PUT', `/programme/sessions/${second.session._id}`, { status: 'cancelled' })
    const v2 = (await send('POST', '/programme/publish', {})).version

    const after = await getFeed({ 'if-none-match': before.res.headers.get('etag')! })
    expect(after.res.status).toBe(200)
    const feed = parseFeed(after.text)
    const [newest, older] = feed.items
    expect(newest!.title).toBe('Programme updated: 1 session moved, 1 cancelled')
    expect(newest!.url).toBe(`${ORIGIN}/programme/changes`)
    expect(newest!.id).toBe(versionEntryId('icnari2026', 2))
    expect(newest!.published?.toISOString()).toBe(v2.publishedAt)
    expect(newest!.content).toContain(
      'Opening talk: Moved to 7 March, 11:30, Seminar Hall 1 (was 7 March, 10:00, Seminar Hall 1)',
    )
    expect(newest!.content).toContain('Panel: Cancelled')
    // The first publication is one sentence, not a count of additions.
    expect(older!.title).toBe('Programme published: 2 sessions over 1 day (1 still to be scheduled)')
    expect(older!.id).toBe(versionEntryId('icnari2026', 1))
    expect(older!.content).toContain('The first programme.')
    expect(older!.published?.toISOString()).toBe(v1.publishedAt)
    expect(feed.updated!.toISOString()).toBe(v2.publishedAt)
    // Still at most 50 entries, newest first.
    expect(feed.items).toHaveLength(50)
  })

  it("a version's entry id holds the edition: the next edition's version 1 is a new entry", () => {
    const id = versionEntryId('icnari2026', 1)
    expect(id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(versionEntryId('icnari2026', 1)).toBe(id)
    expect(versionEntryId('icnari2027', 1)).not.toBe(id)
    expect(versionEntryId('icnari2026', 2)).not.toBe(id)
  })
})
