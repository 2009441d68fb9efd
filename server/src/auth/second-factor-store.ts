import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { admins, loginChallenges, recoveryCodes } from '../db/schema'
import {
  encryptSecret,
  isEncryptedSecret,
  isLegacyCodeHash,
  keyIdOfCodeHash,
  type SecretKey,
  SecretKeyError,
  tryDecryptSecret,
  wrapLegacyHash,
} from './secret-key'

/** What a pass over the stored second factors found and did. */
export interface SecondFactorSurvey {
  /** Plain TOTP secrets (an earlier version's) now encrypted with the key. */
  secretsEncrypted: number
  /** Bare sha256 recovery-code hashes (an earlier version's) now wrapped in HMAC with the key. */
  codesWrapped: number
  /** Admins whose secret or recovery codes this key cannot read (another key wrote them). */
  unreadable: { id: string; email: string; totpEnabled: boolean }[]
}

/**
 * Brings every stored second factor to this version's form, in place and idempotently: plain secrets are
 * encrypted, bare sha256 recovery-code hashes wrapped (their admins keep their codes: the wrapped form is checked
 * by hashing the typed code the old way first). Each update is conditional on the value read, so instances doing
 * it at once do no harm. Answers what it did and which admins' factors this key cannot read.
 */
export async function surveySecondFactors(db: Database, key: SecretKey): Promise<SecondFactorSurvey> {
  const survey: SecondFactorSurvey = { secretsEncrypted: 0, codesWrapped: 0, unreadable: [] }
  const rows = await db
    .select({ id: admins.id, email: admins.email, totpSecret: admins.totpSecret, totpEnabled: admins.totpEnabled })
    .from(admins)
    .where(isNotNull(admins.totpSecret))
  const unreadable = new Map<string, SecondFactorSurvey['unreadable'][number]>()
  for (const row of rows) {
    const stored = row.totpSecret!
    if (!isEncryptedSecret(stored)) {
      const updated = await db
        .update(admins)
        .set({ totpSecret: encryptSecret(key, row.id, stored) })
        .where(and(eq(admins.id, row.id), eq(admins.totpSecret, stored)))
        .returning({ id: admins.id })
      survey.secretsEncrypted += updated.length
    } else if (tryDecryptSecret(key, row.id, stored) === undefined) {
      unreadable.set(row.id, { id: row.id, email: row.email, totpEnabled: row.totpEnabled })
    }
  }
  const codes = await db
    .select({ id: recoveryCodes.id, adminId: recoveryCodes.adminId, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
  const foreignOwners = new Set<string>()
  for (const code of codes) {
    if (isLegacyCodeHash(code.codeHash)) {
      const updated = await db
        .update(recoveryCodes)
        .set({ codeHash: wrapLegacyHash(key, code.codeHash) })
        .where(and(eq(recoveryCodes.id, code.id), eq(recoveryCodes.codeHash, code.codeHash)))
        .returning({ id: recoveryCodes.id })
      survey.codesWrapped += updated.length
    } else if (keyIdOfCodeHash(code.codeHash) !== key.id) {
      foreignOwners.add(code.adminId)
    }
  }
  const missing = [...foreignOwners].filter((id) => !unreadable.has(id))
  if (missing.length > 0) {
    const owners = await db
      .select({ id: admins.id, email: admins.email, totpEnabled: admins.totpEnabled })
      .from(admins)
      .where(inArray(admins.id, missing))
    for (const owner of owners) unreadable.set(owner.id, owner)
  }
  survey.unreadable = [...unreadable.values()].sort((a, b) => a.email.localeCompare(b.email))
  return survey
}

/** The one line a server prints when it refuses to start because its key cannot read the stored second factors. */
export function unreadableKeyMessage(survey: SecondFactorSurvey, keySource: string): string {
  const n = survey.unreadable.length
  return (
    `The second factor of ${n} admin${n === 1 ? '' : 's'} (${survey.unreadable.map((a) => a.email).join(', ')}) ` +
    `was stored with another key than this server's (${keySource}): set SECRET_KEY to the key it was stored with ` +
    '(every instance needs the same one); if that key is lost, see docs/backups.md ("Another key"). Not started.'
  )
}

/**
 * At start-up: brings stored second factors to this version's form (surveySecondFactors), and throws
 * SecretKeyError, with the one line to print, when this key cannot read some of them.
 */
export async function prepareSecondFactors(
  db: Database,
  key: SecretKey,
  keySource: string,
): Promise<SecondFactorSurvey> {
  const survey = await surveySecondFactors(db, key)
  if (survey.unreadable.length > 0) throw new SecretKeyError(unreadableKeyMessage(survey, keySource))
  return survey
}

/**
 * After a restore (in its transaction): the backup's second factors in this version's form; those this server's
 * key cannot read (the backup came from a server with another key) are switched off, so those admins log in with
 * their password and enrol again. Answers the e-mails of the admins whose second factor was on.
 */
export async function adoptRestoredSecondFactors(db: Database, key: SecretKey): Promise<string[]> {
  const survey = await surveySecondFactors(db, key)
  const ids = survey.unreadable.map((a) => a.id)
  if (ids.length > 0) {
    await db
      .update(admins)
      .set({ totpEnabled: false, totpSecret: null, totpLastStep: null })
      .where(inArray(admins.id, ids))
    await db.delete(recoveryCodes).where(inArray(recoveryCodes.adminId, ids))
    await db.delete(loginChallenges).where(inArray(loginChallenges.adminId, ids))
  }
  return survey.unreadable.filter((a) => a.totpEnabled).map((a) => a.email)
}
