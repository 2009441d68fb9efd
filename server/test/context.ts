import { afterAll, beforeAll } from 'vitest'
import { createApp } from '../src/app'
import { createAdmin } from '../src/auth/admins'
import type { PasswordHashing } from '../src/auth/passwords'
import { ResponseCache } from '../src/cache/response-cache'
import { createTestDatabase, type TestDatabase } from './database'

export const ADMIN = { name: 'Test Admin', email: 'admin@example.org', password: 'correct-horse-9' }

/**
 * scrypt cost of the test apps and their admins: 1 MiB instead of OWASP's 128 MiB, so the hundreds of logins of the
 * suite stay quick. Passed to createApp and createAdmin explicitly, never through the environment.
 */
export const TEST_PASSWORD_HASHING: PasswordHashing = { N: 2 ** 10, r: 8, p: 1 }

/** Response whose json() is loosely typed: tests assert on shapes explicitly. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, 'json'> & { json: () => Promise<any> }

export interface TestContext {
  db: TestDatabase
  app: ReturnType<typeof createApp>['app']
  cache: ResponseCache
  /** Sends a request to the app under /api; JSON bodies are serialised. */
  request: (path: string, init?: RequestInit & { json?: unknown; token?: string }) => Promise<TestResponse>
  /** Logs in as the seeded admin and returns the token. */
  login: (email?: string, password?: string) => Promise<string>
  /**
   * The delays paced login attempts asked for (AppOptions.sleep), in order: the test app records them instead of
   * waiting, so tests stay quick and never time anything.
   */
  delays: number[]
}

/** A sleep that waits for nothing and notes what it was asked for (AppOptions.sleep of test apps). */
export function recordingSleep(into: number[]) {
  return async (ms: number) => {
    into.push(ms)
  }
}

/** Requests to `app` under /api: a `json` body is serialised with its content type, a `token` sent in its header. */
export function requestVia(app: TestContext['app']): TestContext['request'] {
  return (path, init = {}) => {
    const headers = new Headers(init.headers)
    let body = init.body
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(init.json)
    }
    if (init.token) headers.set('token', init.token)
    return Promise.resolve(app.request(`/api${path}`, { ...init, headers, body })) as Promise<TestResponse>
  }
}

/** One fresh database and app per test file (each file gets its own database, so order never matters). */
export function useTestApp(
  options: { trustProxy?: boolean | number; publicUrl?: string; now?: () => Date } = {},
): TestContext {
  const ctx = { delays: [] as number[] } as TestContext
  beforeAll(async () => {
    ctx.db = await createTestDatabase()
    // Tests run with the response cache on, so a write that forgets to invalidate shows up as a stale list.
    ctx.cache = new ResponseCache(ctx.db.handle)
    await ctx.cache.start()
    ctx.app = createApp({
      database: ctx.db.handle,
      logErrors: true,
      trustProxy: options.trustProxy,
      publicUrl: options.publicUrl,
      responseCache: ctx.cache,
      passwordHashing: TEST_PASSWORD_HASHING,
      now: options.now,
      sleep: recordingSleep(ctx.delays),
    }).app
    await createAdmin(ctx.db.handle.db, ADMIN, { cost: TEST_PASSWORD_HASHING })
    ctx.request = requestVia(ctx.app)
    ctx.login = async (email = ADMIN.email, password = ADMIN.password) => {
      const res = await ctx.request('/user/login', { method: 'POST', json: { email, password } })
      const body = (await res.json()) as { token?: string }
      if (!body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`)
      return body.token
    }
  }, 60_000)
  afterAll(async () => {
    await ctx.cache?.stop()
    await ctx.db?.dispose()
  })
  return ctx
}
