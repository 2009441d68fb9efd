import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_PASSWORD_HASHING, useTestApp } from '../../../test/context'
import { createApp } from '../../app'
import { createAdmin } from '../../auth/admins'
import { PASSWORD_TOO_COMMON } from '../../auth/password-policy'
import { OWASP_SCRYPT } from '../../auth/passwords'
import { ResponseCache } from '../../cache/response-cache'
import { admins, auditLog } from '../../db/schema'

const ctx = useTestApp()

beforeEach(() => ctx.db.handle.db.execute(sql`delete from rate_limit_events`))

async function freshAdmin(email: string, password = 'the first passphrase') {
  await createAdmin(ctx.db.handle.db, { name: 'Password Admin', email, password }, { cost: TEST_PASSWORD_HASHING })
  return { email, password, login: () => ctx.login(email, password) }
}

const change = (token: string, currentPassword: unknown, newPassword: unknown) =>
  ctx.request('/user/password', { method: 'POST', json: { currentPassword, newPassword }, token })

describe('post /user/password', () => {
  it('changes the password and signs out every other session of that admin (not this one, not other admins’)', async () => {
    const admin = await freshAdmin('change@example.org')
    const bystander = await freshAdmin('bystander@example.org')
    const elsewhere = [await admin.login(), await admin.login()]
    const theirs = await bystander.login()
    const token = await admin.login()

    const res = await change(token, admin.password, 'violet lantern under the bridge')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Password changed. 2 other sessions were signed out.' })
    for (const t of elsewhere) expect((await ctx.request('/user/me', { token: t })).status).toBe(401)
    expect((await ctx.request('/user/me', { token })).status).toBe(200)
    expect((await ctx.request('/user/me', { token: theirs })).status).toBe(200)

    const oldLogin = await ctx.request('/user/login', {
      method: 'POST',
      json: { email: admin.email, password: admin.password },
    })
    expect(oldLogin.status).toBe(401)
    expect(await ctx.login(admin.email, 'violet lantern under the bridge')).toEqual(expect.any(String))

    const [row] = await ctx.db.handle.db.select().from(admins).where(eq(admins.email, admin.email))
    const [entry] = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'password-change' and ${auditLog.entityId} = ${row!.id}`)
    expect(entry).toMatchObject({
      actorId: row!.id,
      actorEmail: admin.email,
      entity: 'admin',
      after: { otherSessionsRevoked: 2 },
    })
    expect(JSON.stringify(entry)).not.toMatch(/violet|first passphrase|scrypt/)
  })

  it('refuses a wrong current password with 400 (the token stays valid) and changes nothing', async () => {
    const admin = await freshAdmin('wrong-current@example.org')
    const token = await admin.login()
    const res = await change(token, 'not my password', 'violet lantern under the bridge')
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.message).toBe('The current password is wrong. Nothing was changed.')
    expect(body.issues).toEqual([{ path: 'currentPassword', message: 'The current password is wrong.' }])
    expect((await ctx.request('/user/me', { token })).status).toBe(200)
    expect(await admin.login()).toEqual(expect.any(String))
  })

  it('counts wrong current passwords against the login limits: after 5, 429', async () => {
    const admin = await freshAdmin('guesser@example.org')
    const token = await admin.login()
    for (let i = 0; i < 5; i++)
      expect((await change(token, `guess number ${i}`, 'violet lantern under the bridge')).status).toBe(400)
    const blocked = await change(token, admin.password, 'violet lantern under the bridge')
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).message).toMatch(/too many/i)
  })

  it.each([
    ['too short', 'eleven char', 'Password must have at least 12 characters.'],
    ['empty', '', 'Password must have at least 12 characters.'],
    ['common', 'password1234', PASSWORD_TOO_COMMON],
    ['common in other letter case', 'QwertyUiop123', PASSWORD_TOO_COMMON],
    ['common, long', 'passwordpassword', PASSWORD_TOO_COMMON],
    ['too long', 'x'.repeat(201), 'Password must be at most 200 characters.'],
  ])('refuses a new password that is %s with 400 and says why', async (_label, newPassword, message) => {
    const admin = await freshAdmin(`weak${Math.random().toString(36).slice(2)}@example.org`)
    const token = await admin.login()
    const res = await change(token, admin.password, newPassword)
    expect(res.status).toBe(400)
    expect((await res.json()).issues).toContainEqual({ path: 'newPassword', message })
    expect(await admin.login()).toEqual(expect.any(String))
  })

  it('refuses the current password as the new one, and missing fields', async () => {
    const admin = await freshAdmin('same@example.org', 'the very same passphrase')
    const token = await admin.login()
    const same = await change(token, admin.password, admin.password)
    expect(same.status).toBe(400)
    expect((await same.json()).issues).toContainEqual({
      path: 'newPassword',
      message: 'The new password must differ from the current one.',
    })
    const missing = await ctx.request('/user/password', { method: 'POST', json: {}, token })
    expect(missing.status).toBe(400)
    const issues = (await missing.json()).issues
    expect(issues).toContainEqual({ path: 'currentPassword', message: 'Current password is required.' })
    expect(issues).toContainEqual({ path: 'newPassword', message: 'New password is required.' })
  })

  it('needs a token', async () => {
    const res = await ctx.request('/user/password', {
      method: 'POST',
      json: { currentPassword: 'whatever it is', newPassword: 'violet lantern under the bridge' },
    })
    expect(res.status).toBe(401)
  })
})

describe('password hashing cost', () => {
  // An app at the production cost (OWASP: scrypt N=2^17), on the same database.
  let production: ReturnType<typeof createApp>['app']
  let cache: ResponseCache
  beforeAll(async () => {
    cache = new ResponseCache(ctx.db.handle)
    await cache.start()
    production = createApp({ database: ctx.db.handle, responseCache: cache, logErrors: true }).app
  })
  afterAll(() => cache?.stop())

  const loginOn = (app: typeof production, email: string, password: string) =>
    app.request('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  const storedHash = async (email: string) =>
    (await ctx.db.handle.db.select({ h: admins.passwordHash }).from(admins).where(eq(admins.email, email)))[0]!.h

  it('a hash of an older, lower cost is raised to OWASP’s on the next successful login', async () => {
    const email = 'old.hash@example.org'
    const password = 'hashed long ago passphrase'
    // The previous default (N=2^15) as stored by the earlier release.
    await createAdmin(ctx.db.handle.db, { name: 'Old Hash', email, password }, { cost: { N: 2 ** 15, r: 8, p: 1 } })
    expect(await storedHash(email)).toMatch(/^scrypt\$32768\$8\$1\$/)

    // A wrong password changes nothing.
    expect((await loginOn(production, email, 'not the password')).status).toBe(401)
    expect(await storedHash(email)).toMatch(/^scrypt\$32768\$8\$1\$/)

    expect((await loginOn(production, email, password)).status).toBe(200)
    const raised = await storedHash(email)
    expect(raised).toMatch(new RegExp(`^scrypt\\$${OWASP_SCRYPT.N}\\$8\\$1\\$`))
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 })

    // The new hash works, and an app of lower cost (the tests') never lowers it.
    expect((await loginOn(production, email, password)).status).toBe(200)
    expect((await loginOn(ctx.app, email, password)).status).toBe(200)
    expect(await storedHash(email)).toBe(raised)
  }, 60_000)

  it('new admins get OWASP’s cost by default', async () => {
    await createAdmin(ctx.db.handle.db, {
      name: 'New',
      email: 'new.cost@example.org',
      password: 'a default cost passphrase',
    })
    expect(await storedHash('new.cost@example.org')).toMatch(/^scrypt\$131072\$8\$1\$/)
  }, 60_000)
})
