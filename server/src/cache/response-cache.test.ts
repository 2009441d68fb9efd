import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/context'
import { useSecondInstance } from '../../test/second-instance'

const ctx = useTestApp()
const paper = { heading: 'Cached paper', authors: ['A'], content: 'c' }

describe('response cache of public lists', () => {
  it('answers an ETag and 304 to If-None-Match, and a new ETag after a write', async () => {
    const first = await ctx.request('/papers/all')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers.get('cache-control')).toBe('public, no-cache')
    const again = await ctx.request('/papers/all', { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    const token = await ctx.login()
    await ctx.request('/papers/add', { method: 'POST', json: paper, token })
    const after = await ctx.request('/papers/all', { headers: { 'if-none-match': etag! } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect((await after.json()).data[0].heading).toBe('Cached paper')
  })

  it('a delete is visible at once in the next list', async () => {
    const token = await ctx.login()
    const { paper: created } = await (await ctx.request('/papers/add', { method: 'POST', json: paper, token })).json()
    const before = await (await ctx.request('/papers/all')).json()
    expect(before.data.some((p: { _id: string }) => p._id === created._id)).toBe(true)
    await ctx.request(`/papers/delete/${created._id}`, { method: 'DELETE', token })
    const after = await (await ctx.request('/papers/all')).json()
    expect(after.data.some((p: { _id: string }) => p._id === created._id)).toBe(false)
  })

  it('gzip and brotli answers decode to the same JSON as the plain one', async () => {
    const plain = Buffer.from(await (await ctx.request('/papers/all')).arrayBuffer()).toString()
    const gz = await ctx.request('/papers/all', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain)
    const br = await ctx.request('/papers/all', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain)
    expect(JSON.parse(plain).data).toEqual(expect.any(Array))
  })

  describe.runIf(ctx && process.env.TEST_DATABASE_URL)('with a second instance on the same Postgres', () => {
    const second = useSecondInstance(ctx)

    it('a write on one instance is visible at once on the other, whose cached list is dropped', async () => {
      const list = async () =>
        (await second.app.request('/api/papers/all')).json() as Promise<{ data: { heading: string }[] }>
      await list() // fills the second instance's cache
      expect(second.cache.size).toBeGreaterThan(0)
      const token = await ctx.login()
      const heading = `From instance one ${Date.now()}`
      const res = await ctx.request('/papers/add', { method: 'POST', json: { ...paper, heading }, token })
      expect(res.status).toBe(201)
      const after = await list()
      expect(after.data.map((p) => p.heading)).toContain(heading)
      expect(after.data[0]?.heading).toBe(heading)
    })
  })
})
