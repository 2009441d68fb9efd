import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Counter, Histogram, Registry } from 'prom-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/context'
import { closeServer, useSiteServer } from '../../test/site-server'
import { createApp } from '../app'
import { createSiteServer } from '../site-server'
import { createLogger } from './logger'
import { SiteMetrics, startMetricsServer } from './metrics'
import { observeRequests } from './requests'

// Prometheus metrics (issue 14 item 6): the site's real HTTP server with the observer, the metrics server on a
// port of its own. Requests are counted by route template and status (ids and query strings never become labels),
// the cache's fast-path answers included; cache hits and misses and the process metrics are there too.

const ctx = useTestApp()
const logger = createLogger({ level: 'silent' })
let metrics: SiteMetrics
let metricsServer: Server
let metricsUrl: string
const site = useSiteServer(async () => {
  metrics = new SiteMetrics({ cache: ctx.cache })
  const { app } = createApp({ database: ctx.db.handle, responseCache: ctx.cache, logger })
  return createSiteServer({
    app,
    responseCache: ctx.cache,
    observe: (listener) => observeRequests(listener, { logger, metrics }),
  })
})

beforeAll(async () => {
  metricsServer = await startMetricsServer(metrics, { port: 0 })
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`
})
afterAll(() => closeServer(metricsServer))

/** The value of one sample of the scrape (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!m || m[1] !== name) continue
    const have = m[2]?.split(/,(?=[a-z_]+=")/) ?? []
    if (want.every((w) => have.includes(w)) && have.length === want.length) return Number(m[3])
  }
  return 0
}

const scrape = async () => (await fetch(metricsUrl)).text()
const get = async (path: string) => {
  const res = await fetch(site.base + path)
  await res.arrayBuffer()
  return res
}

describe('metrics on their own port', () => {
  it('count requests and their durations by route template and status, the fast path included', async () => {
    const token = await ctx.login()
    const created = await ctx.request('/organisingcommitee/createMember', {
      method: 'POST',
      token,
      json: {
        name: 'Dr. Metrics',
        specialization: ['Counting'],
        college: 'NIT Patna',
        committee: 'Organizing Chair',
        description: 'Counts.',
      },
    })
    expect(created.status).toBe(201)
    const id = JSON.stringify(await created.json()).match(/"_id":"([^"]+)"/)![1]!
    const before = await scrape()
    const member = { method: 'GET', route: '/api/organisingcommitee/getMember/:id', status: '200' }
    const missing = { method: 'GET', route: '/api/speaker/get/:id', status: '404' }
    const list = { method: 'GET', route: '/api/papers/all', status: '200' }
    const fastBefore = ctx.cache.fastAnswers

    for (let i = 0; i < 3; i++) expect((await get(`/api/organisingcommitee/getMember/${id}`)).status).toBe(200)
    expect((await get('/api/speaker/get/nope-1')).status).toBe(404)
    expect((await get('/api/speaker/get/nope-2?x=1')).status).toBe(404)
    for (let i = 0; i < 3; i++) expect((await get('/api/papers/all')).status).toBe(200)
    expect((await get('/api/papers/all?skip=0&limit=2')).status).toBe(200)
    expect(ctx.cache.fastAnswers - fastBefore).toBeGreaterThanOrEqual(4) // member and list hits from the fast path

    await new Promise((r) => setTimeout(r, 50)) // a request is counted when its response closes
    const after = await scrape()
    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels)
    expect(moved('http_requests_total', member)).toBe(3)
    expect(moved('http_requests_total', missing)).toBe(2)
    expect(moved('http_requests_total', list)).toBe(4)
    expect(moved('http_request_duration_seconds_count', member)).toBe(3)
    expect(moved('http_request_duration_seconds_bucket', { ...list, le: '+Inf' })).toBe(4)
    expect(sample(after, 'http_request_duration_seconds_sum', list)).toBeGreaterThan(0)
    // Ids and query strings never become labels.
    expect(after).not.toContain('nope-1')
    expect(after).not.toContain(id)
    expect(after).not.toMatch(/route="[^"]*\?/)
    // Cache: hits (the fast path) and misses (answers computed, then stored).
    expect(moved('icnari_response_cache_hits_total', {})).toBeGreaterThanOrEqual(4)
    expect(moved('icnari_response_cache_misses_total', {})).toBeGreaterThanOrEqual(2)
    expect(sample(after, 'icnari_response_cache_entries')).toBeGreaterThanOrEqual(2)
    // The process metrics prom-client collects by default.
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
    expect(after).toContain('nodejs_eventloop_lag_seconds')
  })

  it('are not served on the public port, and the metrics port serves nothing else', async () => {
    const res = await fetch(`${site.base}/metrics`)
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('http_requests_total')
    expect((await fetch(`${site.base}/api/metrics`)).status).toBe(404)
    const other = await fetch(metricsUrl.replace('/metrics', '/api/papers/all'))
    expect(other.status).toBe(404)
  })
})

describe('request metrics kept as plain numbers', () => {
  it('scrape exactly as prom-client writes a Counter and a Histogram fed the same requests', async () => {
    const ours = new SiteMetrics()
    const reference = new Registry()
    const labelNames = ['method', 'route', 'status'] as const
    const counter = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      labelNames,
      registers: [reference],
    })
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to the last byte of the answer, by method, route template and status.',
      labelNames,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [reference],
    })
    const requests: [string, string, number, number][] = [
      ['GET', '/api/papers/all', 200, 0.0004],
      ['GET', '/api/papers/all', 200, 0.001],
      ['GET', '/api/papers/all', 304, 0.02],
      ['POST', '/api/user/login', 429, 0.3],
      ['GET', '/*', 200, 12],
      ['GET', '/api/speaker/get/:id', 404, 0.007],
    ]
    for (const [method, route, status, seconds] of requests) {
      ours.observeRequest(method, route, status, seconds)
      counter.inc({ method, route, status: String(status) })
      histogram.observe({ method, route, status: String(status) }, seconds)
    }
    // An unknown method is counted as 'other', as before.
    ours.observeRequest('BREW', '/api/*', 404, 0.001)
    counter.inc({ method: 'other', route: '/api/*', status: '404' })
    histogram.observe({ method: 'other', route: '/api/*', status: '404' }, 0.001)
    const section = (text: string, name: string) =>
      text
        .split('\n\n')
        .find((s) => s.includes(`# TYPE ${name} `))!
        .split('\n')
        .sort()
    const [a, b] = [await ours.registry.metrics(), await reference.metrics()]
    expect(section(a, 'http_requests_total')).toEqual(section(b, 'http_requests_total'))
    expect(section(a, 'http_request_duration_seconds')).toEqual(section(b, 'http_request_duration_seconds'))
    const [ja, jb] = [await ours.registry.getMetricsAsJSON(), await reference.getMetricsAsJSON()]
    for (const name of ['http_requests_total', 'http_request_duration_seconds'])
      expect(JSON.parse(JSON.stringify(ja.find((m) => m.name === name)))).toEqual(
        JSON.parse(JSON.stringify(jb.find((m) => m.name === name))),
      )
    // resetMetrics starts them again from nothing, as it does prom-client's own.
    ours.registry.resetMetrics()
    expect(await ours.registry.metrics()).not.toMatch(/^http_request/m)
  })
})
