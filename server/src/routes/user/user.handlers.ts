import type { RouteHandler } from '@hono/zod-openapi'
import { and, eq } from 'drizzle-orm'
import { actorOf, recordAudit } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import { recordLoginFailure, TOO_MANY_ATTEMPTS, withLoginAttempt } from '../../api/login-attempts'
import { createAdmin } from '../../auth/admins'
import { getDummyHash, hashPassword, needsRehash, type PasswordHashing, verifyPassword } from '../../auth/passwords'
import { isLimited, LIMITS, recordEvent } from '../../auth/rate-limit'
import type { Database } from '../../db/client'
import { admins, loginChallenges, sessions } from '../../db/schema'
import { ownImageUrl } from '../../http/public-url'
import { noticeAdminWelcome, noticePasswordChanged, noticeRecoveryCodeUsed } from '../../mail/security-notices'
import {
  actorOfAdmin,
  closeChallenge,
  consumeSecondFactor,
  findChallenge,
  listAdmins as listAdminRows,
  openChallenge,
  openSession,
  revokeOtherSessions,
  userAgentOf,
} from './user.queries'
import type * as routes from './user.routes'
import { toPublicUser } from './user.schemas'

const BAD_CREDENTIALS = 'Invalid email or password.'
const CHALLENGE_EXPIRED =
  'This sign-in has expired or was already completed. Please log in again with your email and password.'
const WRONG_CODE =
  'The authentication code is wrong or has expired. Enter the current code from your app, or an unused recovery code.'
const CODE_USED = 'This code was already used. Wait for the next code in your app (a new one comes every 30 seconds).'

/** A stored hash cheaper than today's cost is replaced while the password is at hand (after a successful check). */
async function rehashIfCheaper(
  db: Database,
  admin: { id: string; passwordHash: string },
  password: string,
  cost: PasswordHashing,
) {
  if (!needsRehash(admin.passwordHash, cost)) return
  const passwordHash = await hashPassword(password, cost)
  // Only if nobody changed the password meanwhile.
  await db
    .update(admins)
    .set({ passwordHash })
    .where(and(eq(admins.id, admin.id), eq(admins.passwordHash, admin.passwordHash)))
}

export const login: RouteHandler<typeof routes.login, AppEnv> = async (c) => {
  const db = c.get('db')
  const cost = c.get('passwordHashing')
  const { email, password } = c.req.valid('json')
  const emailKey = email.toLowerCase()
  const ip = c.get('clientIp')
  // The attempt was reserved (and paced) before any hashing by loginAttemptGuard (app.ts), so brute force costs us
  // a query, not a hash.
  const [admin] = await db.select().from(admins).where(eq(admins.email, emailKey)).limit(1)
  const ok = admin
    ? await verifyPassword(password, admin.passwordHash)
    : await verifyPassword(password, await getDummyHash(cost)).then(() => false)
  if (!admin || !ok) {
    await recordLoginFailure(db, emailKey, ip)
    // The e-mail tried is the actor, known or not; never the password.
    await recordAudit(db, {
      actor: { id: admin?.id ?? null, email: emailKey, name: admin?.name ?? '' },
      action: 'login-failed',
      entity: 'session',
      after: { step: 'password', ip },
    })
    throw new HttpError(401, BAD_CREDENTIALS)
  }
  await rehashIfCheaper(db, admin, password, cost)
  if (admin.totpEnabled) {
    const challenge = await openChallenge(db, admin.id)
    return c.json({ success: true as const, mfaRequired: true as const, challenge }, 200)
  }
  const userAgent = userAgentOf(c)
  const token = await db.transaction(async (tx) => {
    const opened = await openSession(tx, admin.id, userAgent)
    await recordAudit(tx, {
      actor: actorOfAdmin(admin),
      action: 'login',
      entity: 'session',
      entityId: opened.sessionId,
      after: { method: 'password', userAgent, ip },
    })
    return opened.token
  })
  return c.json({ success: true as const, msg: 'Login successful.', token, user: toPublicUser(admin) }, 200)
}

export const loginTotp: RouteHandler<typeof routes.loginTotp, AppEnv> = async (c) => {
  const db = c.get('db')
  const ip = c.get('clientIp')
  const { challenge, code } = c.req.valid('json')
  const found = await findChallenge(db, challenge)
  if (!found?.totpEnabled) {
    // Challenges are 256-bit random values; still, guessing at them counts against the address.
    if (await isLimited(db, LIMITS.loginPerIp, ip)) throw new HttpError(429, TOO_MANY_ATTEMPTS)
    await recordEvent(db, LIMITS.loginPerIp, ip)
    throw new HttpError(401, CHALLENGE_EXPIRED)
  }
  // Reserved before the code is checked, so a parallel burst of guesses gets no more checks than the limit allows.
  return withLoginAttempt(c, found.email, async () => {
    const userAgent = userAgentOf(c)
    const outcome = await db.transaction(async (tx) => {
      const second = await consumeSecondFactor(tx, found, code, c.get('secretKey'))
      if (!second.ok) return second
      // After the code: a wrong code leaves the challenge usable for the next try (until it expires).
      if (!(await closeChallenge(tx, found.challengeId))) throw new HttpError(401, CHALLENGE_EXPIRED)
      const opened = await openSession(tx, found.id, userAgent)
      await recordAudit(tx, {
        actor: actorOfAdmin(found),
        action: 'login',
        entity: 'session',
        entityId: opened.sessionId,
        after: { method: second.method, userAgent, ip },
      })
      if (second.method === 'recovery-code') await noticeRecoveryCodeUsed(tx, found, c.get('publicOrigin'))
      return { ok: true as const, token: opened.token }
    })
    if (!outcome.ok) {
      await recordLoginFailure(db, found.email, ip)
      await recordAudit(db, {
        actor: actorOfAdmin(found),
        action: 'login-failed',
        entity: 'session',
        after: { step: 'code', reason: outcome.reason, ip },
      })
      throw new HttpError(401, outcome.reason === 'code-used' ? CODE_USED : WRONG_CODE)
    }
    return c.json(
      { success: true as const, msg: 'Login successful.', token: outcome.token, user: toPublicUser(found) },
      200,
    )
  })
}

export const logout: RouteHandler<typeof routes.logout, AppEnv> = async (c) => {
  const admin = c.get('admin')
  await c.get('db').transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, admin.sessionId))
    await recordAudit(tx, { actor: actorOf(c), action: 'logout', entity: 'session', entityId: admin.sessionId })
  })
  return c.json({ success: true as const, msg: 'Logged out.' }, 200)
}

export const me: RouteHandler<typeof routes.me, AppEnv> = async (c) => {
  const admin = c.get('admin')
  return c.json({ success: true as const, user: { ...toPublicUser(admin), totpEnabled: admin.totpEnabled } }, 200)
}

export const listAdmins: RouteHandler<typeof routes.listAdmins, AppEnv> = async (c) => {
  const rows = await listAdminRows(c.get('db'))
  const list = rows.map((r) => ({
    ...toPublicUser(r),
    totpEnabled: r.totpEnabled,
    createdAt: r.createdAt.toISOString(),
  }))
  return c.json({ admins: list }, 200)
}

export const newUser: RouteHandler<typeof routes.newUser, AppEnv> = async (c) => {
  const { name, email, password, pic, role } = c.req.valid('json')
  const row = await createAdmin(
    c.get('db'),
    { name, email, password, pic: pic && ownImageUrl(c, pic), role },
    {
      cost: c.get('passwordHashing'),
      actor: actorOf(c),
      afterCreate: (tx, created) => noticeAdminWelcome(tx, created, c.get('admin').name, c.get('publicOrigin')),
    },
  )
  return c.json({ success: true as const, msg: 'Admin created successfully.', user: toPublicUser(row) }, 200)
}

export const changePassword: RouteHandler<typeof routes.changePassword, AppEnv> = async (c) => {
  const db = c.get('db')
  const admin = c.get('admin')
  // currentPassword was checked by requireCurrentPassword (the route's middleware), its attempt reserved first.
  const { newPassword } = c.req.valid('json')
  const passwordHash = await hashPassword(newPassword, c.get('passwordHashing'))
  const revoked = await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, admin.id))
    const others = await revokeOtherSessions(tx, admin.id, admin.sessionId)
    // A password step passed with the old password must not finish with a code after the change.
    await tx.delete(loginChallenges).where(eq(loginChallenges.adminId, admin.id))
    await recordAudit(tx, {
      actor: actorOf(c),
      action: 'password-change',
      entity: 'admin',
      entityId: admin.id,
      after: { otherSessionsRevoked: others.length },
    })
    await noticePasswordChanged(tx, admin, c.get('publicOrigin'))
    return others.length
  })
  const others = revoked === 1 ? '1 other session was' : `${revoked} other sessions were`
  return c.json({ message: `Password changed. ${others} signed out.` }, 200)
}
