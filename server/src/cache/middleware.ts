import type { MiddlewareHandler } from 'hono'
import { headerOf } from '../http/public-url'
import { draftOf, type Entry, type EntryDraft } from './compute'
import { respondWith } from './headers'
import { cacheKeyOf, rawPathOf, topicOf, topicsWrittenBy } from './keys'

/** What the middleware asks of the cache (response-cache.ts). */
export interface CachedAnswers {
  invalidate(topic: string): Promise<void>
  /** The key of a request in its origin variant (undefined: not kept). */
  withVariant(key: string | undefined, header: (name: string) => string | undefined): string | undefined
  /** A stored entry for `key` (counted as a hit through Hono). */
  hit(key: string): Entry | undefined
  /** A computation of `key` under way, which this request can share. */
  pending(key: string): Promise<Entry | undefined> | undefined
  /** Computes a miss with `make` (one per key at a time; queries through their gate) and stores it when whole. */
  fill(key: string, topic: string, make: () => Promise<EntryDraft | undefined>): Promise<EntryDraft | undefined>
}

/** The middleware: serves cached public GETs, and invalidates after every successful write. */
export function cacheMiddleware(cache: CachedAnswers): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path
    const method = c.req.method
    if (method !== 'GET' && method !== 'HEAD') {
      await next()
      if (c.res.status < 400) for (const topic of topicsWrittenBy(path)) await cache.invalidate(topic)
      return
    }
    // A path that reached its route only after percent-decoding is answered, never stored or served from store.
    if (rawPathOf(c.req.url) !== path) return next()
    const key = cache.withVariant(
      cacheKeyOf(path, (name) => {
        const values = c.req.queries(name)
        return values === undefined ? undefined : values.length === 1 ? values[0] : null
      }),
      headerOf(c),
    )
    if (key === undefined) return next()
    const hit = cache.hit(key)
    if (hit) return respondWith(c, hit)
    const pending = cache.pending(key)
    if (pending !== undefined) {
      const shared = await pending
      if (shared) return respondWith(c, shared)
      return next()
    }
    const topic = topicOf(path)
    const draft = await cache.fill(key, topic, async () => {
      await next()
      if (c.res.status !== 200) return undefined
      const body = new Uint8Array(await c.res.arrayBuffer())
      const type = c.res.headers.get('content-type') ?? 'application/json'
      return draftOf(key, topic, type, body, c.res.headers.get('content-disposition') ?? undefined)
    })
    if (!draft) return
    // Keep what earlier middleware put on the answer (CORS headers, for one); the body headers are ours.
    const fresh = await respondWith(c, draft)
    c.res.headers.forEach((value, name) => {
      if (!fresh.headers.has(name) && !/^content-(type|length|encoding)$/i.test(name)) fresh.headers.set(name, value)
    })
    c.res = undefined
    c.res = fresh
  }
}
