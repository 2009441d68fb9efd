import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createEmptyDatabase,
  expectJsonError,
  loginTo,
  POSTGRES_URL,
  type ServerProcess,
  startServer,
  TEST_ADMIN,
  warnSkip,
} from './helpers'

// Several instances: two real server processes started at the same moment on one fresh Postgres database
// (migrations and the first admin must not collide), sharing tokens, revocations, list caches and login limits.

if (!POSTGRES_URL) warnSkip('several instances', 'Two server processes need a real Postgres to share.')

let a: ServerProcess
let b: ServerProcess
let drop: (() => Promise<void>) | undefined
let databaseUrl = ''
let ipCounter = 0
const freshIp = () => `198.51.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`

async function call(
  server: ServerProcess,
  path: string,
  init: RequestInit & { json?: unknown; token?: string; ip?: string } = {},
) {
  const headers = new Headers(init.headers)
  if (init.json !== undefined) headers.set('content-type', 'application/json')
  if (init.token) headers.set('token', init.token)
  headers.set('x-forwarded-for', init.ip ?? freshIp())
  return fetch(`${server.url}/api${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    signal: AbortSignal.timeout(10_000),
  })
}

async function paperHeadings(server: ServerProcess, headers: Record<string, string> = {}) {
  const res = await call(server, '/papers/all', { headers })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { data: { heading: string; _id: string }[] }
  return { ids: body.data.map((p) => p._id), headings: body.data.map((p) => p.heading), etag: res.headers.get('etag') }
}

describe.skipIf(!POSTGRES_URL)('two server processes on one database', () => {
  beforeAll(async () => {
    const db = await createEmptyDatabase()
    drop = db.drop
    databaseUrl = db.url
    // Started together on an empty database: both migrate and both try to create the first admin.
    const started = performance.now()
    ;[a, b] = await Promise.all([
      startServer({ databaseUrl: db.url, env: { TRUST_PROXY: '1' } }),
      startServer({ databaseUrl: db.url, env: { TRUST_PROXY: '1' } }),
    ])
    console.log(
      `[reliability] two instances started together on an empty database in ${(performance.now() - started).toFixed(0)} ms`,
    )
  }, 90_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await drop?.()
  }, 30_000)

  it('both started on the empty database and there is exactly one first admin', async () => {
    expect(a.output() + b.output()).not.toMatch(/error|exception/i)
    const { default: postgres } = await import('postgres')
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
    const rows = await sql`select email from admins`
    await sql.end()
    expect(rows.map((r) => r.email)).toEqual([TEST_ADMIN.email])
    const token = await loginTo(a.url, TEST_ADMIN, { 'x-forwarded-for': freshIp() })
    expect(token.length).toBeGreaterThan(20)
  }, 60_000)

  it('a token from one instance works on the other; a logout on one revokes it on both', async () => {
    const token = await loginTo(a.url, TEST_ADMIN, { 'x-forwarded-for': freshIp() })
    expect((await call(b, '/user/me', { token })).status).toBe(200)
    expect((await call(a, '/user/me', { token })).status).toBe(200)
    expect((await call(b, '/user/logout', { method: 'POST', token })).status).toBe(200)
    await expectJsonError(await call(a, '/user/me', { token }), 401)
    await expectJsonError(await call(b, '/user/me', { token }), 401)
    await expectJsonError(
      await call(a, '/papers/add', { method: 'POST', token, json: { heading: 'x', authors: ['y'], content: 'z' } }),
      401,
    )
  }, 60_000)

  it('a write on one instance is visible at once in the cached list of the other (10 rounds, both directions)', async () => {
    const token = await loginTo(a.url, TEST_ADMIN, { 'x-forwarded-for': freshIp() })
    const latencies: number[] = []
    for (let round = 0; round < 10; round++) {
      const [writer, reader] = round % 2 ? [b, a] : [a, b]
      // The reader caches the list first (twice, so the second answer comes from its cache).
      await paperHeadings(reader)
      const cached = await paperHeadings(reader, { 'accept-encoding': 'gzip' })
      const heading = `Instance round ${round} ${Date.now()}`
      const started = performance.now()
      const res = await call(writer, '/papers/add', {
        method: 'POST',
        token,
        json: { heading, authors: ['Reliability Suite'], content: 'Written on one instance, read on the other.' },
      })
      expect(res.status).toBe(201)
      const { paper } = (await res.json()) as { paper: { _id: string } }
      const after = await paperHeadings(reader)
      latencies.push(performance.now() - started)
      expect(after.headings[0], `round ${round}: the other instance served a stale list`).toBe(heading)
      // A revalidation with the old ETag gets the new list, not 304.
      const revalidated = await call(reader, '/papers/all', { headers: { 'if-none-match': cached.etag ?? '' } })
      expect(revalidated.status).toBe(200)
      // And a delete on the reader disappears from the writer's list at once.
      if (round % 3 === 0) {
        await paperHeadings(writer)
        expect((await call(reader, `/papers/delete/${paper._id}`, { method: 'DELETE', token })).status).toBe(200)
        expect((await paperHeadings(writer)).ids).not.toContain(paper._id)
      }
    }
    console.log(
      `[reliability] cross-instance write → read: ${latencies.map((l) => l.toFixed(0)).join(', ')} ms (write + read of the other)`,
    )
  }, 60_000)

  it('login limits are shared: 5 failures for one e-mail from one address over both instances lock that pair on both', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      const res = await call(i % 2 ? b : a, '/user/login', {
        method: 'POST',
        ip,
        json: { email: TEST_ADMIN.email, password: `wrong-${i}` },
      })
      await expectJsonError(res, 401)
    }
    for (const server of [a, b]) {
      await expectJsonError(await call(server, '/user/login', { method: 'POST', ip, json: TEST_ADMIN }), 429)
    }
    // Issue 31: the owner, from another address, is not locked out by those failures (only paced).
    const owner = await call(b, '/user/login', { method: 'POST', json: TEST_ADMIN })
    expect(owner.status).toBe(200)
  }, 60_000)

  it('login limits are shared: 10 failures from one address over both instances lock that address on both', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++) {
      const res = await call(i % 2 ? b : a, '/user/login', {
        method: 'POST',
        ip,
        json: { email: `someone${i}@example.org`, password: 'wrong-password' },
      })
      await expectJsonError(res, 401)
    }
    for (const server of [a, b]) {
      await expectJsonError(
        await call(server, '/user/login', {
          method: 'POST',
          ip,
          json: { email: 'someone.else@example.org', password: 'x' },
        }),
        429,
      )
    }
  }, 60_000)
})
