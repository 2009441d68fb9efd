import { type BinaryLike, createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * The server's key for the second factor at rest (docs/decisions/013): TOTP secrets are encrypted with AES-256-GCM
 * and recovery codes are HMAC-SHA-256 with keys derived from it, so neither a database dump nor a backup gives
 * them away. It comes from SECRET_KEY, or from a key file generated once in DATA_DIR; it is never stored in the
 * database, a backup or a log.
 */
export interface SecretKey {
  /** A short public name of the key (12 hex characters), stored beside what it protects: tells keys apart. */
  readonly id: string
  readonly encryption: Buffer
  readonly mac: Buffer
}

/** The shortest SECRET_KEY accepted (env.ts): `openssl rand -base64 32` gives 44 characters. */
export const SECRET_KEY_MIN_LENGTH = 32
/** The key file in DATA_DIR when SECRET_KEY is unset; its content is a valid SECRET_KEY for other instances. */
export const KEY_FILE_NAME = 'secret-key'

const SALT = 'icnari-2026 second factor'
const derive = (material: BinaryLike, info: string, length: number) =>
  Buffer.from(hkdfSync('sha256', material, SALT, info, length))

/** Derives the three keys (HKDF-SHA-256) from SECRET_KEY's text or a key file's. */
export function deriveSecretKey(material: string): SecretKey {
  const ikm = Buffer.from(material.trim(), 'utf8')
  return {
    id: derive(ikm, 'key id', 6).toString('hex'),
    encryption: derive(ikm, 'totp secret encryption (aes-256-gcm)', 32),
    mac: derive(ikm, 'recovery code hmac (sha-256)', 32),
  }
}

/** A key for this process only (tests, the contract build, DATA_DIR memory://): nothing it protects outlives it. */
export function ephemeralSecretKey(): SecretKey {
  return deriveSecretKey(randomBytes(32).toString('base64'))
}

let processKey: SecretKey | undefined
/** One ephemeral key per process: apps and restores built without a key (tests) all share it. */
export function processSecretKey(): SecretKey {
  processKey ??= ephemeralSecretKey()
  return processKey
}

export interface LoadedSecretKey {
  key: SecretKey
  /** `env`: SECRET_KEY; `file`: the key file; `created`: the key file, written now; `memory`: this process only. */
  source: 'env' | 'file' | 'created' | 'memory'
  /** The key file, for `file` and `created`. */
  path?: string
}

/** Raised when the key cannot be had; its message is the one line an operator sees. */
export class SecretKeyError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SecretKeyError'
  }
}

/**
 * SECRET_KEY when set; else DATA_DIR's key file, created on first use (32 random bytes, base64, mode 0600, written
 * aside and linked into place so two processes starting together end up with the same one). DATA_DIR `memory://`
 * keeps nothing: the key is this process's own.
 */
export function loadSecretKey(options: { secretKey?: string; dataDir: string }): LoadedSecretKey {
  if (options.secretKey) return { key: deriveSecretKey(options.secretKey), source: 'env' }
  if (options.dataDir.startsWith('memory://')) return { key: processSecretKey(), source: 'memory' }
  const dir = resolve(options.dataDir)
  const path = join(dir, KEY_FILE_NAME)
  const read = () => readFileSync(path, 'utf8').trim()
  try {
    const existing = read()
    if (existing.length < SECRET_KEY_MIN_LENGTH)
      throw new SecretKeyError(`The key file ${path} is damaged (too short): restore it, or set SECRET_KEY.`)
    return { key: deriveSecretKey(existing), source: 'file', path }
  } catch (err) {
    if (err instanceof SecretKeyError) throw err
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new SecretKeyError(
        `Cannot read the key file ${path} (${codeOf(err)}): fix its permissions, or set SECRET_KEY.`,
      )
  }
  const material = randomBytes(32).toString('base64')
  const aside = `${path}.${process.pid}.tmp`
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    writeFileSync(aside, `${material}\n`, { mode: 0o600, flag: 'wx' })
    chmodSync(aside, 0o600) // whatever the umask
    try {
      linkSync(aside, path)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      return { key: deriveSecretKey(read()), source: 'file', path } // another process made it first
    }
    return { key: deriveSecretKey(material), source: 'created', path }
  } catch (err) {
    throw new SecretKeyError(
      `Cannot write the key file ${path} (${codeOf(err)}): set SECRET_KEY, or make DATA_DIR writable.`,
    )
  } finally {
    rmSync(aside, { force: true })
  }
}

const codeOf = (err: unknown) => (err as NodeJS.ErrnoException)?.code ?? String(err)

// ---------------------------------------------------------------------------------------------------------------
// TOTP secrets: AES-256-GCM, bound to their admin (the admin's id is the associated data, so a value copied onto
// another admin's row does not decrypt).

const SECRET_PREFIX = 'aes-256-gcm'
const IV_BYTES = 12
const TAG_BYTES = 16

/** `aes-256-gcm:<key id>:<base64url of iv, tag, ciphertext>`: what admins.totp_secret holds. */
export function encryptSecret(key: SecretKey, adminId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key.encryption, iv)
  cipher.setAAD(Buffer.from(`admins.totp_secret:${adminId}`))
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return `${SECRET_PREFIX}:${key.id}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`
}

/** Whether a stored value is encrypted (else it is a plain base32 secret of an earlier version). */
export function isEncryptedSecret(stored: string): boolean {
  return stored.startsWith(`${SECRET_PREFIX}:`)
}

/** The id of the key a stored value was encrypted with (undefined for a plain one). */
export function keyIdOfSecret(stored: string): string | undefined {
  return isEncryptedSecret(stored) ? stored.split(':')[1] : undefined
}

/** The plain secret, or undefined when this key cannot read it (another key, or damaged). */
export function tryDecryptSecret(key: SecretKey, adminId: string, stored: string): string | undefined {
  const [prefix, id, payload] = stored.split(':')
  if (prefix !== SECRET_PREFIX || id !== key.id || !payload) return undefined
  const bytes = Buffer.from(payload, 'base64url')
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.encryption, bytes.subarray(0, IV_BYTES))
    decipher.setAAD(Buffer.from(`admins.totp_secret:${adminId}`))
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}

/** Raised when a stored secret cannot be read with this server's key while serving a request. */
export class SecretKeyMismatchError extends Error {
  constructor() {
    super(
      "A stored second-factor secret cannot be read with this server's key: every instance must have the same SECRET_KEY.",
    )
    this.name = 'SecretKeyMismatchError'
  }
}

/** The plain secret; throws SecretKeyMismatchError when this key cannot read it. */
export function decryptSecret(key: SecretKey, adminId: string, stored: string): string {
  const secret = tryDecryptSecret(key, adminId, stored)
  if (secret === undefined) throw new SecretKeyMismatchError()
  return secret
}

// ---------------------------------------------------------------------------------------------------------------
// Recovery codes: HMAC-SHA-256 with the key, over the admin's id and the code. Without the key, a stolen hash
// cannot be checked against guesses at all.

const MAC_PREFIX = 'hmac-sha256'
/** A sha256 hash of an earlier version, wrapped in place: HMAC over that hash (the codes themselves are unknown). */
const WRAPPED_PREFIX = 'hmac-sha256-of-sha256'

const hmac = (key: SecretKey, data: string) => createHmac('sha256', key.mac).update(data).digest('hex')

/** `hmac-sha256:<key id>:<hex>`: what recovery_codes.code_hash holds for a code (already normalised). */
export function macRecoveryCode(key: SecretKey, adminId: string, normalisedCode: string): string {
  return `${MAC_PREFIX}:${key.id}:${hmac(key, `recovery code:${adminId}:${normalisedCode}`)}`
}

/** An earlier version's `sha256(adminId:code)` hex, wrapped: `hmac-sha256-of-sha256:<key id>:<hex>`. */
export function wrapLegacyHash(key: SecretKey, legacySha256Hex: string): string {
  return `${WRAPPED_PREFIX}:${key.id}:${hmac(key, `legacy recovery code:${legacySha256Hex}`)}`
}

/** Whether a stored recovery-code hash is an earlier version's bare sha256 (64 hex characters, no prefix). */
export function isLegacyCodeHash(stored: string): boolean {
  return /^[0-9a-f]{64}$/.test(stored)
}

/** The id of the key a stored recovery-code hash was made with (undefined for a bare sha256). */
export function keyIdOfCodeHash(stored: string): string | undefined {
  const [prefix, id] = stored.split(':')
  return prefix === MAC_PREFIX || prefix === WRAPPED_PREFIX ? id : undefined
}
