import { createHash, randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { macRecoveryCode, type SecretKey, wrapLegacyHash } from './secret-key'

// RFC 6238 as authenticator apps expect it: HMAC-SHA-1, 6 digits, 30-second steps.
const ALGORITHM = 'SHA1'
const DIGITS = 6
const PERIOD = 30
/** One step either side of now: a phone clock 30 s off, or a code typed just as it changed, still works. */
const DRIFT_STEPS = 1

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://totp/...` URL an app reads from the QR code; `issuer` names the site in the app (the edition). */
export function otpauthUrlOf(secret: string, email: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
  }).toString()
}

/** Spaces and dashes people type between the digits ("123 456") are ignored. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase()
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(normaliseCode(code))
}

/**
 * The 30-second step a code belongs to when it is valid now (within the drift window), else undefined.
 * The caller accepts it only if the step is later than the last one accepted (admins.totpLastStep), so a code
 * works once.
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | undefined {
  const token = normaliseCode(code)
  if (!/^\d{6}$/.test(token)) return undefined
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
    window: DRIFT_STEPS,
  })
  return delta === null ? undefined : TOTP.counter({ period: PERIOD, timestamp: now }) + delta
}

// Crockford's base32 alphabet (no i, l, o, u): 32 letters, so a 10-letter code is 50 bits. Codes are read off
// paper and typed: o is taken for 0 and i or l for 1 (normaliseRecoveryCode).
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'
const RECOVERY_LENGTH = 10
export const RECOVERY_CODE_COUNT = 10

/** Ten one-time recovery codes, `xxxxx-xxxxx` (32^10 = 2^50 each; guesses are rate-limited, hashes keyed). */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>()
  while (codes.size < RECOVERY_CODE_COUNT) {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
    codes.add(`${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`)
  }
  return [...codes]
}

/** A typed recovery code as it was issued: no spaces or dashes, lower case, o read as 0 and i or l as 1. */
export function normaliseRecoveryCode(code: string): string {
  return normaliseCode(code).replace(/o/g, '0').replace(/[il]/g, '1')
}

/**
 * Stored form of a recovery code: HMAC-SHA-256 with the server's key over the admin's id and the code
 * (auth/secret-key.ts). Without the key a stolen hash cannot even be checked against a guess.
 */
export function hashRecoveryCode(key: SecretKey, adminId: string, code: string): string {
  return macRecoveryCode(key, adminId, normaliseRecoveryCode(code))
}

/**
 * Every stored form `code` may have: the current one, and an earlier version's code (`xxxx-xxxx`, stored as
 * sha256(adminId:code), wrapped in HMAC at start-up: auth/second-factor-store.ts), which keeps working until used.
 */
export function recoveryCodeCandidates(key: SecretKey, adminId: string, code: string): string[] {
  return [hashRecoveryCode(key, adminId, code), wrapLegacyHash(key, legacyRecoveryCodeHash(adminId, code))]
}

/** An earlier version's stored form of a code (bare sha256): tests use it to build such rows. */
export function legacyRecoveryCodeHash(adminId: string, code: string): string {
  return createHash('sha256')
    .update(`${adminId}:${normaliseCode(code)}`)
    .digest('hex')
}
