import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { DatabaseHandle } from '../db/client'
import { bodyIn, type Encoding, etagMatches, pickEncoding } from './content-negotiation'
import { headerOf } from './public-url'

/**
 * Public GET responses (lists and single items) are read far more often than they change. Each is serialised
 * and compressed once, kept in memory with an ETag, and dropped the moment anything under the same resource
 * changes — on this instance directly, on every other instance through Postgres LISTEN/NOTIFY.
 */

const CHANNEL = 'icnari_cache'
/**
 * Browsers revalidate every time (a 304 is cheap), so an admin sees a change at once; a CDN in front may hold
 * a list for a few seconds and serve it stale while it refetches (CDN-Cache-Control, RFC 9213).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache'
export const CDN_CACHE_CONTROL = 'max-age=5, stale-while-revalidate=30'

interface CacheableRoute {
  pattern: RegExp
  /** Reads `skip` and `limit` (the paginated lists); every other query parameter is ignored by every route. */
  paged: boolean
}

const CACHEABLE: CacheableRoute[] = [
  { pattern: /^\/api\/papers\/all$/, paged: true },
  { pattern: /^\/api\/speaker\/all$/, paged: true },
  { pattern: /^\/api\/speaker\/get\/[^/%]+$/, paged: false },
  { pattern: /^\/api\/recentupdate\/all$/, paged: true },
  { pattern: /^\/api\/photogallery\/all$/, paged: false },
  { pattern: /^\/api\/(organising|international|technical)commitee\/(getAllMembers|getMember\/[^/%]+)$/, paged: false },
  { pattern: /^\/api\/industryprogramme\/(getAllMembers|getMember\/[^/%]+)$/, paged: false },
]

/** A query parameter as the route would read it: its one value, undefined when absent, null when repeated. */
type ParamReader = (name: 'skip' | 'limit') => string | undefined | null

/**
 * The cache key of a public GET: the route's canonical path plus only the parameters that route reads, parsed as
 * the route parses them (`skip` and `limit` as integers, in a fixed order). Undefined means "do not cache": not a
 * cacheable route, or parameters the route will refuse or cannot read one way only. Because the key is derived
 * from exactly what the handler reads, an entry can only ever hold the answer to its own key.
 */
export function cacheKeyOf(path: string, param: ParamReader): string | undefined {
  const route = CACHEABLE.find((r) => r.pattern.test(path))
  if (!route) return undefined
  if (!route.paged) return path
  const skip = param('skip')
  const limit = param('limit')
  if (skip === null || limit === null) return undefined
  if (skip !== undefined && !/^\d{1,9}$/.test(skip)) return undefined
  if (limit !== undefined && !(/^\d{1,4}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 1000)) return undefined
  const skipN = skip === undefined ? 0 : Number(skip)
  if (skipN === 0 && limit === undefined) return path
  return `${path}?skip=${skipN}${limit === undefined ? '' : `&limit=${Number(limit)}`}`
}

/** The path of a request URL exactly as sent (no percent-decoding), as Hono's own getPath finds it. */
export function rawPathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3)
  if (start === -1) return '/'
  const end = url.indexOf('?', start)
  return url.slice(start, end === -1 ? undefined : end)
}

// Only plain `name=value&...` queries are read on the Node fast path; anything encoded goes through Hono.
const PLAIN_QUERY = /^[A-Za-z0-9_.~=&-]*$/

/** Cache key for a raw Node request URL (`/api/...?...`), or undefined when only the full app may answer it. */
export function cacheKeyOfRawUrl(url: string): string | undefined {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  if (q === -1) return cacheKeyOf(path, () => undefined)
  const query = url.slice(q + 1)
  if (!PLAIN_QUERY.test(query)) return undefined
  const values = new Map<string, string[]>()
  for (const part of query.split('&')) {
    const eq = part.indexOf('=')
    const name = eq === -1 ? part : part.slice(0, eq)
    if (name !== 'skip' && name !== 'limit') continue
    const list = values.get(name) ?? []
    list.push(eq === -1 ? '' : part.slice(eq + 1))
    values.set(name, list)
  }
  return cacheKeyOf(path, (name) => {
    const list = values.get(name)
    return list === undefined ? undefined : list.length === 1 ? list[0] : null
  })
}

/**
 * Pages (`?skip=…&limit=…`) that are not cached yet are computed one at a time: anyone can ask for endless distinct
 * pages, and each costs a query, a serialisation and two compressions. Queued, they take one share of the machine
 * instead of all of it, and the plain lists (always computed at once) and cached answers stay fast.
 */
const PAGE_MISSES_AT_ONCE = 1

class Gate {
  private running = 0
  private waiting: (() => void)[] = []
  constructor(private readonly limit: number) {}
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running++
    try {
      return await fn()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}

/** Bodies above this size are compressed on libuv's thread pool, not on the event loop. */
const ASYNC_COMPRESSION_BYTES = 16 * 1024
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }

async function compressBoth(body: Uint8Array): Promise<{ gzip: Uint8Array; br: Uint8Array }> {
  if (body.length < ASYNC_COMPRESSION_BYTES) {
    return { gzip: gzipSync(body, { level: 6 }), br: brotliCompressSync(body, BROTLI_OPTIONS) }
  }
  const [gz, br] = await Promise.all([gzipAsync(body, { level: 6 }), brotliAsync(body, BROTLI_OPTIONS)])
  return { gzip: gz, br }
}

/**
 * Anyone can ask for endless distinct pages (`skip`, `limit`): the cache keeps at most this many bytes (body + gzip
 * + brotli). Pages go first, least recently used first; the plain lists and items only when no page is left.
 */
export const MAX_CACHED_BYTES = 32 * 1024 * 1024

interface Entry {
  topic: string
  etag: string
  type: string
  body: Uint8Array
  gzip: Uint8Array
  br: Uint8Array
  size: number
  /** Header pairs for the Node fast path, built on its first use: 200 per encoding, and 304. */
  nodeHeaders?: Record<Encoding, string[]> & { notModified: string[] }
}

function cacheHeaders(entry: Entry): Record<string, string> {
  return {
    'Content-Type': entry.type,
    ETag: entry.etag,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    'CDN-Cache-Control': CDN_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
  }
}

/** The resource a path belongs to: its first segment under /api (`papers`, `speaker`, `organisingcommitee`, …). */
export function topicOf(path: string): string {
  return path.split('/')[2] ?? ''
}

export class ResponseCache {
  /** Plain lists and items (no pagination), and pages (`?skip=…&limit=…`), each least recently used first. */
  private plain = new Map<string, Entry>()
  private pages = new Map<string, Entry>()
  /** Misses being computed, by key: concurrent requests for one key share one computation. */
  private inflight = new Map<string, Promise<Entry | undefined>>()
  private pageGate = new Gate(PAGE_MISSES_AT_ONCE)
  private cachedBytes = 0
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
  /** Set when answers depend on the request's origin (image URLs without PUBLIC_URL): one entry per origin. */
  variantOf?: (header: (name: string) => string | undefined) => string

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
    if (hit) {
      map.delete(key)
      map.set(key, hit)
    }
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
  }

  /** Drops every entry on this instance (after a restore, and in tests). */
  clear() {
    this.plain.clear()
    this.pages.clear()
    this.inflight.clear()
    this.cachedBytes = 0
    for (const [topic, gen] of this.generations) this.generations.set(topic, gen + 1)
  }

  private invalidateLocal(topic: string) {
    this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1)
    for (const map of [this.plain, this.pages])
      for (const [key, entry] of map) if (entry.topic === topic) this.drop(key)
    // Requests arriving from now on must not join a computation that may have read the data before the change.
    for (const key of this.inflight.keys()) if (topicOf(key) === topic) this.inflight.delete(key)
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
        if (c.res.status < 400) await this.invalidate(topicOf(path))
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
        return this.respond(c, hit)
      }
      const pending = this.inflight.get(key)
      if (pending) {
        const shared = await pending
        if (shared) return this.respond(c, shared)
        return next()
      }

      const topic = topicOf(path)
      const generation = this.generations.get(topic) ?? 0
      let settle!: (entry: Entry | undefined) => void
      const flight = new Promise<Entry | undefined>((resolve) => (settle = resolve))
      this.inflight.set(key, flight)
      this.computations++
      let entry: Entry | undefined
      const compute = async () => {
        await next()
        if (c.res.status !== 200) return
        const body = new Uint8Array(await c.res.arrayBuffer())
        const { gzip, br } = await compressBoth(body)
        entry = {
          topic,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          type: c.res.headers.get('content-type') ?? 'application/json',
          body,
          gzip,
          br,
          size: body.length + gzip.length + br.length + key.length + 200,
        }
      }
      try {
        await (key.includes('?') ? this.pageGate.run(compute) : compute())
        if (!entry) return
      } finally {
        settle(entry)
        if (this.inflight.get(key) === flight) this.inflight.delete(key)
      }
      // Store only if nothing changed while we were computing, and only while invalidations reach us.
      if (this.healthy && (this.generations.get(topic) ?? 0) === generation) this.store(key, entry)
      // Keep what earlier middleware put on the answer (CORS headers, for one); the body headers are ours.
      const fresh = this.respond(c, entry)
      c.res.headers.forEach((value, name) => {
        if (!fresh.headers.has(name) && !/^content-(type|length|encoding)$/i.test(name)) fresh.headers.set(name, value)
      })
      c.res = undefined
      c.res = fresh
    }
  }

  private withVariant(key: string | undefined, header: (name: string) => string | undefined): string | undefined {
    return key === undefined || !this.variantOf ? key : `${key}#${this.variantOf(header)}`
  }

  private respond(c: Context, entry: Entry): Response {
    const headers = cacheHeaders(entry)
    if (etagMatches(c.req.header('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers })
    const encoding = pickEncoding(c.req.header('accept-encoding'))
    const body = bodyIn(entry, encoding)
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers })
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
    const key = this.withVariant(cacheKeyOfRawUrl(url), (name) => req.headers[name] as string | undefined)
    const hit = key === undefined ? undefined : this.lookup(key)
    if (!hit) return false
    hit.nodeHeaders ??= this.nodeHeadersOf(hit, fixedHeaders)
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

  private nodeHeadersOf(entry: Entry, fixed: readonly string[]): NonNullable<Entry['nodeHeaders']> {
    // What the app's cors middleware adds to every API answer, also without Origin (its origin is a list, not
    // '*'); node-server.test.ts holds the two paths to the same headers.
    const cors = { 'Access-Control-Expose-Headers': 'ETag', Vary: 'Accept-Encoding, Origin' }
    const base = [...fixed, ...Object.entries({ ...cacheHeaders(entry), ...cors }).flat()]
    const withBody = (encoding: Encoding) => {
      const pairs = [...base]
      if (encoding !== 'identity') pairs.push('Content-Encoding', encoding)
      pairs.push('Content-Length', String(bodyIn(entry, encoding).length))
      return pairs
    }
    return { identity: withBody('identity'), gzip: withBody('gzip'), br: withBody('br'), notModified: base }
  }
}
