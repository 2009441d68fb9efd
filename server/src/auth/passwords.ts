import { createHash, randomBytes, type ScryptOptions, scrypt as scryptCb, timingSafeEqual } from 'node:crypto'

export interface AuthenticatedAdmin {
  id: string
  name: string
  email: string
  pic: string
  sessionId: string
  totpEnabled: boolean
  role: AdminRole
}

/** `admin` may do everything; `desk` (volunteers at the venue) only check-in and their own account. */
export const ADMIN_ROLES = ['admin', 'desk'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]

/** The stored role as the type (the column's check constraint allows only these two). */
export const roleOf = (stored: string): AdminRole => (stored === 'desk' ? 'desk' : 'admin')

/** scrypt cost: N (CPU and memory, a power of two), r (block size), p (parallelism). */
export interface PasswordHashing {
  N: number
  r: number
  p: number
}

// OWASP's current scrypt parameters: 128·N·r = 128 MiB and ~0.3 s per hash on this machine kind
// (docs/decisions/006-scrypt-password-hashing-parameters.md). Older hashes are raised on the next login.
export const OWASP_SCRYPT: PasswordHashing = { N: 2 ** 17, r: 8, p: 1 }
const KEYLEN = 32
// Above the 128 MiB that N=2^17, r=8 needs (OpenSSL adds a little), with room to raise N once more.
const MAXMEM = 288 * 1024 * 1024

function scrypt(password: string, salt: Buffer, cost: PasswordHashing): Promise<Buffer> {
  const opts: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: MAXMEM }
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEYLEN, opts, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

/** Format: scrypt$N$r$p$salt(base64)$hash(base64): each hash carries its own cost. */
export async function hashPassword(password: string, cost: PasswordHashing = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, cost)
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

function parseHash(stored: string) {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string]
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  if (![cost.N, cost.r, cost.p].every((v) => Number.isSafeInteger(v) && v > 0)) return undefined
  return { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const actual = await scrypt(password, parsed.salt, parsed.cost)
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash)
}

/** Whether a stored hash is cheaper than `cost` in any parameter (then the next successful login rehashes it). */
export function needsRehash(stored: string, cost: PasswordHashing = OWASP_SCRYPT): boolean {
  const parsed = parseHash(stored)
  if (!parsed) return false
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p
}

// Checked when the e-mail is unknown, so a login for an unknown e-mail costs the same as a wrong password
// (one per cost: an app built with a test cost compares against a dummy of that cost).
const dummyHashes = new Map<string, Promise<string>>()
export function getDummyHash(cost: PasswordHashing = OWASP_SCRYPT): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`
  let hash = dummyHashes.get(key)
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost)
    dummyHashes.set(key, hash)
  }
  return hash
}

export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000

/** A fresh opaque token (256 bits); only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
