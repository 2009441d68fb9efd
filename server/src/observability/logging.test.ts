import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { capturedLogger, lineOf } from '../../test/captured-logs'
import { ADMIN, useTestApp } from '../../test/context'
import { sleep } from '../../test/reliability/helpers'
import { closeServer, listenLocal, useSiteServer } from '../../test/site-server'
import { createApp } from '../app'
import { readEnv } from '../env'
import { createSiteServer } from '../site-server'
import { type LogLevel, type RequestLine, requestLineWriter } from './logger'
import { SiteMetrics } from './metrics'
import { observeRequests } from './requests'

// Structured logs (issue 14 item 5): one JSON line per request with its id, on the site's real HTTP server (the
// cache's fast path included); no password, token or contact message ever in them. The database outage is in
// logging-outage.test.ts.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('request logs on the site server', () => {
  const ctx = useTestApp()
  const log = capturedLogger('info')
  let metrics: SiteMetrics
  const site = useSiteServer(async () => {
    metrics = new SiteMetrics({ cache: ctx.cache })
    const { app } = createApp({ database: ctx.db.handle, responseCache: ctx.cache, logger: log.logger })
    return createSiteServer({
      app,
      responseCache: ctx.cache,
      observe: (listener) => observeRequests(listener, { logger: log.logger, metrics }),
    })
  })

  const send = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers)
    if (init.json !== undefined) headers.set('content-type', 'application/json')
    return fetch(site.base + path, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    })
  }

  it('writes one JSON line per request with its id, method, path, route template, status and duration; a sane X-Request-Id is kept', async () => {
    const res = await send('/api/speaker/get/no-such-speaker?x=1', { headers: { 'x-request-id': 'trace-7.a:b_c' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('x-request-id')).toBe('trace-7.a:b_c')
    const line = await lineOf(log.records, 'trace-7.a:b_c')
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/speaker/get/no-such-speaker',
      route: '/api/speaker/get/:id',
      status: 404,
      msg: 'request',
    })
    expect(typeof line.durationMs).toBe('number')
    expect(line.durationMs).toBeGreaterThanOrEqual(0)
    expect(typeof line.time).toBe('string')
  })

  it('replaces an X-Request-Id that is not plain (spaces, markup, too long) with a new one, and never logs it', async () => {
    for (const bad of ['two words', '<script>x</script>', 'x'.repeat(129), '']) {
      const res = await send('/api/healthz', { headers: { 'x-request-id': bad } })
      const id = res.headers.get('x-request-id')!
      expect(id).toMatch(UUID)
      expect(id).not.toBe(bad)
      expect((await lineOf(log.records, id)).path).toBe('/api/healthz')
    }
    const text = log.lines.join('')
    expect(text).not.toContain('two words')
    expect(text).not.toContain('<script>')
    expect(text).not.toContain('x'.repeat(129))
  })

  it('gives every answer an id, the cached lists answered before Hono runs too, and logs those', async () => {
    const first = await send('/api/recentupdate/all')
    const before = ctx.cache.fastAnswers
    const second = await send('/api/recentupdate/all')
    expect(ctx.cache.fastAnswers).toBe(before + 1) // answered by the fast path
    const ids = [first.headers.get('x-request-id')!, second.headers.get('x-request-id')!]
    expect(ids[0]).toMatch(UUID)
    expect(ids[1]).toMatch(UUID)
    expect(ids[0]).not.toBe(ids[1])
    for (const id of ids) {
      expect(await lineOf(log.records, id)).toMatchObject({
        method: 'GET',
        path: '/api/recentupdate/all',
        route: '/api/recentupdate/all',
        status: 200,
      })
    }
  })

  it('never logs a password, a token or a contact message: login, admin writes, a contact message, a failed login', async () => {
    const marker = `contact-body-${randomBytes(6).toString('hex')}`
    const wrongPassword = `wrong-${randomBytes(6).toString('hex')}`
    const login = await send('/api/user/login', { method: 'POST', headers: { 'x-request-id': 'login-1' }, json: ADMIN })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const paper = { heading: 'Logged paper', authors: ['A. Author'], content: 'Body of a paper.' }
    const w1 = await send('/api/papers/add', {
      method: 'POST',
      headers: { token, 'x-request-id': 'write-1' },
      json: paper,
    })
    const w2 = await send('/api/papers/add', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'write-2' },
      json: paper,
    })
    expect([w1.status, w2.status]).toEqual([201, 201])
    const contact = await send('/api/contact', {
      method: 'POST',
      headers: { 'x-request-id': 'contact-1' },
      json: { name: 'Asha Verma', email: 'asha@example.org', subject: 'A question', message: `Hello ${marker}` },
    })
    expect(contact.status).toBe(201)
    const failed = await send('/api/user/login', {
      method: 'POST',
      headers: { 'x-request-id': 'login-2' },
      json: { email: ADMIN.email, password: wrongPassword },
    })
    expect(failed.status).toBe(401)
    const inbox = await send('/api/contact', { headers: { token, 'x-request-id': 'inbox-1' } })
    expect(await inbox.text()).toContain(marker)
    // Logged by mistake one day: an object with secrets, and a query error whose parameters hold a message.
    log.logger.info({ password: ADMIN.password, user: { token }, body: { message: marker } }, 'careless')
    log.logger.error(
      {
        err: new DrizzleQueryError(
          'insert into "contact_messages" ("message") values ($1)',
          [marker],
          new Error('connection reset'),
        ),
      },
      'unhandled error',
    )

    for (const [id, status] of [
      ['login-1', 200],
      ['write-1', 201],
      ['write-2', 201],
      ['contact-1', 201],
      ['login-2', 401],
      ['inbox-1', 200],
    ] as const) {
      expect(await lineOf(log.records, id)).toMatchObject({ status, requestId: id })
    }
    const text = log.lines.join('')
    for (const secret of [ADMIN.password, token, marker, wrongPassword]) expect(text).not.toContain(secret)
    // What is kept of that error: the statement and the cause, not the parameters.
    const error = log.records().find((r) => r.msg === 'unhandled error')!
    expect(error.err.message).toBe('Failed query: insert into "contact_messages" ("message") values ($1)')
    expect(error.err.causes[0].message).toBe('connection reset')
  })

  it('every request, on the fast path and through Hono, yields exactly one line with every field, shaped as pino writes it, and one metrics count', async () => {
    /** The value of http_requests_total for one label set. */
    const counted = async (route: string, status: number, method = 'GET') => {
      const text = await metrics.registry.metrics()
      const line = text
        .split('\n')
        .find((l) => l.startsWith(`http_requests_total{method="${method}",route="${route}",status="${status}"} `))
      return line ? Number(line.split(' ').pop()) : 0
    }
    const sent = [
      // The cached list: the first answer is computed through Hono, the rest come from the Node fast path.
      ...Array.from({ length: 6 }, () => ['/api/speaker/all', '/api/speaker/all', 200] as const),
      // Through Hono: a route with a parameter, its 404, and the readiness probe.
      ['/api/speaker/get/nope?x=1', '/api/speaker/get/:id', 404],
      ['/api/healthz', '/api/healthz', 200],
      ['/api/healthz', '/api/healthz', 200],
    ] as const
    const before = new Map<string, number>()
    for (const [, route, status] of sent) before.set(`${route} ${status}`, await counted(route, status))
    const fastBefore = ctx.cache.fastAnswers
    const ids: string[] = []
    for (const [i, [path]] of sent.entries()) {
      const id = `one-line-${i}`
      const res = await send(path, { headers: { 'x-request-id': id } })
      await res.arrayBuffer()
      expect(res.headers.get('x-request-id')).toBe(id)
      ids.push(id)
    }
    expect(ctx.cache.fastAnswers - fastBefore).toBeGreaterThanOrEqual(5)
    // What pino itself writes for the same fields: the request lines must be the same JSON, key for key.
    const reference = capturedLogger('info')
    reference.logger.info(
      { requestId: 'x', method: 'GET', path: '/p', route: '/p', status: 200, durationMs: 1.5 },
      'request',
    )
    const keys = Object.keys(reference.records()[0]!)
    expect(keys).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'requestId',
      'method',
      'path',
      'route',
      'status',
      'durationMs',
      'msg',
    ])
    for (const [i, [path, route, status]] of sent.entries()) {
      await lineOf(log.records, ids[i]!)
      const lines = log.records().filter((r) => r.requestId === ids[i])
      expect(lines).toHaveLength(1)
      const line = lines[0]!
      expect(Object.keys(line)).toEqual(keys)
      expect(line).toMatchObject({
        level: 'info',
        pid: process.pid,
        method: 'GET',
        path: path.split('?')[0],
        route,
        status,
        msg: 'request',
      })
      expect(new Date(line.time).toISOString()).toBe(line.time)
      expect(line.durationMs).toBeGreaterThanOrEqual(0)
      expect(Math.round(line.durationMs * 10) / 10).toBe(line.durationMs)
    }
    // Counted once each, by route template and status.
    const expected = new Map<string, number>()
    for (const [, route, status] of sent)
      expected.set(`${route} ${status}`, (expected.get(`${route} ${status}`) ?? 0) + 1)
    for (const [key, n] of expected) {
      const [route, status] = key.split(' ') as [string, string]
      expect(await counted(route, Number(status))).toBe(before.get(key)! + n)
    }
  })

  it('logs a request whose client left before the end as aborted, once, and keeps lines in the order they were logged', async () => {
    const captured = capturedLogger('info')
    const server = createServer(
      observeRequests(
        (req, res) => {
          if (req.url === '/hang') res.writeHead(200, ['Content-Type', 'text/plain']).write('part')
          else res.writeHead(200, ['Content-Type', 'text/plain']).end('whole')
        },
        { logger: captured.logger },
      ),
    )
    const base = await listenLocal(server)
    const controller = new AbortController()
    const hanging = await fetch(`${base}/hang`, { headers: { 'x-request-id': 'left-1' }, signal: controller.signal })
    expect(hanging.status).toBe(200)
    controller.abort()
    const left = await lineOf(captured.records, 'left-1')
    expect(left).toMatchObject({ status: 200, path: '/hang', aborted: true, msg: 'request' })
    expect(Object.keys(left).slice(-2)).toEqual(['aborted', 'msg'])
    // A request line, then a line of pino's own right after it: written in that order.
    await (await fetch(`${base}/ok`, { headers: { 'x-request-id': 'order-1' } })).text()
    captured.logger.warn({ event: 'after' }, 'after the request')
    await lineOf(captured.records, 'order-1')
    const order = captured.records().map((r) => r.requestId ?? r.event)
    expect(order.indexOf('order-1')).toBeLessThan(order.indexOf('after'))
    expect(captured.records().filter((r) => r.requestId === 'left-1')).toHaveLength(1)
    await closeServer(server)
  })

  it('writes the same line as pino for any field text: quotes, backslashes, control and non-ASCII characters', async () => {
    const ours = capturedLogger('debug')
    const pinos = capturedLogger('debug')
    const write = requestLineWriter(ours.logger)
    const lines: RequestLine[] = [
      { requestId: 'a', method: 'GET', path: '/plain', route: '/plain', status: 200, durationMs: 0.1 },
      { requestId: 'b', method: 'POST', path: '/"quoted"\\back', route: '*', status: 404, durationMs: 12 },
      {
        requestId: 'c',
        method: 'GET',
        path: '/café/\u0001\t',
        route: '/api/*',
        status: 503,
        durationMs: 3.3,
        aborted: true,
      },
    ]
    for (const line of lines) {
      const level = line.status >= 500 ? 'error' : 'info'
      expect(write(level, line)).toBe(true)
      const { aborted, ...fields } = line
      pinos.logger[level]({ ...fields, ...(aborted ? { aborted } : {}) }, 'request')
    }
    const withoutTime = (l: string) => l.replace(/"time":"[^"]+"/, '"time":""')
    expect(ours.lines.join('').split('\n').map(withoutTime)).toEqual(pinos.lines.join('').split('\n').map(withoutTime))
    // Not enabled: nothing written.
    const quiet = capturedLogger('warn')
    expect(requestLineWriter(quiet.logger)('info', lines[0]!)).toBe(false)
    expect(quiet.lines).toEqual([])
  })

  it('logs 429 answers at warn level', async () => {
    const email = `limited-${randomBytes(4).toString('hex')}@example.org`
    let last: Response | undefined
    for (let i = 0; i < 7 && last?.status !== 429; i++) {
      last = await send('/api/user/login', {
        method: 'POST',
        headers: { 'x-request-id': `limit-${i}` },
        json: { email, password: 'not-the-password' },
      })
    }
    expect(last?.status).toBe(429)
    const line = await lineOf(log.records, last!.headers.get('x-request-id')!)
    expect(line).toMatchObject({ level: 'warn', status: 429, route: '/api/user/login' })
  })
})

describe('LOG_LEVEL', () => {
  /** A bare server with the observer: answers the status named by its path (/503). */
  async function levelsSeen(level: LogLevel) {
    const log = capturedLogger(level)
    const server = createServer(
      observeRequests(
        (req, res) => {
          res.statusCode = Number(req.url!.slice(1))
          res.end()
        },
        { logger: log.logger },
      ),
    )
    const base = await listenLocal(server)
    for (const status of [200, 404, 429, 503]) await (await fetch(`${base}/${status}`)).arrayBuffer()
    await sleep(50)
    await closeServer(server)
    return log.records().map((r) => `${r.level} ${r.status}`)
  }

  it('info logs every request, warn only 429 and 5xx, error only 5xx, silent nothing', async () => {
    expect(await levelsSeen('info')).toEqual(['info 200', 'info 404', 'warn 429', 'error 503'])
    expect(await levelsSeen('warn')).toEqual(['warn 429', 'error 503'])
    expect(await levelsSeen('error')).toEqual(['error 503'])
    expect(await levelsSeen('silent')).toEqual([])
  })

  it('accepts silent, error, warn, info and debug, and refuses anything else', () => {
    for (const level of ['silent', 'error', 'warn', 'info', 'debug'])
      expect(readEnv({ LOG_LEVEL: level }).LOG_LEVEL).toBe(level)
    expect(readEnv({}).LOG_LEVEL).toBe('info')
    expect(() => readEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/)
    expect(readEnv({}).METRICS_PORT).toBeUndefined()
    expect(readEnv({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined()
    expect(readEnv({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' })
  })
})

// A real server process whose database is cut away and brought back, as an operator would live it.
