import { describe, expect, it } from 'vitest'
import { MAX_CACHED_BYTES } from '../../src/lib/response-cache'
import { useTestApp } from '../context'

// The in-memory cache of public GET answers keys on the whole URL, so every distinct query string is an entry.
// Anyone can send endless distinct query strings: the cache must stay bounded (oldest entries go first),
// and still serve correct, fresh answers.

const ctx = useTestApp()

describe('response cache under distinct query strings', () => {
  it('stays within its byte budget while 1500 distinct list URLs are requested', async () => {
    const token = await ctx.login()
    // A list worth caching: 40 papers with some text (~40 KB of JSON, three copies with gzip and brotli).
    for (let i = 0; i < 40; i++) {
      const res = await ctx.request('/papers/add', {
        method: 'POST',
        token,
        json: { heading: `Cache paper ${i}`, authors: ['C. Ache'], content: 'x'.repeat(900) },
      })
      expect(res.status).toBe(201)
    }
    const before = process.memoryUsage().heapUsed
    for (let i = 0; i < 1500; i++) {
      const res = await ctx.request(`/papers/all?junk=${i}`)
      expect(res.status).toBe(200)
      await res.arrayBuffer()
    }
    const heapGrowthMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024
    console.log(
      `[reliability] response cache after 1500 distinct URLs: ${ctx.cache.size} entries, ${(ctx.cache.bytes / 1024 / 1024).toFixed(1)} MB ` +
        `(budget ${MAX_CACHED_BYTES / 1024 / 1024} MB); heap +${heapGrowthMb.toFixed(0)} MB`,
    )
    expect(ctx.cache.bytes).toBeLessThanOrEqual(MAX_CACHED_BYTES)
    expect(ctx.cache.size).toBeLessThan(1500)
    // Recent entries still serve, and a write still drops them.
    const again = await ctx.request('/papers/all?junk=1499')
    expect((await again.json()).totalCount).toBe(40)
    await ctx.request('/papers/add', { method: 'POST', token, json: { heading: 'After', authors: ['A'], content: 'c' } })
    expect((await (await ctx.request('/papers/all?junk=1499')).json()).totalCount).toBe(41)
  }, 120_000)
})
