import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { useTestApp } from '../../test/context'
import { rawGet, useSiteServer } from '../../test/site-server'
import { createApp } from '../app'
import { listPapers } from '../routes/papers/papers.queries'
import { listRecentUpdates } from '../routes/recent-updates/recent-updates.queries'
import { listSpeakers } from '../routes/speakers/speakers.queries'
import { createSiteServer } from '../site-server'
import { cacheKeyOf, cacheKeyOfRawUrl, KeyMemo, topicOf, topicsWrittenBy } from './keys'

// One request without a token must never change what other visitors get from the public lists: the cache key is
// the route's canonical path plus only the parameters it reads, and a percent-encoded path is never stored.
// These are the attacks of issue 21, sent over real HTTP to the site's own server (fast path and Hono).
const ctx = useTestApp()
const site = useSiteServer(async () => {
  const { app } = createApp({ database: ctx.db.handle, responseCache: ctx.cache })
  return createSiteServer({ app, responseCache: ctx.cache })
})
let token: string
beforeAll(async () => {
  token = await ctx.login()
})

/** Raw HTTP GET: the path goes on the wire exactly as written (no normalisation), the body decoded by hand. */
async function get(path: string, encoding = 'identity'): Promise<{ status: number; json: any }> {
  const res = await rawGet(site.base + path, { 'accept-encoding': encoding })
  let body = res.body
  if (res.headers['content-encoding'] === 'br') body = brotliDecompressSync(body)
  if (res.headers['content-encoding'] === 'gzip') body = gunzipSync(body)
  return { status: res.status, json: body.length ? JSON.parse(body.toString()) : undefined }
}

const idsOf = (list: { data: { _id: string }[] }) => list.data.map((item) => item._id)

async function papersInDatabase() {
  const { rows, total } = await listPapers(ctx.db.handle.db, 0, undefined)
  return { ids: rows.map((r) => r._id), total }
}

/** What every visitor gets, with every encoding, and twice (the second from the cache): exactly the database. */
async function expectPapersAsInDatabase() {
  const { ids, total } = await papersInDatabase()
  expect(total).toBeGreaterThan(0)
  for (const encoding of ['identity', 'br', 'gzip', 'br']) {
    const res = await get('/api/papers/all', encoding)
    expect(res.status).toBe(200)
    expect(res.json.totalCount).toBe(total)
    expect(idsOf(res.json)).toEqual(ids)
  }
}

async function addPaper(heading: string, content = 'c') {
  const res = await ctx.request('/papers/add', { method: 'POST', json: { heading, authors: ['A'], content }, token })
  expect(res.status).toBe(201)
}

describe('cache keys: one request cannot poison the public lists', () => {
  it('an encoded path with the plain path in its query string does not store an empty page as the list', async () => {
    await addPaper('Poison target')
    const attack = await get('/api/papers/%61ll?skip=999999&x=/api/papers/all')
    expect(attack.status).toBe(200)
    expect(attack.json.data).toEqual([]) // answered (the route is right), but never stored
    await expectPapersAsInDatabase()
  })

  it('the same attack on the speakers and updates lists leaves them as the database has them', async () => {
    const speaker = { name: 'Dr. Poison', specialization: ['Caching'], imageUrl: '', description: 'd' }
    expect((await ctx.request('/speaker/create', { method: 'POST', json: speaker, token })).status).toBe(201)
    const update = { title: 'Poison update', description: 'd', eventDate: '2026-02-16T23:59:00+05:30' }
    expect((await ctx.request('/recentupdate/add', { method: 'POST', json: update, token })).status).toBe(201)
    await get('/api/speaker/%61ll?skip=999999&x=/api/speaker/all')
    await get('/api/recentupdate/%61ll?skip=999999&x=/api/recentupdate/all')
    const updatesInDb = (await listRecentUpdates(ctx.db.handle.db, 0, undefined)).rows.map((r) => r._id)
    for (const encoding of ['identity', 'br', 'gzip']) {
      const speakers = await get('/api/speaker/all', encoding)
      const speakersInDb = (await listSpeakers(ctx.db.handle.db, 0, undefined)).rows.map((r) => r._id)
      expect(idsOf(speakers.json)).toEqual(speakersInDb)
      expect(speakers.json.data.map((s: { name: string }) => s.name)).toContain('Dr. Poison')
      const updates = await get('/api/recentupdate/all', encoding)
      expect(idsOf(updates.json)).toEqual(updatesInDb)
    }
  })

  it('two resources asked by encoded paths never answer for each other', async () => {
    const speaker = { name: 'Dr. Key', specialization: ['Caching'], imageUrl: '', description: 'd' }
    expect((await ctx.request('/speaker/create', { method: 'POST', json: speaker, token })).status).toBe(201)
    const update = { title: 'Key update', description: 'd', eventDate: '2026-02-16T23:59:00+05:30' }
    expect((await ctx.request('/recentupdate/add', { method: 'POST', json: update, token })).status).toBe(201)

    await get('/api/recentupdate/%61ll')
    await get('/api/speaker/%61ll')
    await get('/api/papers/%61ll')
    for (const encoding of ['identity', 'br']) {
      const speakers = await get('/api/speaker/all', encoding)
      const speakersInDb = (await listSpeakers(ctx.db.handle.db, 0, undefined)).rows.map((r) => r._id)
      expect(idsOf(speakers.json)).toEqual(speakersInDb)
      expect(speakers.json.data.map((s: { name: string }) => s.name)).toContain('Dr. Key')
      const updates = await get('/api/recentupdate/all', encoding)
      const inDb = await listRecentUpdates(ctx.db.handle.db, 0, undefined)
      expect(idsOf(updates.json)).toEqual(inDb.rows.map((r) => r._id))
      expect(updates.json.data[0].title).toBe('Key update')
    }
    await expectPapersAsInDatabase()
  })

  it('many distinct query strings neither evict the list nor let a poisoning request take its place', async () => {
    // A list big enough that a few dozen cached copies would exceed the cache's byte budget (as a 2 MB list did).
    const filler = Array.from({ length: 9000 }, (_, i) => ((i * 7919) % 65_521).toString(36))
      .join(' ')
      .slice(0, 9_900)
    for (let i = 0; i < 120; i++) await addPaper(`Big paper ${i}`, `${i} ${filler}`)
    await expectPapersAsInDatabase() // cached now
    for (let i = 0; i < 30; i++) expect((await get(`/api/papers/all?x=${i}`)).status).toBe(200)
    for (let i = 1; i <= 30; i++) expect((await get(`/api/papers/all?skip=${i}`)).status).toBe(200)
    const attack = await get('/api/papers/%61ll?skip=999999&x=/api/papers/all')
    expect(attack.json.data).toEqual([])
    await expectPapersAsInDatabase()
  }, 60_000)

  it('unknown parameters share the plain entry; skip and limit are read as the route reads them', () => {
    const none = () => undefined
    expect(cacheKeyOfRawUrl('/api/papers/all?x=1')).toBe('/api/papers/all')
    expect(cacheKeyOfRawUrl('/api/papers/all?x=2&y')).toBe('/api/papers/all')
    expect(cacheKeyOfRawUrl('/api/papers/all?limit=16&skip=0')).toBe('/api/papers/all?skip=0&limit=16')
    expect(cacheKeyOfRawUrl('/api/papers/all?skip=007&limit=016')).toBe('/api/papers/all?skip=7&limit=16')
    expect(cacheKeyOfRawUrl('/api/papers/all?skip=0')).toBe('/api/papers/all')
    // Refused or ambiguous parameters, encoded queries and paths: only the full app answers, nothing is stored.
    expect(cacheKeyOfRawUrl('/api/papers/all?skip=1&skip=2')).toBeUndefined()
    expect(cacheKeyOfRawUrl('/api/papers/all?limit=0')).toBeUndefined()
    expect(cacheKeyOfRawUrl('/api/papers/all?skip=-1')).toBeUndefined()
    expect(cacheKeyOfRawUrl('/api/papers/all?%73kip=5')).toBeUndefined()
    expect(cacheKeyOfRawUrl('/api/papers/%61ll')).toBeUndefined()
    expect(cacheKeyOfRawUrl('/api/Papers/all')).toBeUndefined()
    expect(cacheKeyOfRawUrl('/api/papers/all/')).toBeUndefined()
    // Routes without pagination ignore every parameter.
    expect(cacheKeyOfRawUrl('/api/photogallery/all?skip=5&limit=1')).toBe('/api/photogallery/all')
    expect(cacheKeyOf('/api/speaker/get/abc', none)).toBe('/api/speaker/get/abc')
    expect(cacheKeyOf('/api/contact', none)).toBeUndefined()
    // Every committee of the one definition, the fourth included.
    for (const path of ['organisingcommitee', 'technicalcommitee', 'internationalcommitee', 'industryprogramme']) {
      expect(cacheKeyOfRawUrl(`/api/${path}/getAllMembers?x=1`)).toBe(`/api/${path}/getAllMembers`)
      expect(cacheKeyOf(`/api/${path}/getMember/abc`, none)).toBe(`/api/${path}/getMember/abc`)
    }
    expect(cacheKeyOf('/api/industryprogramme/createMember', none)).toBeUndefined()
    // The published programme and its changelog under one topic with a publish; the rooms and the draft apart.
    for (const path of ['/api/programme', '/api/programme/versions', '/api/programme/rooms']) {
      expect(cacheKeyOf(path, none)).toBe(path)
    }
    expect(topicOf('/api/programme')).toBe('programme')
    expect(topicOf('/api/programme/versions')).toBe('programme')
    expect(topicOf('/api/programme/publish')).toBe('programme')
    expect(topicOf('/api/programme/rooms')).toBe('programme-rooms')
    expect(topicOf('/api/programme/rooms/abc')).toBe('programme-rooms')
    expect(topicOf('/api/programme/sessions/abc')).toBe('programme-draft')
    expect(cacheKeyOf('/api/programme/sessions', none)).toBeUndefined()
    expect(cacheKeyOf('/api/programme/', none)).toBeUndefined()
    expect(cacheKeyOf('/api/programme/rooms/abc', none)).toBeUndefined()
    // The exports: whole, kept; a visitor's own selection of sessions is never answered from the whole calendar.
    for (const path of ['/api/programme/schedule.xml', '/api/programme/schedule.json', '/api/programme/calendar.ics'])
      expect(cacheKeyOfRawUrl(`${path}?x=1`)).toBe(path)
    expect(cacheKeyOfRawUrl('/api/programme/calendar.ics?sessions=abc')).toBeUndefined()
    expect(cacheKeyOfRawUrl('/api/programme/calendar.ics?sessions=')).toBeUndefined()
    expect(cacheKeyOf('/api/programme/calendar.ics', (n) => (n === 'sessions' ? 'a,b' : undefined))).toBeUndefined()
    // They name the conference from the settings: a settings write drops them too.
    expect(topicsWrittenBy('/api/settings')).toEqual(['settings', 'programme'])
    expect(topicsWrittenBy('/api/papers/add')).toEqual(['papers'])
  })

  it('a paper search (q) is part of the key: its answers never stand for the whole list, nor for another search', async () => {
    const none = () => undefined
    expect(cacheKeyOfRawUrl('/api/papers/all?q=grid')).toBe('/api/papers/all?q=grid&skip=0')
    expect(cacheKeyOfRawUrl('/api/papers/all?limit=5&q=grid&skip=5')).toBe('/api/papers/all?q=grid&skip=5&limit=5')
    expect(cacheKeyOfRawUrl('/api/papers/all?q=')).toBe('/api/papers/all?q=&skip=0')
    // Decoded by Hono, the same key as the fast path would make for the plain spelling; encoded in the key.
    expect(cacheKeyOf('/api/papers/all', (n) => (n === 'q' ? 'grid forming/#x' : undefined))).toBe(
      '/api/papers/all?q=grid%20forming%2F%23x&skip=0',
    )
    expect(cacheKeyOfRawUrl('/api/papers/all?q=a&q=b')).toBeUndefined()
    expect(cacheKeyOf('/api/papers/all', (n) => (n === 'q' ? 'x'.repeat(201) : undefined))).toBeUndefined()
    // Other lists read no q.
    expect(cacheKeyOfRawUrl('/api/speaker/all?q=grid')).toBe('/api/speaker/all')
    expect(cacheKeyOf('/api/papers/all', none)).toBe('/api/papers/all')

    await addPaper('Searchable grid-forming paper')
    await expectPapersAsInDatabase() // the whole list, cached
    for (const q of ['grid-forming', 'grid-forming', 'Searchable%20grid', 'nothing-matches-this']) {
      const found = await get(`/api/papers/all?q=${q}`)
      expect(found.status).toBe(200)
      expect(found.json.data.every((p: { heading: string }) => p.heading.includes('grid'))).toBe(true)
      expect(found.json.totalCount).toBe(q.startsWith('nothing') ? 0 : 1)
    }
    await expectPapersAsInDatabase()
  })

  it('other spellings of a list path are answered (or refused) without being stored', async () => {
    ctx.cache.clear()
    await get('/api/papers/%61ll')
    await get('/api/papers/all/')
    await get('/api/Papers/all')
    expect(ctx.cache.size).toBe(0)
    await get('/api/papers/all?x=%2F')
    // Kept once both compressions are made (the answer itself went out before).
    await vi.waitFor(() => expect(ctx.cache.size).toBe(1))
  })

  it('concurrent misses for one list share one computation', async () => {
    ctx.cache.clear()
    const before = ctx.cache.computations
    const answers = await Promise.all(Array.from({ length: 12 }, () => get('/api/papers/all?limit=5', 'br')))
    expect(answers.every((a) => a.status === 200 && a.json.data.length === 5)).toBe(true)
    expect(ctx.cache.computations - before).toBe(1)
  })
})

describe('KeyMemo', () => {
  it('works a URL out once per variant, keeps no URL without a key, and stays bounded, so made-up URLs and hosts cannot grow it', () => {
    const memo = new KeyMemo()
    let made = 0
    const make = (url: string, variant: string) => {
      made++
      return url.startsWith('/api/') ? `${url}#${variant}` : undefined
    }
    const local = 'http://localhost:3000'
    expect(memo.keyOf(local, '/api/speaker/all', make, local)).toBe('/api/speaker/all#http://localhost:3000')
    expect(memo.keyOf(local, '/api/speaker/all', make, local)).toBe('/api/speaker/all#http://localhost:3000')
    expect(made).toBe(1)
    expect(memo.keyOf('http://127.0.0.1:3000', '/api/speaker/all', make, 'other')).toBe('/api/speaker/all#other')
    expect(made).toBe(2)
    // A URL without a key is asked again each time: only keys are kept.
    expect(memo.keyOf(local, '/about', make, local)).toBeUndefined()
    expect(memo.keyOf(local, '/about', make, local)).toBeUndefined()
    expect(made).toBe(4)

    made = 0
    for (let i = 0; i < 5000; i++) memo.keyOf(local, `/api/papers/all?skip=${i}`, make, local)
    expect(made).toBe(5000)
    memo.keyOf(local, '/api/papers/all?skip=4999', make, local)
    expect(made).toBe(5000)
    // Past 4,096 URLs the first ones, not asked for since, were pushed out (a bounded map): they are worked out anew.
    memo.keyOf(local, '/api/papers/all?skip=0', make, local)
    expect(made).toBe(5001)
    // So is a variant not asked for while 100 made-up hosts came (the set of variants holds 64).
    for (let i = 0; i < 100; i++) memo.keyOf(`http://localhost:${i}`, '/api/speaker/all', make, 'made-up')
    memo.keyOf(local, '/api/papers/all?skip=4999', make, local)
    expect(made).toBe(5001 + 100 + 1)
  })
})
