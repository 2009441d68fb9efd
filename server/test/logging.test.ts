import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app'
import { readEnv } from '../src/env'
import type { LogLevel } from '../src/lib/logger'
import { createSiteServer } from '../src/lib/node-server'
import { observeRequests } from '../src/lib/observability'
import { capturedLogger, lineOf } from './captured-logs'
import { ADMIN, useTestApp } from './context'
import { sleep } from './reliability/helpers'
import { closeServer, listenLocal, useSiteServer } from './site-server'

// Structured logs (issue 14 item 5): one JSON line per request with its id, on the site's real HTTP server (the
// cache's fast path included); no password, token or contact message ever in them. The database outage is in
// logging-outage.test.ts.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('request logs on the site server', () => {
  const ctx = useTestApp()
  const log = capturedLogger('info')
  const site = useSiteServer(async () => {
    const { app } = createApp({ database: ctx.db.handle, responseCache: ctx.cache, logger: log.logger })
    return createSiteServer({
      app,
      responseCache: ctx.cache,
      observe: (listener) => observeRequests(listener, { logger: log.logger }),
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
