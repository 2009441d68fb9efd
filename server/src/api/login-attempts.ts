import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { LIMITS, loginDelayMs, recordEvent, reserveAttempt } from '../auth/rate-limit'
import type { Database } from '../db/client'
import type { AppEnv } from './create-router'
import { HttpError } from './errors'

export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please wait 15 minutes and try again.'

const pairKey = (email: string, ip: string) => `${email} ${ip}`

/**
 * Runs one attempt to prove who one is for `email` (a password, a code, or the current password of a signed-in
 * admin) with its attempt reserved first, as the limits count them (auth/rate-limit.ts LIMITS):
 * - 429 when this (e-mail, address) pair or this address has used up its failures, attempts in flight included,
 *   so a parallel burst gets no more checks than the limit;
 * - never refused for the e-mail alone: beyond a few failures for it from anywhere, the attempt first waits a
 *   delay that grows with them (a few seconds at most), so a stranger elsewhere slows guessing but cannot lock
 *   the owner out.
 * The caller records a failure with recordLoginFailure; the reservation is dropped when `attempt` is over.
 */
export async function withLoginAttempt<T>(c: Context<AppEnv>, email: string, attempt: () => Promise<T>): Promise<T> {
  const ip = c.get('clientIp')
  const reservation = await reserveAttempt(c.get('db'), [
    [LIMITS.loginPerEmailAndIp, pairKey(email, ip)],
    [LIMITS.loginPerIp, ip],
    [LIMITS.loginPerEmail, email],
  ])
  if (!reservation) throw new HttpError(429, TOO_MANY_ATTEMPTS)
  try {
    const delay = loginDelayMs(reservation.counts[2]!)
    if (delay > 0) await c.get('sleep')(delay)
    return await attempt()
  } finally {
    await reservation.release().catch(() => {})
  }
}

/** Counts one failed attempt (password or code) against the pair, the address and the e-mail. */
export async function recordLoginFailure(db: Database, email: string, ip: string): Promise<void> {
  await Promise.all([
    recordEvent(db, LIMITS.loginPerEmailAndIp, pairKey(email, ip)),
    recordEvent(db, LIMITS.loginPerIp, ip),
    recordEvent(db, LIMITS.loginPerEmail, email),
  ])
}

/**
 * In front of POST /user/login: reserves the attempt (withLoginAttempt) before the password is checked, from the
 * e-mail of the raw body. A body that is not JSON or has no usable e-mail goes on to the route's validation.
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
  await withLoginAttempt(c, email.trim().toLowerCase(), () => next())
})
