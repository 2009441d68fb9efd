import type { RouteHandler } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { admins, sessions } from '../../db/schema'
import { createAdmin } from '../../lib/admins'
import { getDummyHash, hashToken, newToken, TOKEN_TTL_MS, verifyPassword } from '../../lib/auth'
import type { AppEnv } from '../../lib/create-router'
import { HttpError } from '../../lib/errors'
import { ownImageUrl } from '../../lib/public-url'
import { isLimited, LIMITS, recordEvent } from '../../lib/rate-limit'
import type * as routes from './user.routes'
import { toPublicUser } from './user.schemas'

const BAD_CREDENTIALS = 'Invalid email or password.'

export const login: RouteHandler<typeof routes.login, AppEnv> = async (c) => {
  const db = c.get('db')
  const { email, password } = c.req.valid('json')
  const emailKey = email.toLowerCase()
  const ip = c.get('clientIp')
  // Checked before any hashing, so brute force costs us a query, not a hash.
  const [emailLimited, ipLimited] = await Promise.all([
    isLimited(db, LIMITS.loginPerEmail, emailKey),
    isLimited(db, LIMITS.loginPerIp, ip),
  ])
  if (emailLimited || ipLimited) {
    throw new HttpError(429, 'Too many failed login attempts. Please wait 15 minutes and try again.')
  }
  const [admin] = await db.select().from(admins).where(eq(admins.email, emailKey)).limit(1)
  const ok = admin
    ? await verifyPassword(password, admin.passwordHash)
    : await verifyPassword(password, await getDummyHash()).then(() => false)
  if (!admin || !ok) {
    await Promise.all([recordEvent(db, LIMITS.loginPerEmail, emailKey), recordEvent(db, LIMITS.loginPerIp, ip)])
    throw new HttpError(401, BAD_CREDENTIALS)
  }
  const token = newToken()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    adminId: admin.id,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  })
  return c.json({ success: true as const, msg: 'Login successful.', token, user: toPublicUser(admin) }, 200)
}

export const logout: RouteHandler<typeof routes.logout, AppEnv> = async (c) => {
  const admin = c.get('admin')
  await c.get('db').update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, admin.sessionId))
  return c.json({ success: true as const, msg: 'Logged out.' }, 200)
}

export const me: RouteHandler<typeof routes.me, AppEnv> = async (c) => {
  return c.json({ success: true as const, user: toPublicUser(c.get('admin')) }, 200)
}

export const newUser: RouteHandler<typeof routes.newUser, AppEnv> = async (c) => {
  const { name, email, password, pic } = c.req.valid('json')
  const row = await createAdmin(c.get('db'), { name, email, password, pic: pic && ownImageUrl(c, pic) })
  return c.json({ success: true as const, msg: 'Admin created successfully.', user: toPublicUser(row) }, 200)
}
