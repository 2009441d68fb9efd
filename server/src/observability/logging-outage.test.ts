import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  behindProxy,
  createEmptyDatabase,
  freePort,
  POSTGRES_URL,
  type ServerProcess,
  sleep,
  startServer,
  type TcpProxy,
  warnSkip,
} from '../../test/reliability/helpers'

// Structured logs (issue 14 item 5): an outage of the database logged as an operator needs it (when it began, what
// it cost, when it ended), in a real server process whose database connection runs through a TCP proxy we cut.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Record_ = Record<string, any>

if (!POSTGRES_URL) warnSkip('database outage in the logs', 'A TCP proxy in front of a real Postgres is needed.')

describe.skipIf(!POSTGRES_URL)('a database outage in the logs and metrics of a server process', () => {
  let server: ServerProcess
  let proxy: TcpProxy
  let drop: (() => Promise<void>) | undefined
  let metricsPort = 0

  beforeAll(async () => {
    const db = await createEmptyDatabase()
    drop = db.drop
    const proxied = await behindProxy(db.url)
    proxy = proxied.proxy
    metricsPort = await freePort()
    server = await startServer({
      databaseUrl: proxied.url,
      env: { LOG_LEVEL: 'info', METRICS_PORT: String(metricsPort) },
    })
  }, 60_000)

  afterAll(async () => {
    await server?.stop()
    await proxy?.cut()
    await drop?.()
  }, 30_000)

  const records = () =>
    server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record_)
  async function until(what: string, found: () => boolean, ms = 10_000) {
    const deadline = Date.now() + ms
    while (!found()) {
      if (Date.now() > deadline) throw new Error(`${what} not seen within ${ms} ms:\n${server.output().slice(-3000)}`)
      await sleep(50)
    }
  }
  const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()

  it('logs when it began (error), each failed request (error), and when it ended with its duration and cost (warn)', async () => {
    expect((await fetch(`${server.url}/api/papers/all`)).status).toBe(200)
    expect(records().find((r) => /ICNARI 2026 site on/.test(r.msg))).toMatchObject({
      level: 'info',
      database: 'postgres',
    })

    await proxy.cut()
    const failed: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/api/recentupdate/all?limit=${i + 1}`, {
        signal: AbortSignal.timeout(10_000),
      })
      expect(res.status).toBe(503)
      failed.push(res.headers.get('x-request-id')!)
    }
    await until('the response cache switching off', () => records().some((r) => r.event === 'response_cache_off'))
    await proxy.restore()
    await until('the recovery', () => records().some((r) => r.event === 'database_recovered'), 20_000)
    await until('the response cache back on', () => records().some((r) => r.event === 'response_cache_on'))

    const all = records()
    const down = all.filter((r) => r.event === 'database_unavailable')
    const up = all.filter((r) => r.event === 'database_recovered')
    expect(down).toHaveLength(1)
    expect(up).toHaveLength(1)
    expect(down[0]!.level).toBe('error')
    expect(up[0]!.level).toBe('warn')
    expect(up[0]!.failedRequests).toBeGreaterThanOrEqual(3)
    expect(up[0]!.downMs).toBeGreaterThan(0)
    expect(up[0]!.downSince).toBe(down[0]!.downSince)
    expect(Math.abs(Date.parse(down[0]!.time as string) - Date.parse(down[0]!.downSince as string))).toBeLessThan(1000)
    expect(all.indexOf(down[0]!)).toBeLessThan(all.indexOf(up[0]!))
    for (const id of failed) {
      expect(all.find((r) => r.requestId === id)).toMatchObject({
        level: 'error',
        status: 503,
        route: '/api/recentupdate/all',
      })
    }
    console.log(`[logging] outage lines:\n  ${JSON.stringify(down[0])}\n  ${JSON.stringify(up[0])}`)

    const metrics = await scrape()
    expect(metrics).toMatch(/^icnari_database_up 1$/m)
    expect(metrics).toMatch(/^icnari_database_outages_total 1$/m)
    expect(Number(/^icnari_database_unavailable_requests_total (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(3)
    expect(metrics).toMatch(/^http_requests_total\{method="GET",route="\/api\/recentupdate\/all",status="503"\} [3-9]/m)
  }, 60_000)

  it('serves metrics on METRICS_PORT only: the public port answers /metrics with its own 404', async () => {
    expect(await scrape()).toContain('process_cpu_user_seconds_total')
    const res = await fetch(`${server.url}/metrics`)
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('http_requests_total')
  })

  it('logs the shutdown', async () => {
    await server.stop()
    expect((await server.exited).code).toBe(0)
    const signals = records().filter((r) => r.signal === 'SIGTERM')
    expect(signals.map((r) => r.level)).toEqual(['warn', 'warn'])
  })
})
