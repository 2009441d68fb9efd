import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { hashToken, roleOf } from '../auth/passwords'
import { admins, sessions } from '../db/schema'
import type { AppEnv } from './create-router'
import { HttpError } from './errors'

/** The token from the `token` header (the earlier site's clients send it there), or `Authorization: Bearer …`. */
export function readToken(header: (name: string) => string | undefined): string | undefined {
  const direct = header('token')?.trim()
  if (direct) return direct
  const auth = header('authorization')?.trim()
  const match = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null
  return match?.[1]
}

/**
 * The refusal of a desk account (docs/decisions/032-desk-role.md): signed in, but not allowed this call.
 * Exported so the client's wording and the tests match the server's.
 */
export const DESK_REFUSED =
  'Your account has the desk role: it may check attendees in and manage its own sign-in, nothing else. ' +
  'Ask an organiser with full admin rights.'

/**
 * Lets the request through only with a valid, unexpired, unrevoked token of a full admin: 401 JSON without one,
 * 403 for a desk account. Every admin route uses it unless it is one of the few a desk account may call.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  await authenticate(c)
  if (c.get('admin').role !== 'admin') throw new HttpError(403, DESK_REFUSED)
  await next()
})

/**
 * Any signed-in account, desk included: only for its own session and security calls (log out, `/user/me`, password,
 * second factor, sessions) and the check-in calls.
 */
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  await authenticate(c)
  await next()
})

async function authenticate(c: Context<AppEnv>) {
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
      role: admins.role,
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
  c.set('admin', { ...admin, role: roleOf(admin.role) })
}

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

/** The route fields of a call a desk account may make too (behind requireSignedIn): marked so in the contract. */
export const signedInRoute = {
  security: adminSecurity,
  'x-desk-allowed': true,
} as const

const DESK_REFUSAL_RESPONSE = {
  description: 'The account has the desk role, which may not make this call.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
}

/**
 * The contract's 403 on every call that needs a token and is not marked `x-desk-allowed`: requireAdmin refuses
 * desk accounts on all of them, so the answer is declared in one place rather than on each of ~60 routes.
 */
export function declareDeskRefusals<T extends { paths?: any }>(doc: T): T {
  for (const item of Object.values(doc.paths ?? {}) as Record<string, any>[]) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object' || !Array.isArray(op.security) || op.security.length === 0) continue
      if (op['x-desk-allowed'] || !op.responses || op.responses['403']) continue
      op.responses = Object.fromEntries(
        Object.entries({ ...op.responses, 403: DESK_REFUSAL_RESPONSE }).sort(([a], [b]) => a.localeCompare(b)),
      )
    }
  }
  return doc
}
