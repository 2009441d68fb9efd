import type { RouteHandler } from '@hono/zod-openapi'
import { and, eq } from 'drizzle-orm'
import { actorOf, recordAudit } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import { recordLoginFailure } from '../../api/login-attempts'
import { decryptSecret, encryptSecret } from '../../auth/secret-key'
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrlOf, totpStepOf } from '../../auth/totp'
import type { Database } from '../../db/client'
import { admins, loginChallenges, recoveryCodes } from '../../db/schema'
import { noticeSecondFactorChanged } from '../../mail/security-notices'
import { readConference } from '../settings/settings.queries'
import { consumeSecondFactor, revokeOtherSessions } from './user.queries'
import type * as routes from './user.totp.routes'

const ALREADY_ON = 'Two-factor authentication is already on. Turn it off first to set it up again.'

async function totpStateOf(c: Parameters<RouteHandler<typeof routes.setupTotp, AppEnv>>[0]) {
  const [row] = await c
    .get('db')
    .select({ totpSecret: admins.totpSecret, totpEnabled: admins.totpEnabled })
    .from(admins)
    .where(eq(admins.id, c.get('admin').id))
    .limit(1)
  return row ?? { totpSecret: null, totpEnabled: false }
}

// Every handler here runs behind requireCurrentPassword (the routes' middleware): the caller's password was
// checked, its attempt reserved first, before anything below.

/** How the authenticator app names the site: the edition's short name (the settings' conference). */
async function issuerOf(db: Database): Promise<string> {
  return (await readConference(db).catch(() => undefined))?.shortName ?? 'Conference website'
}

export const setupTotp: RouteHandler<typeof routes.setupTotp, AppEnv> = async (c) => {
  const admin = c.get('admin')
  const secret = newTotpSecret()
  // Conditional: an admin whose second factor is on keeps their secret, whatever races. Stored encrypted only.
  const rows = await c
    .get('db')
    .update(admins)
    .set({ totpSecret: encryptSecret(c.get('secretKey'), admin.id, secret), totpLastStep: null })
    .where(and(eq(admins.id, admin.id), eq(admins.totpEnabled, false)))
    .returning({ id: admins.id })
  if (rows.length === 0) throw new HttpError(409, ALREADY_ON)
  return c.json({ secret, otpauthUrl: otpauthUrlOf(secret, admin.email, await issuerOf(c.get('db'))) }, 200)
}

export const enableTotp: RouteHandler<typeof routes.enableTotp, AppEnv> = async (c) => {
  const admin = c.get('admin')
  const { code } = c.req.valid('json')
  const state = await totpStateOf(c)
  if (state.totpEnabled) throw new HttpError(409, ALREADY_ON)
  if (!state.totpSecret) {
    throw new HttpError(409, 'No setup is pending: start with "Set up" (POST /user/totp/setup), then confirm a code.')
  }
  const key = c.get('secretKey')
  const step = totpStepOf(decryptSecret(key, admin.id, state.totpSecret), code)
  if (step === undefined) {
    throw new HttpError(
      400,
      `The code is wrong. Enter the 6-digit code your app shows now for ${await issuerOf(c.get('db'))} (and check the time on the phone).`,
      [{ path: 'code', message: 'The code is wrong.' }],
    )
  }
  const codes = newRecoveryCodes()
  await c.get('db').transaction(async (tx) => {
    // The secret confirmed must still be the pending one (a second setup in another tab replaces it).
    const rows = await tx
      .update(admins)
      .set({ totpEnabled: true, totpLastStep: step, updatedAt: new Date() })
      .where(and(eq(admins.id, admin.id), eq(admins.totpEnabled, false), eq(admins.totpSecret, state.totpSecret!)))
      .returning({ id: admins.id })
    if (rows.length === 0) throw new HttpError(409, 'The setup changed meanwhile: set it up again.')
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, admin.id))
    await tx
      .insert(recoveryCodes)
      .values(codes.map((rc) => ({ adminId: admin.id, codeHash: hashRecoveryCode(key, admin.id, rc) })))
    // A session opened before (on a device someone else may hold) must log in again, now with a code.
    const others = await revokeOtherSessions(tx, admin.id, admin.sessionId)
    await recordAudit(tx, {
      actor: actorOf(c),
      action: 'totp-enable',
      entity: 'admin',
      entityId: admin.id,
      before: { totpEnabled: false },
      after: { totpEnabled: true, recoveryCodesIssued: codes.length, otherSessionsRevoked: others.length },
    })
    await noticeSecondFactorChanged(tx, admin, true, c.get('publicOrigin'))
  })
  return c.json({ recoveryCodes: codes }, 200)
}

export const disableTotp: RouteHandler<typeof routes.disableTotp, AppEnv> = async (c) => {
  const db = c.get('db')
  const admin = c.get('admin')
  const ip = c.get('clientIp')
  const { code } = c.req.valid('json')
  const state = await totpStateOf(c)
  if (!state.totpEnabled) throw new HttpError(409, 'Two-factor authentication is not on.')
  // The code is checked inside the attempt requireCurrentPassword reserved; a wrong one counts as a failure too.
  const done = await db.transaction(async (tx) => {
    const second = await consumeSecondFactor(
      tx,
      { id: admin.id, totpSecret: state.totpSecret },
      code,
      c.get('secretKey'),
    )
    if (!second.ok) return second
    await tx
      .update(admins)
      .set({ totpEnabled: false, totpSecret: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(admins.id, admin.id))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, admin.id))
    await tx.delete(loginChallenges).where(eq(loginChallenges.adminId, admin.id))
    const others = await revokeOtherSessions(tx, admin.id, admin.sessionId)
    await recordAudit(tx, {
      actor: actorOf(c),
      action: 'totp-disable',
      entity: 'admin',
      entityId: admin.id,
      before: { totpEnabled: true },
      after: { totpEnabled: false, confirmedWith: second.method, otherSessionsRevoked: others.length },
    })
    await noticeSecondFactorChanged(tx, admin, false, c.get('publicOrigin'))
    return { ...second, othersRevoked: others.length }
  })
  if (!done.ok) {
    await recordLoginFailure(db, admin.email, ip)
    const message =
      done.reason === 'code-used'
        ? 'This code was already used. Wait for the next code in your app.'
        : 'The code is wrong. Enter the current code from your app, or an unused recovery code.'
    throw new HttpError(400, message, [{ path: 'code', message }])
  }
  const others = done.othersRevoked === 1 ? '1 other session was' : `${done.othersRevoked} other sessions were`
  return c.json(
    { message: `Two-factor authentication is off. Logging in now needs only your password. ${others} signed out.` },
    200,
  )
}
