import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { admins, sessions } from '../db/schema'
import { hashToken } from '../lib/auth'
import type { AppEnv } from '../lib/create-router'
import { HttpError } from '../lib/errors'

/** The token from the `token` header (spec §6), or `Authorization: Bearer …`. */
export function readToken(header: (name: string) => string | undefined): string | undefined {
  const direct = header('token')?.trim()
  if (direct) return direct
  const auth = header('authorization')?.trim()
  const match = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null
  return match?.[1]
}

/** Lets the request through only with a valid, unexpired, unrevoked token; answers 401 JSON otherwise. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const token = readToken((n) => c.req.header(n))
  if (!token || token.length > 200) throw new HttpError(401, 'Please log in first: a valid token is required.')
  const db = c.get('db')
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: admins.id,
      name: admins.name,
      email: admins.email,
      pic: admins.pic,
      totpEnabled: admins.totpEnabled,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1)
  if (!row) throw new HttpError(401, 'Your session has expired or is invalid. Please log in again.')
  const { lastUsedAt, ...admin } = row
  await touchSession(c.get('db'), admin.sessionId, lastUsedAt)
  c.set('admin', admin)
  await next()
})

/** "Last used" is kept to the minute: a session is written at most once a minute, not on every read. */
export const LAST_USED_EVERY_MS = 60_000

async function touchSession(db: AppEnv['Variables']['db'], sessionId: string, lastUsedAt: Date | null) {
  const now = Date.now()
  if (lastUsedAt && now - lastUsedAt.getTime() < LAST_USED_EVERY_MS) return
  const staleBefore = new Date(now - LAST_USED_EVERY_MS)
  // Conditional, so parallel requests of one session write it once.
  await db
    .update(sessions)
    .set({ lastUsedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), or(isNull(sessions.lastUsedAt), lt(sessions.lastUsedAt, staleBefore))))
}

/** OpenAPI security requirement for routes behind requireAdmin. */
export const adminSecurity = [{ token: [] }]
