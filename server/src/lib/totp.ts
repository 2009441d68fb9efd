import { createHash, randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

// RFC 6238 as authenticator apps expect it: HMAC-SHA-1, 6 digits, 30-second steps.
const ALGORITHM = 'SHA1'
const DIGITS = 6
const PERIOD = 30
/** One step either side of now: a phone clock 30 s off, or a code typed just as it changed, still works. */
const DRIFT_STEPS = 1
export const TOTP_ISSUER = 'ICNARI 2026'

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://totp/...` URL an app reads from the QR code. */
export function otpauthUrlOf(secret: string, email: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
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

// No 0/o, 1/l/i: codes are read off paper and typed.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_COUNT = 10

/** Ten one-time recovery codes, `xxxx-xxxx` (31^8, about 40 bits each; guesses are rate-limited). */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>()
  while (codes.size < RECOVERY_CODE_COUNT) {
    const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
    codes.add(`${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`)
  }
  return [...codes]
}

/**
 * Stored form of a recovery code: SHA-256 over the admin's id and the code without its dash. Random codes need no
 * slow hash; the id keeps one table of precomputed hashes from serving every admin.
 */
export function hashRecoveryCode(adminId: string, code: string): string {
  return createHash('sha256')
    .update(`${adminId}:${normaliseCode(code)}`)
    .digest('hex')
}
