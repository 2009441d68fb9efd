import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { DatabaseHandle } from '../db/client'
import { bodyIn, type Encoding, etagMatches, pickEncoding } from './content-negotiation'

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

const CACHEABLE: RegExp[] = [
  /^\/api\/papers\/all$/,
  /^\/api\/speaker\/(all|get\/[^/]+)$/,
  /^\/api\/recentupdate\/all$/,
  /^\/api\/photogallery\/all$/,
  /^\/api\/(organising|international|technical)commitee\/(getAllMembers|getMember\/[^/]+)$/,
]

/**
 * Every distinct URL (query string included) is its own entry, and anyone can send endless distinct query
 * strings: the cache keeps at most this many bytes (body + gzip + brotli), dropping the least recently used first.
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
  private entries = new Map<string, Entry>()
  private cachedBytes = 0
  private generations = new Map<string, number>()
  private healthy: boolean
  private readonly instanceId = randomUUID()
  private echoWaiters = new Map<string, () => void>()
  private heartbeat?: NodeJS.Timeout
  private stopListening?: () => Promise<void>
  /** Answers given by the Node fast path (answerFromNode) since start. */
  fastAnswers = 0

  constructor(private readonly database?: DatabaseHandle) {
    // PGlite is one process: local invalidation is all there is. Postgres needs the LISTEN connection first.
    this.healthy = database?.kind === 'pglite'
  }

  /** Starts listening for invalidations from other instances (Postgres only). */
  async start(): Promise<void> {
    const db = this.database
    if (!db || db.kind !== 'postgres') return
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
    return this.entries.size
  }

  /** Bytes held by the cached responses. */
  get bytes(): number {
    return this.cachedBytes
  }

  private drop(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.cachedBytes -= entry.size
  }

  /** Stores an entry as the most recently used; evicts the least recently used beyond the budget. */
  private store(key: string, entry: Entry) {
    this.drop(key)
    if (entry.size > MAX_CACHED_BYTES / 4) return
    this.entries.set(key, entry)
    this.cachedBytes += entry.size
    for (const oldest of this.entries.keys()) {
      if (this.cachedBytes <= MAX_CACHED_BYTES) break
      this.drop(oldest)
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

  private clear() {
    this.entries.clear()
    this.cachedBytes = 0
    for (const [topic, gen] of this.generations) this.generations.set(topic, gen + 1)
  }

  private invalidateLocal(topic: string) {
    this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1)
    for (const [key, entry] of this.entries) if (entry.topic === topic) this.drop(key)
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
      if (!CACHEABLE.some((re) => re.test(path))) return next()
      const key = c.req.url.slice(c.req.url.indexOf(path))
      const hit = this.entries.get(key)
      if (hit) {
        // Most recently used again.
        this.entries.delete(key)
        this.entries.set(key, hit)
        return this.respond(c, hit)
      }

      const topic = topicOf(path)
      const generation = this.generations.get(topic) ?? 0
      await next()
      if (c.res.status !== 200) return
      const body = new Uint8Array(await c.res.arrayBuffer())
      const entry: Entry = {
        topic,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        type: c.res.headers.get('content-type') ?? 'application/json',
        body,
        gzip: gzipSync(body, { level: 6 }),
        br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
        size: 0,
      }
      entry.size = body.length + entry.gzip.length + entry.br.length + key.length + 200
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
    const key = req.url
    if (key === undefined || !key.startsWith('/api/')) return false
    const hit = this.entries.get(key)
    // A request with Origin gets CORS headers from Hono's cors middleware.
    if (!hit || req.headers.origin !== undefined) return false
    this.entries.delete(key)
    this.entries.set(key, hit)
    const headers = (hit.nodeHeaders ??= this.nodeHeadersOf(hit, fixedHeaders))
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
