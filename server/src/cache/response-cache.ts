import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import type { DatabaseHandle } from '../db/client'
import { bodyIn, etagMatches, pickEncoding } from '../http/content-negotiation'
import { headerOf } from '../http/public-url'
import { draftOf, type Entry, type EntryDraft, Gate, markUsed } from './compute'
import { nodeHeadersOf, respondWith } from './headers'
import { cacheKeyOf, cacheKeyOfRawUrl, KeyMemo, keyInVariant, rawPathOf, topicOf, topicsWrittenBy } from './keys'

/**
 * Public GET responses (lists and single items) are read far more often than they change. Each is serialised
 * and compressed once, kept in memory with an ETag, and dropped the moment anything under the same resource
 * changes — on this instance directly, on every other instance through Postgres LISTEN/NOTIFY.
 */

const CHANNEL = 'icnari_cache'

/** Tells every instance on `database` to drop its whole cache (after a restore replaced the data under it). */
export async function dropCacheEverywhere(database: DatabaseHandle): Promise<void> {
  await database.notify(CHANNEL, `clear:${randomUUID()}`)
}

/**
 * Pages (`?skip=…&limit=…`) that are not cached yet are computed one at a time: anyone can ask for endless distinct
 * pages, and each costs a query, a serialisation and two compressions. Queued, they take one share of the machine
 * instead of all of it, and the plain lists (always computed at once) and cached answers stay fast.
 */
const PAGE_MISSES_AT_ONCE = 1

/**
 * Anyone can ask for endless distinct pages (`skip`, `limit`): the cache keeps at most this many bytes (body + gzip
 * + brotli). Pages go first, least recently used first; the plain lists and items only when no page is left.
 */
export const MAX_CACHED_BYTES = 32 * 1024 * 1024

export class ResponseCache {
  /** Plain lists and items (no pagination), and pages (`?skip=…&limit=…`), each least recently used first. */
  private plain = new Map<string, Entry>()
  private pages = new Map<string, Entry>()
  /** Misses being computed, by key: concurrent requests for one key share one computation. */
  private inflight = new Map<string, Promise<Entry | undefined>>()
  private pageGate = new Gate(PAGE_MISSES_AT_ONCE)
  private cachedBytes = 0
  /** The fast path's keys by raw URL (cache-keys.ts). */
  private readonly fastKeys = new KeyMemo()
  /** Entries stored since start: what lookup compares an entry's `touched` with. */
  private stores = 0
  private generations = new Map<string, number>()
  private isHealthy = false
  /** Told when the cache switches itself off (invalidations may be missed) and back on: logs. */
  onHealthChange?: (healthy: boolean) => void
  private get healthy(): boolean {
    return this.isHealthy
  }
  private set healthy(value: boolean) {
    const changed = value !== this.isHealthy
    this.isHealthy = value
    if (changed) this.onHealthChange?.(value)
  }
  private readonly instanceId = randomUUID()
  private echoWaiters = new Map<string, () => void>()
  private heartbeat?: NodeJS.Timeout
  private stopListening?: () => Promise<void>
  /** Answers given by the Node fast path (answerFromNode) since start. */
  fastAnswers = 0
  /** Answers computed by the app because no entry held them (concurrent misses for one key count once). */
  computations = 0
  /** Hits answered through Hono (HEAD, requests with Origin): the fast path answers the rest. */
  appHits = 0
  /** Answers depend on the request's origin while none is configured (http/site-origin.ts): one entry per origin ('' for all). */
  variantOf?: (header: (name: string) => string | undefined) => string
  /** Told of every invalidation here (a topic, or undefined for everything): the rendered pages follow the lists. */
  private invalidationListeners = new Set<(topic: string | undefined) => void>()

  constructor(private readonly database?: DatabaseHandle) {
    // PGlite is one process: local invalidation is all there is. Postgres needs the LISTEN connection first.
    this.healthy = database?.kind === 'pglite'
  }

  /** Starts listening for invalidations from other instances (Postgres only). */
  async start(): Promise<void> {
    const db = this.database
    if (db?.kind !== 'postgres') return
    this.stopListening = await db.listen(
      CHANNEL,
      (payload) => this.onMessage(payload),
      () => {
        // (Re)connected: we may have missed notifications while away, so start from nothing.
        this.clear()
        this.healthy = true
      },
    )
    this.healthy = true
    // If our own ping does not come back, the listener is not to be trusted: stop caching until it is.
    this.heartbeat = setInterval(() => {
      void this.roundTrip(`ping:${this.instanceId}:${Date.now()}`, 1500).then((ok) => {
        if (!ok && this.healthy) {
          this.healthy = false
          this.clear()
        } else if (ok) this.healthy = true
      })
    }, 2000)
    this.heartbeat.unref()
  }

  /** Calls `listener` with each topic dropped on this instance (undefined: all), from any instance's write. */
  onInvalidate(listener: (topic: string | undefined) => void): () => void {
    this.invalidationListeners.add(listener)
    return () => this.invalidationListeners.delete(listener)
  }

  /** Whether invalidations reach this instance (what depends on them may be kept). */
  get reliable(): boolean {
    return this.healthy
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat)
    await this.stopListening?.().catch(() => {})
  }

  get size(): number {
    return this.plain.size + this.pages.size
  }

  private mapOf(key: string): Map<string, Entry> {
    return key.includes('?') ? this.pages : this.plain
  }

  /** The entry for `key`, marked most recently used. */
  private lookup(key: string): Entry | undefined {
    const map = this.mapOf(key)
    const hit = map.get(key)
    if (hit) markUsed(map, key, hit, this.stores)
    return hit
  }

  /** Bytes held by the cached responses. */
  get bytes(): number {
    return this.cachedBytes
  }

  private drop(key: string) {
    const map = this.mapOf(key)
    const entry = map.get(key)
    if (!entry) return
    map.delete(key)
    this.cachedBytes -= entry.size
  }

  /** Stores an entry as the most recently used; evicts the least recently used beyond the budget. */
  private store(key: string, entry: Entry) {
    this.drop(key)
    if (entry.size > MAX_CACHED_BYTES / 4) return
    entry.touched = ++this.stores
    this.mapOf(key).set(key, entry)
    this.cachedBytes += entry.size
    // Pages first: a flood of distinct pages never pushes out the plain lists that every visitor reads.
    for (const map of [this.pages, this.plain]) {
      for (const oldest of map.keys()) {
        if (this.cachedBytes <= MAX_CACHED_BYTES) return
        this.drop(oldest)
      }
    }
  }

  private onMessage(payload: string) {
    const waiter = this.echoWaiters.get(payload)
    if (waiter) {
      this.echoWaiters.delete(payload)
      waiter()
    }
    if (payload.startsWith('topic:')) this.invalidateLocal(payload.split(':')[1] ?? '')
    else if (payload.startsWith('clear:')) this.clear()
  }

  /** Drops every entry on this instance (after a restore, and in tests). */
  clear() {
    this.plain.clear()
    this.pages.clear()
    this.inflight.clear()
    this.cachedBytes = 0
    for (const [topic, gen] of this.generations) this.generations.set(topic, gen + 1)
    for (const listener of this.invalidationListeners) listener(undefined)
  }

  private invalidateLocal(topic: string) {
    this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1)
    for (const map of [this.plain, this.pages])
      for (const [key, entry] of map) if (entry.topic === topic) this.drop(key)
    // Requests arriving from now on must not join a computation that may have read the data before the change.
    for (const key of this.inflight.keys()) if (topicOf(key) === topic) this.inflight.delete(key)
    for (const listener of this.invalidationListeners) listener(topic)
  }

  /** Publishes `payload` and waits until it comes back to us (then every listener has had it sent). */
  private roundTrip(payload: string, timeoutMs: number): Promise<boolean> {
    const db = this.database
    if (!db) return Promise.resolve(false)
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.echoWaiters.delete(payload)
        resolve(false)
      }, timeoutMs)
      this.echoWaiters.set(payload, () => {
        clearTimeout(timer)
        resolve(true)
      })
      db.notify(CHANNEL, payload).catch(() => {
        clearTimeout(timer)
        this.echoWaiters.delete(payload)
        resolve(false)
      })
    })
  }

  /** Drops every cached response of `topic` here and on every other instance. */
  async invalidate(topic: string): Promise<void> {
    this.invalidateLocal(topic)
    if (this.database?.kind === 'postgres') {
      await this.roundTrip(`topic:${topic}:${this.instanceId}:${randomUUID()}`, 500)
      // Postgres sent the notification to every listener when it sent ours; give their sockets a moment to
      // be read before the writer hears "done" (writes are rare, so 20 ms here costs nothing that matters).
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  /** The middleware: serves cached public GETs, and invalidates after every successful write. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const path = c.req.path
      const method = c.req.method
      if (method !== 'GET' && method !== 'HEAD') {
        await next()
        if (c.res.status < 400) for (const topic of topicsWrittenBy(path)) await this.invalidate(topic)
        return
      }
      // A path that reached its route only after percent-decoding is answered, never stored or served from store.
      if (rawPathOf(c.req.url) !== path) return next()
      const key = this.withVariant(
        cacheKeyOf(path, (name) => {
          const values = c.req.queries(name)
          return values === undefined ? undefined : values.length === 1 ? values[0] : null
        }),
        headerOf(c),
      )
      if (key === undefined) return next()
      const hit = this.lookup(key)
      if (hit) {
        this.appHits++
        return respondWith(c, hit)
      }
      const pending = this.inflight.get(key)
      if (pending) {
        const shared = await pending
        if (shared) return respondWith(c, shared)
        return next()
      }

      const topic = topicOf(path)
      const generation = this.generations.get(topic) ?? 0
      let settle!: (entry: Entry | undefined) => void
      const flight = new Promise<Entry | undefined>((resolve) => (settle = resolve))
      this.inflight.set(key, flight)
      this.computations++
      // A query's answers (any number of them can be asked for) are made whole inside the gate that bounds them;
      // any other answer goes to its visitor as soon as its own encoding is made, and into the cache once whole.
      const gated = key.includes('?')
      let draft: EntryDraft | undefined
      const compute = async () => {
        await next()
        if (c.res.status !== 200) return
        const body = new Uint8Array(await c.res.arrayBuffer())
        const type = c.res.headers.get('content-type') ?? 'application/json'
        draft = draftOf(key, topic, type, body, c.res.headers.get('content-disposition') ?? undefined)
        if (gated) await draft.complete()
      }
      const done = (entry: Entry | undefined) => {
        settle(entry)
        if (this.inflight.get(key) === flight) this.inflight.delete(key)
      }
      try {
        await (gated ? this.pageGate.run(compute) : compute())
      } catch (err) {
        done(undefined)
        throw err
      }
      if (!draft) return done(undefined)
      void draft.complete().then(
        (entry) => {
          // Store only if nothing changed while we were computing, and only while invalidations reach us.
          if (this.healthy && (this.generations.get(topic) ?? 0) === generation) this.store(key, entry)
          done(entry)
        },
        () => done(undefined),
      )
      // Keep what earlier middleware put on the answer (CORS headers, for one); the body headers are ours.
      const fresh = await respondWith(c, draft)
      c.res.headers.forEach((value, name) => {
        if (!fresh.headers.has(name) && !/^content-(type|length|encoding)$/i.test(name)) fresh.headers.set(name, value)
      })
      c.res = undefined
      c.res = fresh
    }
  }

  private withVariant(key: string | undefined, header: (name: string) => string | undefined): string | undefined {
    if (key === undefined || !this.variantOf) return key
    return keyInVariant(key, this.variantOf(header))
  }

  /**
   * The fast path for the hottest requests: a cached public GET is answered straight from Node, before Hono
   * builds a Request, runs its middleware and converts a Response back (that costs more than the answer).
   * `fixedHeaders` are the pairs every response carries (the security headers). Answers exactly what the
   * middleware above would; anything it is not sure about (HEAD, CORS requests, a miss) returns false and
   * goes through Hono.
   */
  answerFromNode(req: IncomingMessage, res: ServerResponse, fixedHeaders: readonly string[]): boolean {
    if (req.method !== 'GET' || !this.healthy) return false
    const url = req.url
    // A request with Origin gets CORS headers from Hono's cors middleware.
    if (url === undefined || !url.startsWith('/api/') || req.headers.origin !== undefined) return false
    const variant = this.variantOf?.((name) => req.headers[name] as string | undefined) ?? ''
    const key = this.fastKeys.keyOf(variant, url, fastKeyOf, variant)
    if (key === undefined) return false
    const hit = this.lookup(key)
    if (!hit) return false
    hit.nodeHeaders ??= nodeHeadersOf(hit, fixedHeaders)
    const headers = hit.nodeHeaders
    this.fastAnswers++
    if (etagMatches(req.headers['if-none-match'], hit.etag)) {
      res.writeHead(304, headers.notModified).end()
      return true
    }
    const encoding = pickEncoding(req.headers['accept-encoding'])
    res.writeHead(200, headers[encoding]).end(bodyIn(hit, encoding))
    return true
  }
}

/** The cache key of a raw URL in an origin variant ('' for all), as the middleware's withVariant makes it. */
const fastKeyOf = (url: string, variant: string) => keyInVariant(cacheKeyOfRawUrl(url), variant)
