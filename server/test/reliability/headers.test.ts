import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app'
import { ADMIN, useTestApp } from '../context'
import { POSTGRES_URL, useServerProcess, warnSkip } from './helpers'

// Headers and browser policy: a content security policy without inline scripts on HTML and API answers,
// the other security headers, CORS only for configured origins, and no cookies at all.

const ctx = useTestApp()
const ALLOWED = 'https://allowed.example'
let dist = ''
let app: ReturnType<typeof createApp>['app']
let token = ''

function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  )
}

/** The policy every answer must carry: scripts only from our origin, never inline or eval'd, no framing. */
function expectSecurityHeaders(res: Response, where: string) {
  const csp = res.headers.get('content-security-policy')
  expect(csp, `${where}: no CSP`).toBeTruthy()
  const d = cspDirectives(csp!)
  const scripts = d.get('script-src') ?? d.get('default-src') ?? []
  expect(scripts, `${where}: script-src`).not.toContain("'unsafe-inline'")
  expect(scripts, `${where}: script-src`).not.toContain("'unsafe-eval'")
  expect(
    scripts.some((s) => s === '*' || s === 'https:' || s === 'http:'),
    `${where}: script-src too wide`,
  ).toBe(false)
  expect(d.get('frame-ancestors'), where).toEqual(["'none'"])
  expect(d.get('object-src'), where).toEqual(["'none'"])
  // One framing rule: the legacy header agrees with frame-ancestors 'none' (SAMEORIGIN would contradict it).
  expect(res.headers.get('x-frame-options'), where).toBe('DENY')
  expect(res.headers.get('x-content-type-options'), where).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), where).toBeTruthy()
  expect(res.headers.get('set-cookie'), `${where}: sets a cookie`).toBeNull()
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'reliability-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>ICNARI</title><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  )
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("hi")')
  app = createApp({ database: ctx.db.handle, clientDist: dist, corsOrigins: [ALLOWED], logErrors: true }).app
  token = await ctx.login()
}, 60_000)

afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('content security policy and security headers', () => {
  it('are on HTML pages, assets, API answers, errors and the docs page', async () => {
    const cases: [string, RequestInit?][] = [
      ['/'],
      ['/speakers'],
      ['/admin/dashboard'],
      ['/assets/app.js'],
      ['/no/such/page.png'],
      ['/api/papers/all'],
      ['/api/papers/all?limit=abc'],
      ['/api/user/me'],
      ['/api/no/such/route'],
      ['/api/openapi.json'],
      ['/api/docs'],
      ['/api/healthz'],
      ['/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' }],
      [
        '/api/user/login',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) },
      ],
      ['/api/papers/add', { method: 'POST', headers: { 'content-type': 'text/plain', token }, body: 'x' }],
    ]
    for (const [path, init] of cases) {
      const res = await app.request(path, init)
      expect(res.status, path).toBeLessThan(500)
      expectSecurityHeaders(res, `${init?.method ?? 'GET'} ${path} (${res.status})`)
      if (path === '/' || path === '/speakers') {
        expect(res.headers.get('content-type')).toMatch(/^text\/html/)
        expect(await res.text()).toContain('/assets/app.js')
      }
    }
    // A revalidation (304) carries the policy too, though the rest of the 200's headers stay in the browser.
    for (const path of ['/assets/app.js', '/api/papers/all', '/api/speaker/all']) {
      const etag = (await app.request(path)).headers.get('etag')
      expect(etag, path).toBeTruthy()
      const res = await app.request(path, { headers: { 'if-none-match': etag! } })
      expect(res.status, path).toBe(304)
      expectSecurityHeaders(res, `GET ${path} (304)`)
    }
  }, 60_000)
})

describe('CORS', () => {
  it('answers a configured origin with Access-Control-Allow-Origin, and an unconfigured one without', async () => {
    for (const path of ['/api/papers/all', '/api/user/me', '/api/no/such/route']) {
      const allowed = await app.request(path, { headers: { origin: ALLOWED, token } })
      expect(allowed.headers.get('access-control-allow-origin'), path).toBe(ALLOWED)
      expect(allowed.headers.get('access-control-allow-credentials')).toBeNull()
      expect(allowed.headers.get('vary') ?? '', path).toMatch(/origin/i)
      for (const origin of ['https://evil.example', 'null', `${ALLOWED}.evil.example`, 'http://allowed.example']) {
        const denied = await app.request(path, { headers: { origin } })
        expect(denied.headers.get('access-control-allow-origin'), `${path} from ${origin}`).toBeNull()
      }
    }
  }, 60_000)

  it('a preflight is allowed for a configured origin only', async () => {
    const preflight = (origin: string) =>
      app.request('/api/papers/add', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,token',
        },
      })
    const ok = await preflight(ALLOWED)
    expect(ok.status).toBeLessThan(300)
    expect(ok.headers.get('access-control-allow-origin')).toBe(ALLOWED)
    expect(ok.headers.get('access-control-allow-headers') ?? '').toMatch(/token/i)
    const evil = await preflight('https://evil.example')
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
  }, 60_000)

  it('without configured origins, no origin is allowed', async () => {
    const plain = createApp({ database: ctx.db.handle }).app
    const res = await plain.request('/api/papers/all', { headers: { origin: ALLOWED } })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  }, 60_000)
})

describe('cookies', () => {
  it('no answer sets a cookie: login, logout, lists, errors, pages', async () => {
    const fresh = await ctx.login()
    const answers = [
      await app.request('/api/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
      await app.request('/api/user/me', { headers: { token: fresh } }),
      await app.request('/api/user/logout', { method: 'POST', headers: { token: fresh } }),
      await app.request('/api/contact', { headers: { token } }),
      await app.request('/'),
      await app.request('/api/papers/all'),
    ]
    for (const res of answers) expect(res.headers.get('set-cookie')).toBeNull()
  }, 60_000)
})

describe.skipIf(!POSTGRES_URL)('a real server process', () => {
  const context = useServerProcess({ CORS_ORIGINS: ` ${ALLOWED} , https://second.example`, CLIENT_DIST: dist })

  it('reads CORS_ORIGINS (comma-separated, spaces ignored) and sends the same headers over HTTP', async () => {
    const { server } = context
    for (const origin of [ALLOWED, 'https://second.example']) {
      const res = await fetch(`${server.url}/api/papers/all`, { headers: { origin } })
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    }
    const evil = await fetch(`${server.url}/api/papers/all`, { headers: { origin: 'https://evil.example' } })
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    for (const path of ['/', '/api/papers/all', '/api/nothing']) {
      const res = await fetch(`${server.url}${path}`)
      expectSecurityHeaders(res, `HTTP ${path}`)
    }
  }, 60_000)
})

if (!POSTGRES_URL) warnSkip('headers over a real server process', 'The server process needs a real Postgres.')
