import { describe, expect, it } from 'vitest'
import { MAX_CACHED_BYTES } from '../../src/cache/response-cache'
import { useTestApp } from '../context'

// The in-memory cache of public GET answers keys on the route and the pagination it reads (skip, limit), so every
// distinct page is an entry. Anyone can ask for endless distinct pages: the cache must stay bounded (pages go
// first, oldest first), keep the plain list, and still serve correct, fresh answers.

const ctx = useTestApp()

describe('response cache under distinct query strings', () => {
  it('stays within its byte budget while 1500 distinct pages are requested, and keeps the plain list', async () => {
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
    const page = (i: number) => `/papers/all?skip=${i % 4}&limit=${40 + Math.floor(i / 4)}`
    await ctx.request('/papers/all')
    const plainComputations = ctx.cache.computations
    const before = process.memoryUsage().heapUsed
    for (let i = 0; i < 1500; i++) {
      const res = await ctx.request(page(i))
      expect(res.status).toBe(200)
      await res.arrayBuffer()
    }
    const heapGrowthMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024
    console.log(
      `[reliability] response cache after 1500 distinct pages: ${ctx.cache.size} entries, ${(ctx.cache.bytes / 1024 / 1024).toFixed(1)} MB ` +
        `(budget ${MAX_CACHED_BYTES / 1024 / 1024} MB); heap +${heapGrowthMb.toFixed(0)} MB`,
    )
    expect(ctx.cache.bytes).toBeLessThanOrEqual(MAX_CACHED_BYTES)
    expect(ctx.cache.size).toBeLessThan(1500)
    // Unknown parameters are the same entry as the plain list, which the flood of pages did not push out.
    const computations = ctx.cache.computations
    for (let i = 0; i < 20; i++) expect((await ctx.request(`/papers/all?junk=${i}`)).status).toBe(200)
    expect((await (await ctx.request('/papers/all')).json()).data).toHaveLength(40)
    expect(ctx.cache.computations).toBe(computations)
    expect(computations - plainComputations).toBe(1500)
    // Recent entries still serve, and a write still drops them.
    const again = await ctx.request(page(1499))
    expect((await again.json()).totalCount).toBe(40)
    await ctx.request('/papers/add', {
      method: 'POST',
      token,
      json: { heading: 'After', authors: ['A'], content: 'c' },
    })
    expect((await (await ctx.request(page(1499))).json()).totalCount).toBe(41)
    expect((await (await ctx.request('/papers/all')).json()).totalCount).toBe(41)
  }, 120_000)
})
