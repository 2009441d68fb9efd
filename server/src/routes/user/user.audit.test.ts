import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ADMIN, useTestApp } from '../../../test/context'
import { hashToken } from '../../auth/passwords'
import { admins, auditLog, sessions } from '../../db/schema'

// The audit entries of logging in and out and of creating admins: who, what, and never a secret.
const ctx = useTestApp({ trustProxy: true })

const latest = async (action: string) =>
  (
    await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.at))
      .limit(1)
  )[0]

const adminRow = async (email: string) =>
  (await ctx.db.handle.db.select().from(admins).where(eq(admins.email, email)))[0]!

describe('audit entries of the admin account', () => {
  it('login: the admin, the session and the browser', async () => {
    const res = await ctx.request('/user/login', {
      method: 'POST',
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: { 'user-agent': 'AuditTest/1.0', 'x-forwarded-for': '10.3.0.1' },
    })
    const { token } = await res.json()
    const [session] = await ctx.db.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    const admin = await adminRow(ADMIN.email)
    expect(await latest('login')).toMatchObject({
      actorId: admin.id,
      actorEmail: ADMIN.email,
      actorName: ADMIN.name,
      entity: 'session',
      entityId: session!.id,
      after: { method: 'password', userAgent: 'AuditTest/1.0', ip: '10.3.0.1' },
    })
  })

  it('failed login: the e-mail tried as actor, with the admin id when the e-mail is known, null when not', async () => {
    await ctx.request('/user/login', {
      method: 'POST',
      json: { email: ADMIN.email, password: 'not the password' },
      headers: { 'x-forwarded-for': '10.3.0.2' },
    })
    const admin = await adminRow(ADMIN.email)
    expect(await latest('login-failed')).toMatchObject({
      actorId: admin.id,
      actorEmail: ADMIN.email,
      entity: 'session',
      entityId: null,
      after: { step: 'password', ip: '10.3.0.2' },
    })
    await ctx.request('/user/login', {
      method: 'POST',
      json: { email: 'Nobody.Here@Example.org', password: 'not the password' },
      headers: { 'x-forwarded-for': '10.3.0.3' },
    })
    const unknown = await latest('login-failed')
    expect(unknown).toMatchObject({ actorId: null, actorEmail: 'nobody.here@example.org', actorName: '' })
    expect(JSON.stringify(unknown)).not.toContain('not the password')
  })

  it('logout: the session ended', async () => {
    const token = await ctx.login()
    const [session] = await ctx.db.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    await ctx.request('/user/logout', { method: 'POST', token })
    expect(await latest('logout')).toMatchObject({
      actorEmail: ADMIN.email,
      entity: 'session',
      entityId: session!.id,
    })
  })

  it('admin creation: who created whom, without the password or its hash', async () => {
    const token = await ctx.login()
    const res = await ctx.request('/user/newuser', {
      method: 'POST',
      token,
      json: {
        name: 'Audited Admin',
        email: 'audited@example.org',
        password: 'an audited passphrase',
        pic: 'https://example.org/a.png',
      },
    })
    expect(res.status).toBe(200)
    const created = await adminRow('audited@example.org')
    const entry = await latest('create')
    expect(entry).toMatchObject({
      actorEmail: ADMIN.email,
      entity: 'admin',
      entityId: created.id,
      before: null,
      after: { name: 'Audited Admin', email: 'audited@example.org', pic: 'https://example.org/a.png' },
    })
    expect(JSON.stringify(entry)).not.toMatch(/audited passphrase|scrypt|password/i)
  })
})
