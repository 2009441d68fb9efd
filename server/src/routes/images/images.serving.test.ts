import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { fetchImage, solidImage, uploadBytes } from './images.fixtures'

// Serving stored images (304, resized copies, 404) and the limits on image processing; uploads are in images.test.ts.
const ctx = useTestApp()

describe('get /images/{file}', () => {
  it('answers 304 to a matching If-None-Match', async () => {
    const token = await ctx.login()
    const url = (await (await uploadBytes(ctx, await solidImage('png'), { token })).json()).result
    const first = await fetchImage(ctx, url)
    const etag = first.headers.get('etag')!
    const again = await fetchImage(ctx, url, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect((await again.arrayBuffer()).byteLength).toBe(0)
  })

  it('serves resized copies for ?w=320|640|960 and refuses other widths', async () => {
    const token = await ctx.login()
    const url = (await (await uploadBytes(ctx, await solidImage('png', 1000, 500), { token })).json()).result
    const original = await fetchImage(ctx, url)
    for (const w of [320, 640, 960]) {
      const res = await fetchImage(ctx, `${url}?w=${w}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('etag')).not.toBe(original.headers.get('etag'))
      const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata()
      expect([meta.width, meta.height]).toEqual([w, w / 2])
    }
    // Twice: the second answer comes from the cache and is the same.
    const a = new Uint8Array(await (await fetchImage(ctx, `${url}?w=320`)).arrayBuffer())
    const b = new Uint8Array(await (await fetchImage(ctx, `${url}?w=320`)).arrayBuffer())
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
    const bad = await fetchImage(ctx, `${url}?w=5000`)
    expect(bad.status).toBe(400)
    expect((await bad.json()).issues[0].path).toBe('w')
  })

  it('never enlarges: ?w= wider than the stored image serves the original', async () => {
    const token = await ctx.login()
    const url = (await (await uploadBytes(ctx, await solidImage('png', 100, 50), { token })).json()).result
    const original = await fetchImage(ctx, url)
    const res = await fetchImage(ctx, `${url}?w=640`)
    expect(res.headers.get('etag')).toBe(original.headers.get('etag'))
    const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata()
    expect(meta.width).toBe(100)
  })

  it('answers 404 JSON for unknown and malformed names', async () => {
    for (const file of [
      '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
      '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.png',
      'not-an-image',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await ctx.request(`/images/${file}`)
      expect(res.status, file).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.json()).toEqual({ message: 'Image not found.' })
    }
  })
})

describe('image processing limits', () => {
  it('runLimited runs at most MAX_CONCURRENT_DECODES jobs at once and finishes all of them in order', async () => {
    const { runLimited, MAX_CONCURRENT_DECODES } = await import('../../uploads/images')
    let running = 0
    let peak = 0
    const started: number[] = []
    const jobs = Array.from({ length: 7 }, (_, i) =>
      runLimited(async () => {
        started.push(i)
        running++
        peak = Math.max(peak, running)
        await new Promise((r) => setTimeout(r, 15))
        running--
        if (i === 3) throw new Error('job 3 fails')
        return i
      }).catch((e: Error) => e.message),
    )
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 'job 3 fails', 4, 5, 6])
    expect(peak).toBe(MAX_CONCURRENT_DECODES)
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('several uploads at once all succeed', async () => {
    const token = await ctx.login()
    const files = await Promise.all([1, 2, 3, 4, 5].map((i) => solidImage('png', 300 + i, 200)))
    const results = await Promise.all(files.map((f) => uploadBytes(ctx, f, { token, filename: 'p.png' })))
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const urls = await Promise.all(results.map(async (r) => (await r.json()).result as string))
    expect(new Set(urls).size).toBe(5)
  })
})
