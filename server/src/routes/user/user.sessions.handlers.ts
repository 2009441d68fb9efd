import type { RouteHandler } from '@hono/zod-openapi'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { actorOf, recordAudit } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { sessions } from '../../db/schema'
import { liveSessions, revokeOtherSessions as revokeOthers } from './user.queries'
import type * as routes from './user.sessions.routes'

export const listSessions: RouteHandler<typeof routes.listSessions, AppEnv> = async (c) => {
  const admin = c.get('admin')
  const rows = await liveSessions(c.get('db'), admin.id)
  return c.json(
    {
      sessions: rows.map((s) => ({
        _id: s.id,
        createdAt: s.createdAt.toISOString(),
        // Sessions from before "last used" was kept: their login is their last known use.
        lastUsedAt: (s.lastUsedAt ?? s.createdAt).toISOString(),
        userAgent: s.userAgent,
        current: s.id === admin.sessionId,
      })),
    },
    200,
  )
}

export const revokeSession: RouteHandler<typeof routes.revokeSession, AppEnv> = async (c) => {
  const admin = c.get('admin')
  const { id } = c.req.valid('param')
  const notFound = new HttpError(404, 'Session not found: it is not one of your signed-in sessions.')
  if (!isUuid(id)) throw notFound
  await c.get('db').transaction(async (tx) => {
    // Only the admin's own live sessions: another admin's is "not found", never a hint that it exists.
    const [row] = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.id, id),
          eq(sessions.adminId, admin.id),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .returning({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt })
    if (!row) throw notFound
    await recordAudit(tx, {
      actor: actorOf(c),
      action: 'session-revoke',
      entity: 'session',
      entityId: row.id,
      before: { userAgent: row.userAgent, createdAt: row.createdAt, current: row.id === admin.sessionId },
    })
  })
  const message = id === admin.sessionId ? 'This session is signed out.' : 'The session is signed out.'
  return c.json({ message }, 200)
}

export const revokeOtherSessions: RouteHandler<typeof routes.revokeOtherSessions, AppEnv> = async (c) => {
  const admin = c.get('admin')
  const revoked = await c.get('db').transaction(async (tx) => {
    const rows = await revokeOthers(tx, admin.id, admin.sessionId)
    for (const row of rows) {
      await recordAudit(tx, {
        actor: actorOf(c),
        action: 'session-revoke',
        entity: 'session',
        entityId: row.id,
        before: { userAgent: row.userAgent, createdAt: row.createdAt, current: false },
      })
    }
    return rows.length
  })
  const message =
    revoked === 0
      ? 'No other session was signed in.'
      : `Signed out of ${revoked} other ${revoked === 1 ? 'session' : 'sessions'}.`
  return c.json({ message, revoked }, 200)
}
