import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ADMIN, TEST_PASSWORD_HASHING, useTestApp } from '../../../test/context'
import { createAdmin } from '../../auth/admins'
import { hashToken } from '../../auth/passwords'
import { LOGIN_PACING, loginDelayMs } from '../../auth/rate-limit'
import { sessions } from '../../db/schema'

const ctx = useTestApp({ trustProxy: true })

describe('user: login, logout, me', () => {
  it('post /user/login answers the envelope with token and user, never the password hash', async () => {
    const res = await ctx.request('/user/login', {
      method: 'POST',
      json: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toMatch(/scrypt\$|password/i)
    const body = JSON.parse(text)
    expect(body).toMatchObject({
      success: true,
      msg: expect.any(String),
      token: expect.any(String),
      user: { _id: expect.any(String), name: ADMIN.name, email: ADMIN.email, photo: '' },
    })
    expect(body.token.length).toBeGreaterThanOrEqual(40)
  })

  it('stores only a hash of the token', async () => {
    const token = await ctx.login()
    const rows = await ctx.db.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect(rows).toHaveLength(1)
    const all = await ctx.db.handle.db.select({ h: sessions.tokenHash }).from(sessions)
    expect(all.map((r) => r.h)).not.toContain(token)
  })

  it('a wrong password and an unknown e-mail get the same 401 message', async () => {
    const wrong = await ctx.request('/user/login', {
      method: 'POST',
      json: { email: ADMIN.email, password: 'nope-nope' },
      headers: { 'x-forwarded-for': '10.0.0.1' },
    })
    const unknown = await ctx.request('/user/login', {
      method: 'POST',
      json: { email: 'nobody@example.org', password: 'nope-nope' },
      headers: { 'x-forwarded-for': '10.0.0.1' },
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())
  })

  it('post /user/login validates e-mail format and required password', async () => {
    const res = await ctx.request('/user/login', { method: 'POST', json: { email: 'not-an-email' } })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.issues).toContainEqual({ path: 'email', message: 'Email must be a valid email address.' })
    expect(body.issues).toContainEqual({ path: 'password', message: 'Password is required.' })
  })

  it('after 5 failures for one e-mail from one address, that address gets 429 for it, even with the right password', async () => {
    const email = 'limited@example.org'
    await createAdmin(
      ctx.db.handle.db,
      { name: 'L', email, password: 'right-password' },
      { cost: TEST_PASSWORD_HASHING },
    )
    const from = { 'x-forwarded-for': '10.1.0.1' }
    for (let i = 0; i < 5; i++) {
      const res = await ctx.request('/user/login', {
        method: 'POST',
        json: { email, password: 'wrong' },
        headers: from,
      })
      expect(res.status).toBe(401)
    }
    const blocked = await ctx.request('/user/login', {
      method: 'POST',
      json: { email, password: 'right-password' },
      headers: from,
    })
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).message).toMatch(/Too many/)
  })

  it('no lockout by a stranger (issue 31): 20 wrong passwords from one address, then the right one from another logs in', async () => {
    const email = 'owner@example.org'
    await createAdmin(
      ctx.db.handle.db,
      { name: 'O', email, password: 'right-password' },
      { cost: TEST_PASSWORD_HASHING },
    )
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      const res = await ctx.request('/user/login', {
        method: 'POST',
        json: { email, password: `wrong-${i}` },
        headers: { 'x-forwarded-for': '203.0.113.66' },
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)])
    ctx.delays.length = 0
    const owner = await ctx.request('/user/login', {
      method: 'POST',
      json: { email, password: 'right-password' },
      headers: { 'x-forwarded-for': '198.51.100.7' },
    })
    expect(owner.status).toBe(200)
    expect((await owner.json()).token).toEqual(expect.any(String))
    // Paced, not refused: the e-mail's 5 failures make the attempt wait first (the test app records the delay).
    expect(ctx.delays).toEqual([loginDelayMs(5)])
  })

  it('failures for one e-mail from many addresses slow each next attempt, by a delay that grows and stays bounded', async () => {
    const email = 'spread@example.org'
    await createAdmin(
      ctx.db.handle.db,
      { name: 'S', email, password: 'right-password' },
      { cost: TEST_PASSWORD_HASHING },
    )
    ctx.delays.length = 0
    for (let i = 0; i < 12; i++) {
      const res = await ctx.request('/user/login', {
        method: 'POST',
        json: { email, password: `wrong-${i}` },
        headers: { 'x-forwarded-for': `10.44.0.${i + 1}` },
      })
      expect(res.status).toBe(401)
    }
    // The first five are free; then 250 ms, doubling, at most 3 s.
    expect(ctx.delays).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000])
    expect(Math.max(...ctx.delays)).toBe(LOGIN_PACING.maxMs)
    // A parallel burst from new addresses: each attempt in flight counts for the next, so their delays grow too.
    const burstEmail = 'burst.owner@example.org'
    for (let i = 0; i < 5; i++)
      await ctx.request('/user/login', {
        method: 'POST',
        json: { email: burstEmail, password: `wrong-${i}` },
        headers: { 'x-forwarded-for': `10.45.1.${i + 1}` },
      })
    ctx.delays.length = 0
    await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        ctx.request('/user/login', {
          method: 'POST',
          json: { email: burstEmail, password: `burst-${i}` },
          headers: { 'x-forwarded-for': `10.45.0.${i + 1}` },
        }),
      ),
    )
    // In the order their reservations were made, the n-th sees at least 5 + n failures or attempts in flight.
    const sorted = [...ctx.delays].sort((x, y) => x - y)
    expect(sorted).toHaveLength(4)
    for (const [n, ms] of sorted.entries()) expect(ms).toBeGreaterThanOrEqual(loginDelayMs(5 + n))
    // The owner still logs in from a new address.
    const owner = await ctx.request('/user/login', {
      method: 'POST',
      json: { email, password: 'right-password' },
      headers: { 'x-forwarded-for': '10.46.0.1' },
    })
    expect(owner.status).toBe(200)
  })

  it('after 10 failures from one address further attempts from it get 429', async () => {
    for (let i = 0; i < 10; i++) {
      await ctx.request('/user/login', {
        method: 'POST',
        json: { email: `probe${i}@example.org`, password: 'x' },
        headers: { 'x-forwarded-for': '10.2.0.1' },
      })
    }
    const blocked = await ctx.request('/user/login', {
      method: 'POST',
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: { 'x-forwarded-for': '10.2.0.1' },
    })
    expect(blocked.status).toBe(429)
    const other = await ctx.request('/user/login', {
      method: 'POST',
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: { 'x-forwarded-for': '10.2.0.2' },
    })
    expect(other.status).toBe(200)
  })

  it('get /user/me answers the admin; logout revokes the token for every later call', async () => {
    const token = await ctx.login()
    const me = await ctx.request('/user/me', { token })
    expect(me.status).toBe(200)
    expect((await me.json()).user.email).toBe(ADMIN.email)
    const bearer = await ctx.request('/user/me', { headers: { authorization: `Bearer ${token}` } })
    expect(bearer.status).toBe(200)

    const out = await ctx.request('/user/logout', { method: 'POST', token })
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ success: true, msg: 'Logged out.' })
    const after = await ctx.request('/user/me', { token })
    expect(after.status).toBe(401)
    const write = await ctx.request('/papers/add', {
      method: 'POST',
      json: { heading: 'h', authors: ['a'], content: 'c' },
      token,
    })
    expect(write.status).toBe(401)
  })

  it('an expired token answers 401', async () => {
    const token = await ctx.login()
    await ctx.db.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    const res = await ctx.request('/user/me', { token })
    expect(res.status).toBe(401)
    expect((await res.json()).message).toMatch(/expired|invalid/i)
  })
})
