import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { draftOf } from './compute'

// ~200 KB of JSON-like text: over the size compressed on the thread pool.
const text = JSON.stringify(
  Array.from({ length: 2000 }, (_, i) => ({ _id: `id-${i}`, heading: `Paper ${i} on adaptive grids`, n: i * 7 })),
)
const body = new TextEncoder().encode(text)
const sha1 = `"${createHash('sha1').update(body).digest('base64url')}"`

describe('an answer on its way into the cache (draftOf)', () => {
  it('gives the plain body before any compression is made, and its ETag at once', async () => {
    const draft = draftOf('/api/x', 'x', 'application/json', body)
    expect(draft.etag).toBe(sha1)
    const first = await Promise.race([
      draft.bodyIn('identity').then(() => 'plain'),
      draft.complete().then(() => 'whole'),
    ])
    expect(first).toBe('plain')
    expect(await draft.bodyIn('identity')).toBe(body)
  })

  it('makes each encoding once: what the first visitor got is what the cache keeps', async () => {
    const draft = draftOf('/api/x', 'x', 'application/json', body, 'attachment; filename="x.json"')
    const br = await draft.bodyIn('br')
    const entry = await draft.complete()
    expect(entry.br).toBe(br)
    expect(entry.gzip).toBe(await draft.bodyIn('gzip'))
    expect(brotliDecompressSync(entry.br).toString()).toBe(text)
    expect(gunzipSync(entry.gzip).toString()).toBe(text)
    expect(entry).toMatchObject({ etag: sha1, type: 'application/json', disposition: 'attachment; filename="x.json"' })
    // The memory budget counts every byte the entry keeps (three bodies), plus a small fixed overhead.
    const kept = body.length + entry.gzip.length + entry.br.length
    expect(entry.size).toBeGreaterThanOrEqual(kept)
    expect(entry.size).toBeLessThan(kept + 1024)
    expect(await draft.complete()).toBe(entry)
  })

  it('a small body is compressed on the event loop into the same whole entry', async () => {
    const small = new TextEncoder().encode('{"data":[]}')
    const entry = await draftOf('/api/y', 'y', 'application/json', small).complete()
    expect(gunzipSync(entry.gzip).toString()).toBe('{"data":[]}')
    expect(brotliDecompressSync(entry.br).toString()).toBe('{"data":[]}')
  })
})
