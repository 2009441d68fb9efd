import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TEST_PASSWORD_HASHING, useTestApp } from '../../../test/context'
import { createAdmin } from '../../auth/admins'
import { hashToken } from '../../auth/passwords'
import { auditLog, sessions } from '../../db/schema'

const ctx = useTestApp()

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** A fresh admin of this test's own, so other tests' sessions never show up. */
async function freshAdmin(email: string) {
  const password = 'sessions test passphrase'
  await createAdmin(ctx.db.handle.db, { name: 'Session Admin', email, password }, { cost: TEST_PASSWORD_HASHING })
  const loginAs = async (userAgent?: string) => {
    const res = await ctx.request('/user/login', {
      method: 'POST',
      json: { email, password },
      headers: userAgent ? { 'user-agent': userAgent } : {},
    })
    expect(res.status).toBe(200)
    return (await res.json()).token as string
  }
  return { loginAs }
}

const listOf = async (token: string) => {
  const res = await ctx.request('/user/sessions', { token })
  expect(res.status).toBe(200)
  return (await res.json()).sessions as {
    _id: string
    createdAt: string
    lastUsedAt: string
    userAgent: string | null
    current: boolean
  }[]
}

const sessionIdOf = async (token: string) => {
  const [row] = await ctx.db.handle.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
  return row!.id
}

describe('get /user/sessions', () => {
  it('lists your own live sessions, newest first, with user agent, times and which one is current', async () => {
    const { loginAs } = await freshAdmin('list@example.org')
    const phone = await loginAs(SAFARI)
    const laptop = await loginAs(FIREFOX)
    const list = await listOf(laptop)
    expect(list).toHaveLength(2)
    for (const s of list)
      expect(Object.keys(s).sort()).toEqual(['_id', 'createdAt', 'current', 'lastUsedAt', 'userAgent'])
    expect(list.map((s) => s.userAgent)).toEqual([FIREFOX, SAFARI])
    expect(list.map((s) => s.current)).toEqual([true, false])
    expect(list[0]!._id).toBe(await sessionIdOf(laptop))
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdAt))
    for (const s of list) expect(Math.abs(Date.parse(s.lastUsedAt) - Date.now())).toBeLessThan(60_000)
    // From the other session, the other one is current.
    expect((await listOf(phone)).map((s) => s.current)).toEqual([false, true])
    expect(JSON.stringify(list)).not.toContain(laptop)
  })

  it('leaves out expired and signed-out sessions and other admins’ sessions; cuts long user agents', async () => {
    const { loginAs } = await freshAdmin('filter@example.org')
    const other = await freshAdmin('someone.else@example.org')
    await other.loginAs(SAFARI)
    const expired = await loginAs()
    await ctx.db.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired)))
    const out = await loginAs()
    expect((await ctx.request('/user/logout', { method: 'POST', token: out })).status).toBe(200)
    const current = await loginAs('x'.repeat(5000))
    const list = await listOf(current)
    expect(list).toHaveLength(1)
    expect(list[0]!.userAgent).toBe('x'.repeat(200))
    expect(list[0]!.current).toBe(true)
  })

  it('needs a token', async () => {
    expect((await ctx.request('/user/sessions')).status).toBe(401)
  })
})

describe('delete /user/sessions/{id}', () => {
  it('signs one of your sessions out: its token stops working, the others keep working', async () => {
    const { loginAs } = await freshAdmin('revoke@example.org')
    const old = await loginAs(SAFARI)
    const current = await loginAs(FIREFOX)
    const oldId = await sessionIdOf(old)
    const res = await ctx.request(`/user/sessions/${oldId}`, { method: 'DELETE', token: current })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'The session is signed out.' })
    expect((await ctx.request('/user/me', { token: old })).status).toBe(401)
    expect((await ctx.request('/user/me', { token: current })).status).toBe(200)
    expect((await listOf(current)).map((s) => s.userAgent)).toEqual([FIREFOX])
    // Gone is gone: a second time it is not found.
    expect((await ctx.request(`/user/sessions/${oldId}`, { method: 'DELETE', token: current })).status).toBe(404)

    const [entry] = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, oldId), eq(auditLog.action, 'session-revoke')))
    expect(entry).toMatchObject({
      action: 'session-revoke',
      entity: 'session',
      actorEmail: 'revoke@example.org',
      before: { userAgent: SAFARI, current: false },
    })
  })

  it('answers 404 for another admin’s session, an unknown id and a malformed one, and revokes nothing', async () => {
    const { loginAs } = await freshAdmin('mine@example.org')
    const other = await freshAdmin('theirs@example.org')
    const theirs = await other.loginAs()
    const mine = await loginAs()
    for (const id of [await sessionIdOf(theirs), '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', 'not-a-uuid']) {
      const res = await ctx.request(`/user/sessions/${id}`, { method: 'DELETE', token: mine })
      expect(res.status, id).toBe(404)
      expect((await res.json()).message).toMatch(/not found/i)
    }
    expect((await ctx.request('/user/me', { token: theirs })).status).toBe(200)
  })

  it('revoking the current session logs out', async () => {
    const { loginAs } = await freshAdmin('self@example.org')
    const token = await loginAs()
    const res = await ctx.request(`/user/sessions/${await sessionIdOf(token)}`, { method: 'DELETE', token })
    expect(res.status).toBe(200)
    expect((await ctx.request('/user/me', { token })).status).toBe(401)
  })
})

describe('post /user/sessions/revoke-others', () => {
  it('signs out every other session of yours and keeps this one (and other admins’ sessions)', async () => {
    const { loginAs } = await freshAdmin('everywhere@example.org')
    const other = await freshAdmin('untouched@example.org')
    const theirs = await other.loginAs()
    const a = await loginAs(SAFARI)
    const b = await loginAs(SAFARI)
    const current = await loginAs(FIREFOX)
    const res = await ctx.request('/user/sessions/revoke-others', { method: 'POST', token: current })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Signed out of 2 other sessions.', revoked: 2 })
    for (const t of [a, b]) expect((await ctx.request('/user/me', { token: t })).status).toBe(401)
    expect((await ctx.request('/user/me', { token: current })).status).toBe(200)
    expect((await ctx.request('/user/me', { token: theirs })).status).toBe(200)
    expect(await listOf(current)).toHaveLength(1)
    const again = await ctx.request('/user/sessions/revoke-others', { method: 'POST', token: current })
    expect(await again.json()).toEqual({ message: 'No other session was signed in.', revoked: 0 })
    const entries = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorEmail, 'everywhere@example.org'))
    expect(entries.filter((e) => e.action === 'session-revoke')).toHaveLength(2)
  })
})

describe('last use of a session', () => {
  it('is written when a call is made with it, at most once a minute', async () => {
    const { loginAs } = await freshAdmin('lastuse@example.org')
    const token = await loginAs()
    const id = await sessionIdOf(token)
    const lastUsed = async () =>
      (await ctx.db.handle.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.id, id)))[0]!.at!
    const setLastUsed = (at: Date) =>
      ctx.db.handle.db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id))

    // Used 30 s ago: a call now does not write.
    const recent = new Date(Date.now() - 30_000)
    await setLastUsed(recent)
    expect((await ctx.request('/user/me', { token })).status).toBe(200)
    expect((await lastUsed()).getTime()).toBe(recent.getTime())

    // Used 5 minutes ago: a call now writes the time, and the list shows it.
    await setLastUsed(new Date(Date.now() - 5 * 60_000))
    expect((await ctx.request('/user/me', { token })).status).toBe(200)
    const written = await lastUsed()
    expect(Math.abs(written.getTime() - Date.now())).toBeLessThan(10_000)
    const [listed] = await listOf(token)
    expect(listed!.lastUsedAt).toBe(written.toISOString())
  })
})
