import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { PASSWORD_MAX } from '../auth/password-policy'
import { verifyPassword } from '../auth/passwords'
import { admins } from '../db/schema'
import type { AppEnv } from './create-router'
import { HttpError } from './errors'
import { recordLoginFailure, withLoginAttempt } from './login-attempts'

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i

/** What the body says of `currentPassword`: absent when there is no body; undefined when it cannot be read. */
async function currentPasswordOf(c: Context<AppEnv>): Promise<{ value: unknown } | undefined> {
  const type = c.req.header('content-type')
  if (!type) {
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined
    return hasBody ? undefined : { value: undefined }
  }
  if (!JSON_TYPE.test(type)) return undefined // the route answers 415
  try {
    return { value: ((await c.req.json()) as { currentPassword?: unknown } | null)?.currentPassword }
  } catch {
    return undefined // not JSON: the route's validation answers
  }
}

/**
 * Behind requireAdmin, on what gives an account away (the second factor, the password): the caller proves they
 * know the admin's password, so a stolen token alone is not enough. The attempt is reserved before the check, as a
 * login is (withLoginAttempt); a missing or wrong `currentPassword` counts as a failed login attempt. A missing one
 * goes on to the route's validation, which names it with the body's other problems; a wrong one is 400 naming
 * `currentPassword` (not 401, which would mean the token is no longer valid). The route's own checks (a second
 * factor's code) run inside the same reservation.
 */
export const requireCurrentPassword = createMiddleware<AppEnv>(async (c, next) => {
  const body = await currentPasswordOf(c)
  if (!body) return next()
  const admin = c.get('admin')
  const db = c.get('db')
  await withLoginAttempt(c, admin.email, async () => {
    const given = body.value
    if (typeof given !== 'string' || given.length === 0 || given.length > PASSWORD_MAX) {
      await recordLoginFailure(db, admin.email, c.get('clientIp'))
      return next() // the schema refuses it: 400 with `currentPassword` among the issues
    }
    const [row] = await db
      .select({ passwordHash: admins.passwordHash })
      .from(admins)
      .where(eq(admins.id, admin.id))
      .limit(1)
    if (!row || !(await verifyPassword(given, row.passwordHash))) {
      await recordLoginFailure(db, admin.email, c.get('clientIp'))
      throw new HttpError(400, 'The current password is wrong. Nothing was changed.', [
        { path: 'currentPassword', message: 'The current password is wrong.' },
      ])
    }
    await next()
  })
})
