import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app'
import { createSiteServer } from '../src/site-server'
import { useTestApp } from './context'
import { rawGet, SECURITY_FIELDS_OF_A_304, useSiteServer } from './site-server'

// The site's real HTTP server: cached public GETs are answered by the Node fast path, the rest by Hono.
// Every answer of the fast path must be the one Hono would have given.
const ctx = useTestApp()
const ALLOWED_ORIGIN = 'https://partner.example.org'
const site = useSiteServer(async () => {
  const { app } = createApp({ database: ctx.db.handle, responseCache: ctx.cache, corsOrigins: [ALLOWED_ORIGIN] })
  return createSiteServer({ app, responseCache: ctx.cache })
})
// The same app behind a server with the fast path off: every answer is Hono's own, the reference for the fast path.
const honoOnly = useSiteServer(async () => {
  const { app } = createApp({ database: ctx.db.handle, responseCache: ctx.cache, corsOrigins: [ALLOWED_ORIGIN] })
  return createSiteServer({ app })
})

/** Raw HTTP (no automatic decompression), headers as a plain object without the per-answer ones. */
async function get(path: string, headers: Record<string, string> = {}, base = site.base) {
  const res = await rawGet(base + path, headers)
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers
  return { status: res.status, headers: rest as Record<string, string>, body: res.body }
}

/** A GET answered by the fast path: the cache stores an answer just after sending it, so the first tries may miss. */
async function fromFastPath(path: string, headers: Record<string, string>) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const before = ctx.cache.fastAnswers
    const answer = await get(path, headers)
    if (ctx.cache.fastAnswers === before + 1) return answer
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`${path} was never answered by the fast path`)
}

describe('the site server answers cached lists from the fast path', () => {
  it('with the same status, headers and bytes as the full app, for plain, gzip and brotli', async () => {
    const token = await ctx.login()
    await ctx.request('/papers/add', {
      method: 'POST',
      json: { heading: 'Fast path', authors: ['A'], content: 'c' },
      token,
    })
    for (const encoding of [undefined, 'gzip', 'br, gzip']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {}
      const viaApp = await get('/api/papers/all', headers, honoOnly.base) // fills the cache through Hono (or hits it)
      const viaFastPath = await fromFastPath('/api/papers/all', headers)
      expect(viaFastPath.status).toBe(200)
      expect(viaFastPath.headers).toEqual(viaApp.headers)
      expect(viaFastPath.body.equals(viaApp.body)).toBe(true)
      expect(viaFastPath.headers['content-security-policy']).toContain("default-src 'self'")
      expect(viaFastPath.headers['x-content-type-options']).toBe('nosniff')
    }
    const plain = (await get('/api/papers/all')).body
    expect(gunzipSync((await get('/api/papers/all', { 'accept-encoding': 'gzip' })).body).equals(plain)).toBe(true)
    expect(brotliDecompressSync((await get('/api/papers/all', { 'accept-encoding': 'br' })).body).equals(plain)).toBe(
      true,
    )
    expect(JSON.parse(plain.toString()).data[0].heading).toBe('Fast path')
  })

  it('answers 304 to a matching If-None-Match with the headers of the full app', async () => {
    const etag = (await get('/api/speaker/all')).headers.etag!
    const before = ctx.cache.fastAnswers
    const viaFastPath = await get('/api/speaker/all', { 'if-none-match': etag })
    expect(ctx.cache.fastAnswers).toBe(before + 1)
    expect(viaFastPath.status).toBe(304)
    expect(viaFastPath.body.length).toBe(0)
    // What updates the browser's stored answer and the security policy; the rest is in the stored 200.
    const { 'content-security-policy': csp, ...fields } = viaFastPath.headers
    expect(csp).toContain("frame-ancestors 'none'")
    expect(fields).toEqual({
      ...SECURITY_FIELDS_OF_A_304,
      etag,
      'cache-control': 'public, no-cache',
      'cdn-cache-control': 'max-age=5, stale-while-revalidate=30',
      vary: 'Accept-Encoding, Origin',
      'access-control-expose-headers': 'ETag',
    })
    // A request with an Origin the site does not allow goes through Hono and gets no CORS grant: same answer.
    const viaApp = await get('/api/speaker/all', {
      'if-none-match': `W/${etag}, "other"`,
      origin: 'https://elsewhere.example.com',
    })
    expect(ctx.cache.fastAnswers).toBe(before + 1)
    expect(viaApp.status).toBe(304)
    expect(viaApp.headers).toEqual(viaFastPath.headers)
  })

  it('never serves a list from before a write', async () => {
    const token = await ctx.login()
    const listed = async () => JSON.parse((await get('/api/recentupdate/all')).body.toString()).data.length as number
    const before = await listed()
    await listed() // now cached
    const res = await ctx.request('/recentupdate/add', {
      method: 'POST',
      json: { title: 'Fresh news', description: 'x', eventDate: '2026-03-06T09:30:00Z' },
      token,
    })
    expect(res.status).toBeLessThan(300)
    expect(await listed()).toBe(before + 1)
  })

  it('leaves CORS requests to the app, which adds the CORS headers', async () => {
    await get('/api/papers/all')
    const cors = await get('/api/papers/all', { origin: ALLOWED_ORIGIN })
    expect(cors.status).toBe(200)
    expect(cors.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN)
    const other = await get('/api/papers/all', { origin: 'https://elsewhere.example.com' })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('answers uncached and unknown paths through the app', async () => {
    const missing = await get('/api/papers/nothing-here')
    expect(missing.status).toBe(404)
    expect(JSON.parse(missing.body.toString()).message).toMatch(/No API route matches GET/)
  })
})
