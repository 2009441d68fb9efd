import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app'
import { createAdmin } from '../../src/auth/admins'
import { hashToken } from '../../src/auth/passwords'
import { ResponseCache } from '../../src/cache/response-cache'
import { type DatabaseHandle, openDatabase } from '../../src/db/client'
import { ADMIN, recordingSleep, TEST_PASSWORD_HASHING, useTestApp } from '../context'
import { exampleOf, expectJsonError, inspect, loadContract, loadOperations, median } from './helpers'

// Authentication abuse: bad tokens on every admin operation of the contract, login brute force (per e-mail and
// address and per address, shared by two app instances on one database, also under a parallel burst; the e-mail's
// failures from anywhere only pace it), no password hash in
// any answer, and an unknown e-mail costing the same time as a wrong password.

const ctx = useTestApp({ trustProxy: true })
const doc = loadContract()
const adminOps = loadOperations(doc).filter((op) => op.admin)
const OTHER = { name: 'Other Admin', email: 'other.admin@example.org', password: 'other-admin-pass-7' }

/** A second app on its own connection pool to the same database: another server instance. */
let second: { app: ReturnType<typeof createApp>['app']; handle?: DatabaseHandle; cache: ResponseCache }

let ipCounter = 0
const freshIp = () => {
  const n = ++ipCounter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

function login(app: 'first' | 'second', email: string, password: string, ip: string) {
  const target = app === 'first' ? ctx.app : second.app
  return target.request('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  })
}

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await login('first', email, password, freshIp())
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`)
  return body.token
}

const clearLimits = () => ctx.db.handle.db.execute(sql`delete from rate_limit_events`)

beforeAll(async () => {
  // At the tests' cost like the seeded admin: the brute-force tests are about the limits, not about scrypt's time.
  await createAdmin(ctx.db.handle.db, OTHER, { cost: TEST_PASSWORD_HASHING })
  const handle = ctx.db.url ? await openDatabase({ databaseUrl: ctx.db.url, max: 3 }) : undefined
  const cache = new ResponseCache(handle ?? ctx.db.handle)
  await cache.start()
  second = {
    app: createApp({
      database: handle ?? ctx.db.handle,
      trustProxy: true,
      responseCache: cache,
      // The first app's cost: at OWASP's, a login here would raise the admin's hash and skew the timing test.
      passwordHashing: TEST_PASSWORD_HASHING,
      // Paced attempts are recorded, not waited for, as in the first app.
      sleep: recordingSleep([]),
    }).app,
    handle,
    cache,
  }
}, 60_000)

afterAll(async () => {
  await second?.cache.stop()
  await second?.handle?.close()
}, 30_000)

describe('tokens that must not work', () => {
  it('forged, expired, revoked and another admin’s revoked tokens get 401 JSON on every admin operation', async () => {
    expect(adminOps.length).toBeGreaterThan(5)
    const forged = randomBytes(32).toString('base64url')
    const expired = await tokenOf(ADMIN.email, ADMIN.password)
    await ctx.db.handle.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(expired)}`,
    )
    const revoked = await tokenOf(ADMIN.email, ADMIN.password)
    expect((await ctx.request('/user/logout', { method: 'POST', token: revoked })).status).toBe(200)
    const othersRevoked = await tokenOf(OTHER.email, OTHER.password)
    // Revoked through the *second* instance: the first must know at once.
    const out = await second.app.request('/api/user/logout', { method: 'POST', headers: { token: othersRevoked } })
    expect(out.status).toBe(200)
    // A live token still works, so the 401s below are about the token and nothing else.
    const live = await tokenOf(ADMIN.email, ADMIN.password)
    expect((await ctx.request('/user/me', { token: live })).status).toBe(200)

    const cases: [string, Record<string, string>][] = [
      ['no token', {}],
      ['forged token', { token: forged }],
      ['forged bearer', { authorization: `Bearer ${forged}` }],
      ['expired token', { token: expired }],
      ['expired bearer', { authorization: `Bearer ${expired}` }],
      ['revoked token', { token: revoked }],
      ['another admin’s revoked token', { token: othersRevoked }],
      ['token hash instead of token', { token: hashToken(live) }],
      ['live token with one character changed', { token: live.slice(0, -1) + (live.endsWith('A') ? 'B' : 'A') }],
    ]
    let tried = 0
    for (const op of adminOps) {
      const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) =>
        n === 'file' ? `${randomUUID()}.webp` : randomUUID(),
      )
      const body = op.bodySchema ? JSON.stringify(exampleOf(doc, op.bodySchema)) : undefined
      for (const [label, headers] of cases) {
        for (const app of [ctx.app, second.app]) {
          const res = await app.request(`/api${path}`, {
            method: op.method,
            headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
            body,
          })
          tried++
          const json = await expectJsonError(res, 401).catch((err: Error) => {
            throw new Error(`${op.method} ${op.path} with ${label}: ${err.message}`)
          })
          expect(json.message).toMatch(/log in/i)
        }
      }
    }
    console.log(`[reliability] bad tokens: ${tried} requests on ${adminOps.length} admin operations, all 401 JSON`)
  }, 120_000)

  it('logout revokes only its own token', async () => {
    const a = await tokenOf(ADMIN.email, ADMIN.password)
    const b = await tokenOf(ADMIN.email, ADMIN.password)
    expect((await ctx.request('/user/logout', { method: 'POST', token: a })).status).toBe(200)
    await expectJsonError(await ctx.request('/user/me', { token: a }), 401)
    expect((await ctx.request('/user/me', { token: b })).status).toBe(200)
  }, 60_000)
})

describe('login brute force', () => {
  it('after 5 failures for one e-mail from one address (spread over two instances) even the right password from there gets 429; from elsewhere it logs in', async () => {
    await clearLimits()
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      const res = await login(i % 2 ? 'second' : 'first', OTHER.email, `wrong-${i}`, ip)
      await expectJsonError(res, 401)
    }
    for (const app of ['first', 'second'] as const) {
      const json = await expectJsonError(await login(app, OTHER.email, OTHER.password, ip), 429)
      expect(json.message).toMatch(/too many/i)
    }
    // Another e-mail from that address is not affected, nor the owner from another address (no lockout by a
    // stranger: the e-mail's failures only slow it down).
    expect((await login('second', ADMIN.email, ADMIN.password, ip)).status).toBe(200)
    expect((await login('first', OTHER.email, OTHER.password, freshIp())).status).toBe(200)
  }, 60_000)

  it('after 10 failures from one address (over two instances) that address gets 429; another address does not', async () => {
    await clearLimits()
    const ip = freshIp()
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 ? 'second' : 'first', `nobody${i}@example.org`, 'wrong-password', ip)
      await expectJsonError(res, 401)
    }
    await expectJsonError(await login('first', ADMIN.email, ADMIN.password, ip), 429)
    await expectJsonError(await login('second', ADMIN.email, ADMIN.password, ip), 429)
    expect((await login('first', ADMIN.email, ADMIN.password, freshIp())).status).toBe(200)
  }, 60_000)

  it('failures older than 15 minutes no longer count', async () => {
    await clearLimits()
    const email = OTHER.email
    const ip = freshIp()
    await ctx.db.handle.db.execute(
      sql`insert into rate_limit_events (bucket, key, at)
          select 'login:email+ip', ${`${email} ${ip}`}, now() - interval '16 minutes' from generate_series(1, 20)`,
    )
    expect((await login('first', email, OTHER.password, ip)).status).toBe(200)
    await ctx.db.handle.db.execute(
      sql`insert into rate_limit_events (bucket, key, at)
          select 'login:email+ip', ${`${email} ${ip}`}, now() - interval '14 minutes' from generate_series(1, 5)`,
    )
    await expectJsonError(await login('first', email, OTHER.password, ip), 429)
  }, 60_000)

  it('a parallel burst of 20 wrong passwords for one e-mail from one address gets at most 5 password checks (401s)', async () => {
    await clearLimits()
    const ip = freshIp()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i % 2 ? 'second' : 'first', OTHER.email, `burst-${i}`, ip)),
    )
    const statuses = results.map((r) => r.status)
    const checked = statuses.filter((s) => s === 401).length
    console.log(
      `[reliability] parallel burst of 20 wrong passwords: ${checked}×401, ${statuses.filter((s) => s === 429).length}×429`,
    )
    for (const r of results) await expectJsonError(r, [401, 429])
    expect(checked).toBeLessThanOrEqual(5)
  }, 60_000)
})

describe('no password hash anywhere', () => {
  it('login, me, newuser and the admin lists never carry a hash or a password field', async () => {
    await clearLimits()
    const token = await tokenOf(ADMIN.email, ADMIN.password)
    const created = await ctx.request('/user/newuser', {
      method: 'POST',
      token,
      json: {
        name: 'Third Admin',
        email: 'third.admin@example.org',
        password: 'third-admin-pass',
        pic: 'https://example.org/third.png',
      },
    })
    const bodies: string[] = []
    for (const res of [
      created,
      await login('first', 'third.admin@example.org', 'third-admin-pass', freshIp()),
      await ctx.request('/user/me', { token }),
      await ctx.request('/contact', { token }),
      await ctx.request('/openapi.json'),
    ]) {
      const verdict = await inspect(res)
      expect(verdict.problems).toEqual([])
      bodies.push(verdict.text)
    }
    expect(created.status).toBe(200)
    for (const text of bodies.slice(0, 3)) {
      expect(text).not.toContain('scrypt$')
      expect(text).not.toMatch(/passwordHash|password_hash|"password"/)
    }
  }, 60_000)
})

describe('login timing', () => {
  it('an unknown e-mail costs about as much as a wrong password (a dummy hash is checked)', async () => {
    const unknown: number[] = []
    const wrong: number[] = []
    const time = async (email: string) => {
      await clearLimits()
      const started = performance.now()
      const res = await login('first', email, 'not-the-password', freshIp())
      const ms = performance.now() - started
      expect(res.status).toBe(401)
      return ms
    }
    await time('warm-up@example.org')
    await time(ADMIN.email)
    // Interleaved, so a change in machine load hits both series alike.
    for (let i = 0; i < 12; i++) {
      unknown.push(await time(`unknown-${i}@example.org`))
      wrong.push(await time(ADMIN.email))
    }
    const mu = median(unknown)
    const mw = median(wrong)
    console.log(
      `[reliability] login timing: unknown e-mail median ${mu.toFixed(1)} ms, wrong password median ${mw.toFixed(1)} ms, ratio ${(mu / mw).toFixed(2)}`,
    )
    expect(mu / mw).toBeGreaterThan(0.5)
    expect(mu / mw).toBeLessThan(2)
  }, 60_000)
})
