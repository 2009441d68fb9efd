import type { IncomingMessage } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import type { DatabaseHandle } from '../db/client'
import type { StoredAnswer } from '../http/stored-answer'
import { type Entry, type EntryDraft, Gate } from './compute'
import { nodeHeadersOf } from './headers'
import { InvalidationBus } from './invalidation-bus'
import { cacheKeyOfRawUrl, KeyMemo, keyInVariant, topicOf } from './keys'
import { type CachedAnswers, cacheMiddleware } from './middleware'
import { EntryStore } from './store'

export { dropCacheEverywhere } from './invalidation-bus'
export { MAX_CACHED_BYTES } from './store'

/**
 * Public GET responses (lists and single items) are read far more often than they change. Each is serialised
 * and compressed once, kept in memory with an ETag (store.ts), and dropped the moment anything under the same
 * resource changes — on this instance directly, on every other instance through Postgres (invalidation-bus.ts).
 */

/**
 * Pages (`?skip=…&limit=…`) that are not cached yet are computed one at a time: anyone can ask for endless distinct
 * pages, and each costs a query, a serialisation and two compressions. Queued, they take one share of the machine
 * instead of all of it, and the plain lists (always computed at once) and cached answers stay fast.
 */
const PAGE_MISSES_AT_ONCE = 1

export class ResponseCache implements CachedAnswers {
  private readonly entries = new EntryStore()
  /** Misses being computed, by key: concurrent requests for one key share one computation. */
  private inflight = new Map<string, Promise<Entry | undefined>>()
  private pageGate = new Gate(PAGE_MISSES_AT_ONCE)
  /** The fast path's keys by raw URL (cache-keys.ts). */
  private readonly fastKeys = new KeyMemo()
  private generations = new Map<string, number>()
  private readonly bus: InvalidationBus
  /** Answers given by the Node fast path (storedAnswerFor) since start. */
  fastAnswers = 0
  /** Answers computed by the app because no entry held them (concurrent misses for one key count once). */
  computations = 0
  /** Hits answered through Hono (HEAD, requests with Origin): the fast path answers the rest. */
  appHits = 0
  /** Answers depend on the request's origin while none is configured (http/site-origin.ts): one entry per origin ('' for all). */
  variantOf?: (header: (name: string) => string | undefined) => string
  /** Told of every invalidation here (a topic, or undefined for everything): the rendered pages follow the lists. */
  private invalidationListeners = new Set<(topic: string | undefined) => void>()

  constructor(database?: DatabaseHandle) {
    this.bus = new InvalidationBus(database, {
      dropTopic: (topic) => this.invalidateLocal(topic),
      clear: () => this.clear(),
    })
  }

  /** Told when the cache switches itself off (invalidations may be missed) and back on: logs. */
  set onHealthChange(listener: ((healthy: boolean) => void) | undefined) {
    this.bus.onHealthChange = listener
  }
  get onHealthChange(): ((healthy: boolean) => void) | undefined {
    return this.bus.onHealthChange
  }

  /** Starts listening for invalidations from other instances (Postgres only). */
  start(): Promise<void> {
    return this.bus.start()
  }

  stop(): Promise<void> {
    return this.bus.stop()
  }

  /** Calls `listener` with each topic dropped on this instance (undefined: all), from any instance's write. */
  onInvalidate(listener: (topic: string | undefined) => void): () => void {
    this.invalidationListeners.add(listener)
    return () => this.invalidationListeners.delete(listener)
  }

  /** Whether invalidations reach this instance (what depends on them may be kept). */
  get reliable(): boolean {
    return this.bus.healthy
  }

  get size(): number {
    return this.entries.size
  }

  /** Bytes held by the cached responses. */
  get bytes(): number {
    return this.entries.bytes
  }

  /** Drops every entry on this instance (after a restore, and in tests). */
  clear() {
    this.entries.clear()
    this.inflight.clear()
    for (const [topic, gen] of this.generations) this.generations.set(topic, gen + 1)
    for (const listener of this.invalidationListeners) listener(undefined)
  }

  private invalidateLocal(topic: string) {
    this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1)
    this.entries.dropTopic(topic)
    // Requests arriving from now on must not join a computation that may have read the data before the change.
    for (const key of this.inflight.keys()) if (topicOf(key) === topic) this.inflight.delete(key)
    for (const listener of this.invalidationListeners) listener(topic)
  }

  /** Drops every cached response of `topic` here and on every other instance. */
  async invalidate(topic: string): Promise<void> {
    this.invalidateLocal(topic)
    await this.bus.publish(topic)
  }

  /** The middleware: serves cached public GETs, and invalidates after every successful write (middleware.ts). */
  middleware(): MiddlewareHandler {
    return cacheMiddleware(this)
  }

  hit(key: string): Entry | undefined {
    const hit = this.entries.lookup(key)
    if (hit) this.appHits++
    return hit
  }

  pending(key: string): Promise<Entry | undefined> | undefined {
    return this.inflight.get(key)
  }

  async fill(key: string, topic: string, make: () => Promise<EntryDraft | undefined>): Promise<EntryDraft | undefined> {
    const generation = this.generations.get(topic) ?? 0
    let settle!: (entry: Entry | undefined) => void
    const flight = new Promise<Entry | undefined>((resolve) => (settle = resolve))
    this.inflight.set(key, flight)
    this.computations++
    // A query's answers (any number of them can be asked for) are made whole inside the gate that bounds them;
    // any other answer goes to its visitor as soon as its own encoding is made, and into the cache once whole.
    const gated = key.includes('?')
    const compute = async () => {
      const draft = await make()
      if (draft && gated) await draft.complete()
      return draft
    }
    const done = (entry: Entry | undefined) => {
      settle(entry)
      if (this.inflight.get(key) === flight) this.inflight.delete(key)
    }
    let draft: EntryDraft | undefined
    try {
      draft = await (gated ? this.pageGate.run(compute) : compute())
    } catch (err) {
      done(undefined)
      throw err
    }
    if (!draft) {
      done(undefined)
      return undefined
    }
    void draft.complete().then(
      (entry) => {
        // Store only if nothing changed while we were computing, and only while invalidations reach us.
        if (this.bus.healthy && (this.generations.get(topic) ?? 0) === generation) this.entries.store(key, entry)
        done(entry)
      },
      () => done(undefined),
    )
    return draft
  }

  withVariant(key: string | undefined, header: (name: string) => string | undefined): string | undefined {
    if (key === undefined || !this.variantOf) return key
    return keyInVariant(key, this.variantOf(header))
  }

  /**
   * The fast path for the hottest requests: a cached public GET, answered straight from Node (site-server.ts, with
   * http/stored-answer.ts) before Hono builds a Request, runs its middleware and converts a Response back (that
   * costs more than the answer). `fixedHeaders` are the pairs every response carries (the security headers).
   * Answers exactly what the middleware would; anything it is not sure about (HEAD, CORS requests, a miss) is
   * undefined and goes through Hono.
   */
  storedAnswerFor(req: IncomingMessage, fixedHeaders: readonly string[]): StoredAnswer | undefined {
    if (req.method !== 'GET' || !this.bus.healthy) return undefined
    const url = req.url
    // A request with Origin gets CORS headers from Hono's cors middleware.
    if (url === undefined || !url.startsWith('/api/') || req.headers.origin !== undefined) return undefined
    const variant = this.variantOf?.((name) => req.headers[name] as string | undefined) ?? ''
    const key = this.fastKeys.keyOf(variant, url, fastKeyOf, variant)
    if (key === undefined) return undefined
    const hit = this.entries.lookup(key)
    if (!hit) return undefined
    hit.nodeHeaders ??= nodeHeadersOf(hit, fixedHeaders)
    this.fastAnswers++
    return hit as StoredAnswer
  }
}

/** The cache key of a raw URL in an origin variant ('' for all), as the middleware's withVariant makes it. */
const fastKeyOf = (url: string, variant: string) => keyInVariant(cacheKeyOfRawUrl(url), variant)
