import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import { closeKeptAliveOnlyWhenIdle } from '../http/keep-alive'

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
/** Upper bounds of the request duration histogram, in seconds. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

type RequestLabels = { method: string; route: string; status: string }

/** One label set's requests: their count, the sum of their durations and how many fell in each bucket (not cumulative). */
interface RequestSeries {
  method: string
  status: number
  labels: RequestLabels
  count: number
  sum: number
  buckets: number[]
}

/**
 * http_requests_total and http_request_duration_seconds, kept as plain numbers per label set and read by the
 * registry when scraped. prom-client's own children (`counter.labels(...)`) validate and hash their labels again on
 * every `inc` and `observe`, which cost a cached answer more than the rest of its metrics (issue 35); the scrape
 * text is the one prom-client writes for a Counter and a Histogram (the registry formats both from get()).
 */
class RequestMetrics {
  /** By route template, then a short list of (method, status). */
  private readonly byRoute = new Map<string, RequestSeries[]>()

  constructor(registry: Registry) {
    const all = () => [...this.byRoute.values()].flat()
    const counter = {
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      type: 'counter',
      aggregator: 'sum',
      get: async () => ({
        name: counter.name,
        help: counter.help,
        type: counter.type,
        aggregator: counter.aggregator,
        values: all().map((s) => ({ labels: { ...s.labels }, value: s.count })),
      }),
    }
    const histogramValues = (splay: boolean) => {
      const name = 'http_request_duration_seconds'
      const values: {
        labels: Record<string, string | number>
        sharedLabels?: RequestLabels
        value: number
        metricName: string
        exemplar?: null
      }[] = []
      const value = (labels: Record<string, string | number>, shared: RequestLabels, v: number, metricName: string) => {
        const bucket = metricName.endsWith('_bucket')
        values.push(
          splay
            ? { labels: { ...labels, ...shared }, value: v, metricName, ...(bucket ? { exemplar: null } : {}) }
            : { labels, sharedLabels: shared, value: v, metricName },
        )
      }
      for (const s of all()) {
        let cumulative = 0
        for (let i = 0; i < DURATION_BUCKETS.length; i++) {
          cumulative += s.buckets[i]!
          value({ le: DURATION_BUCKETS[i]! }, s.labels, cumulative, `${name}_bucket`)
        }
        value({ le: '+Inf' }, s.labels, s.count, `${name}_bucket`)
        value({}, s.labels, s.sum, `${name}_sum`)
        value({}, s.labels, s.count, `${name}_count`)
      }
      return { name, help: histogram.help, type: 'histogram', aggregator: 'sum', values }
    }
    const histogram = {
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to the last byte of the answer, by method, route template and status.',
      type: 'histogram',
      aggregator: 'sum',
      get: async () => histogramValues(true),
      getForPromString: async () => histogramValues(false),
    }
    // registry.resetMetrics() resets every metric: these two start again from nothing, as prom-client's would.
    const reset = () => this.byRoute.clear()
    registry.registerMetric({ ...counter, reset } as never)
    registry.registerMetric({ ...histogram, reset } as never)
  }

  observe(method: string, route: string, status: number, seconds: number) {
    let list = this.byRoute.get(route)
    if (!list) {
      list = []
      this.byRoute.set(route, list)
    }
    let series: RequestSeries | undefined
    for (let i = 0; i < list.length; i++) {
      const s = list[i]!
      if (s.status === status && s.method === method) {
        series = s
        break
      }
    }
    if (!series) {
      series = {
        method,
        status,
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: DURATION_BUCKETS.map(() => 0),
      }
      list.push(series)
    }
    series.count++
    series.sum += seconds
    for (let i = 0; i < DURATION_BUCKETS.length; i++) {
      if (seconds <= DURATION_BUCKETS[i]!) {
        series.buckets[i]!++
        break
      }
    }
  }
}

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
  private readonly requests: RequestMetrics

  constructor(sources: { cache?: CacheCounters; database?: DatabaseCounters } = {}) {
    const registers = [this.registry]
    collectDefaultMetrics({ register: this.registry })
    this.requests = new RequestMetrics(this.registry)
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

  observeRequest(method: string, route: string, status: number, seconds: number) {
    this.requests.observe(METHODS.has(method) ? method : 'other', route, status, seconds)
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
