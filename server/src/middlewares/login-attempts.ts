import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../lib/create-router'
import { HttpError } from '../lib/errors'
import { LIMITS, reserveAttempt } from '../lib/rate-limit'

/**
 * In front of POST /user/login: reserves the attempt under the per-e-mail and per-address limits before the
 * password is checked, so attempts in flight count too and a parallel burst gets at most `max` password checks.
 * (The handler's own check and its recording of failures stay as they are.)
 */
export const loginAttemptGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'POST') return next()
  let email: unknown
  try {
    email = ((await c.req.json()) as { email?: unknown } | null)?.email
  } catch {
    return next() // not JSON: the route's validation answers
  }
  if (typeof email !== 'string' || email.length > 254) return next()
  const release = await reserveAttempt(c.get('db'), [
    [LIMITS.loginPerEmail, email.trim().toLowerCase()],
    [LIMITS.loginPerIp, c.get('clientIp')],
  ])
  if (!release) throw new HttpError(429, 'Too many failed login attempts. Please wait 15 minutes and try again.')
  try {
    await next()
  } finally {
    await release().catch(() => {})
  }
})
