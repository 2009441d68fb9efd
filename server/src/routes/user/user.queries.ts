import { and, desc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AuditActor } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { hashToken, newToken, TOKEN_TTL_MS } from '../../auth/passwords'
import { decryptSecret, type SecretKey } from '../../auth/secret-key'
import { isTotpCode, recoveryCodeCandidates, totpStepOf } from '../../auth/totp'
import type { Database } from '../../db/client'
import { admins, loginChallenges, recoveryCodes, sessions } from '../../db/schema'

/** A second login step lives this long after the password was right. */
export const CHALLENGE_TTL_MS = 5 * 60_000
/** Enough to tell browsers and devices apart; a header can be far longer. */
export const USER_AGENT_MAX = 200

export function userAgentOf(c: Context<AppEnv>): string | null {
  const ua = c.req.header('user-agent')?.trim()
  return ua ? ua.slice(0, USER_AGENT_MAX) : null
}

export function actorOfAdmin(admin: { id: string; email: string; name: string }): AuditActor {
  return { id: admin.id, email: admin.email, name: admin.name }
}

/** Starts a session (its token's hash stored) through `tx`; answers the token, shown once, and the session id. */
export async function openSession(tx: Database, adminId: string, userAgent: string | null) {
  const token = newToken()
  const now = new Date()
  const [row] = await tx
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      adminId,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
      userAgent,
      lastUsedAt: now,
    })
    .returning({ id: sessions.id })
  return { token, sessionId: row!.id }
}

/** A one-time second-step challenge for `adminId` (only its hash is stored); answers the challenge itself. */
export async function openChallenge(db: Database, adminId: string): Promise<string> {
  const challenge = newToken()
  await db.insert(loginChallenges).values({
    challengeHash: hashToken(challenge),
    adminId,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  })
  return challenge
}

/** The admin a live (unused, unexpired) challenge belongs to. */
export async function findChallenge(db: Database, challenge: string) {
  const [row] = await db
    .select({
      challengeId: loginChallenges.id,
      id: admins.id,
      name: admins.name,
      email: admins.email,
      pic: admins.pic,
      totpSecret: admins.totpSecret,
      totpEnabled: admins.totpEnabled,
      role: admins.role,
    })
    .from(loginChallenges)
    .innerJoin(admins, eq(admins.id, loginChallenges.adminId))
    .where(
      and(
        eq(loginChallenges.challengeHash, hashToken(challenge)),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1)
  return row
}

/** Marks a challenge used, unless it was used or expired meanwhile (then false). */
export async function closeChallenge(tx: Database, challengeId: string): Promise<boolean> {
  const rows = await tx
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginChallenges.id, challengeId),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ id: loginChallenges.id })
  return rows.length === 1
}

export type SecondFactorResult =
  | { ok: true; method: 'totp' | 'recovery-code' }
  | { ok: false; reason: 'wrong-code' | 'code-used' }

/**
 * Accepts `code` once: a TOTP code whose step is later than the last accepted one (the step is then stored), or an
 * unused recovery code (then marked used). Both are single conditional UPDATEs, so two requests racing with the
 * same code cannot both win. The stored secret is decrypted with `key` (auth/secret-key.ts) only for the check.
 */
export async function consumeSecondFactor(
  tx: Database,
  admin: { id: string; totpSecret: string | null },
  code: string,
  key: SecretKey,
): Promise<SecondFactorResult> {
  if (isTotpCode(code)) {
    const step = admin.totpSecret ? totpStepOf(decryptSecret(key, admin.id, admin.totpSecret), code) : undefined
    if (step === undefined) return { ok: false, reason: 'wrong-code' }
    const rows = await tx
      .update(admins)
      .set({ totpLastStep: step })
      .where(and(eq(admins.id, admin.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
      .returning({ id: admins.id })
    return rows.length === 1 ? { ok: true, method: 'totp' } : { ok: false, reason: 'code-used' }
  }
  const rows = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.adminId, admin.id),
        inArray(recoveryCodes.codeHash, recoveryCodeCandidates(key, admin.id, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return rows.length === 1 ? { ok: true, method: 'recovery-code' } : { ok: false, reason: 'wrong-code' }
}

/** The admin's live sessions (unrevoked, unexpired), newest first. */
export function liveSessions(db: Database, adminId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
}

/** Revokes every live session of the admin but `keepId`; answers the revoked ones. */
export function revokeOtherSessions(tx: Database, adminId: string, keepId: string) {
  return tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.adminId, adminId),
        ne(sessions.id, keepId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt })
}

/** Every admin account, oldest first, for the admins list. */
export async function listAdmins(db: Database) {
  return db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      pic: admins.pic,
      role: admins.role,
      totpEnabled: admins.totpEnabled,
      createdAt: admins.createdAt,
    })
    .from(admins)
    .orderBy(admins.createdAt, admins.id)
}
