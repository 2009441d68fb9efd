import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { closeKeptAliveOnlyWhenIdle } from './keep-alive'

/** What the metrics read from the response cache (counters it keeps itself; read at scrape time). */
export interface CacheCounters {
  /** Answers of the Node fast path. */
  fastAnswers: number
  /** Hits answered through Hono (HEAD, CORS requests), when the cache counts them. */
  appHits?: number
  /** Misses: answers computed by the app (concurrent misses for one key count once). */
  computations?: number
  readonly size: number
  readonly bytes: number
}

export interface DatabaseCounters {
  up: boolean
  outages: number
  failedRequests: number
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** A Prometheus counter that mirrors a monotonic number kept elsewhere (read when scraped). */
function mirroredCounter(registry: Registry, name: string, help: string, read: () => number) {
  let last = 0
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const now = read()
      if (now > last) this.inc(now - last)
      last = Math.max(last, now)
    },
  })
}

/**
 * The site's Prometheus metrics, in a registry of their own (served only on METRICS_PORT, never on the public
 * port): requests by route template and status, response cache and database counters, and the process
 * metrics prom-client collects by default.
 */
export class SiteMetrics {
  readonly registry = new Registry()
  private readonly requests: Counter<'method' | 'route' | 'status'>
  private readonly duration: Histogram<'method' | 'route' | 'status'>

  constructor(sources: { cache?: CacheCounters; database?: DatabaseCounters } = {}) {
    const registers = [this.registry]
    collectDefaultMetrics({ register: this.registry })
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    })
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to the last byte of the answer, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    })
    const { cache, database } = sources
    if (cache) {
      mirroredCounter(
        this.registry,
        'icnari_response_cache_hits_total',
        'Public GETs answered from the response cache.',
        () => cache.fastAnswers + (cache.appHits ?? 0),
      )
      mirroredCounter(
        this.registry,
        'icnari_response_cache_misses_total',
        'Cacheable GETs computed by the app (then stored); concurrent misses for one URL count once.',
        () => cache.computations ?? 0,
      )
      new Gauge({
        name: 'icnari_response_cache_entries',
        help: 'Responses held by the cache.',
        registers,
        collect() {
          this.set(cache.size)
        },
      })
      new Gauge({
        name: 'icnari_response_cache_bytes',
        help: 'Bytes held by the cache (bodies and their compressed copies).',
        registers,
        collect() {
          this.set(cache.bytes)
        },
      })
    }
    if (database) {
      new Gauge({
        name: 'icnari_database_up',
        help: '1 while the database answers, 0 during an outage.',
        registers,
        collect() {
          this.set(database.up ? 1 : 0)
        },
      })
      mirroredCounter(
        this.registry,
        'icnari_database_outages_total',
        'Times the database became unreachable.',
        () => database.outages,
      )
      mirroredCounter(
        this.registry,
        'icnari_database_unavailable_requests_total',
        'Requests answered 5xx while the database was unreachable.',
        () => database.failedRequests,
      )
    }
  }

  /** Per label set, the counter's and the histogram's children: looking labels up by object costs more. */
  private children = new Map<
    string,
    { count: ReturnType<SiteMetrics['requests']['labels']>; time: ReturnType<SiteMetrics['duration']['labels']> }
  >()

  observeRequest(method: string, route: string, status: number, seconds: number) {
    const m = METHODS.has(method) ? method : 'other'
    const key = `${m} ${status} ${route}`
    let child = this.children.get(key)
    if (!child) {
      const labels = { method: m, route, status: String(status) }
      child = { count: this.requests.labels(labels), time: this.duration.labels(labels) }
      this.children.set(key, child)
    }
    child.count.inc()
    child.time.observe(seconds)
  }
}

/** Serves GET /metrics of `metrics` on its own port (default host 127.0.0.1: not for the public). */
export async function startMetricsServer(
  metrics: SiteMetrics,
  options: { port: number; host?: string },
): Promise<Server> {
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0]
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at /metrics.\n')
      return
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    )
  })
  // A scrape that arrived while the event loop was busy is answered, not reset (decision 014).
  closeKeptAliveOnlyWhenIdle(server)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port
}
