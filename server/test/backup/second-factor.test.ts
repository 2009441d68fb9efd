import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAdmin } from '../../src/auth/admins'
import { prepareSecondFactors } from '../../src/auth/second-factor-store'
import {
  decryptSecret,
  deriveSecretKey,
  processSecretKey,
  SecretKeyError,
  tryDecryptSecret,
} from '../../src/auth/secret-key'
import { legacyRecoveryCodeHash, newTotpSecret } from '../../src/auth/totp'
import { FORMAT_VERSION } from '../../src/backup/format'
import { restoreArchive, secondFactorOffMessage, verifyBackup } from '../../src/backup/restore'
import { readTar } from '../../src/backup/tar'
import { admins, recoveryCodes } from '../../src/db/schema'
import { TEST_PASSWORD_HASHING, useTestApp } from '../context'
import { backupBytes, repack } from './helpers'

// Issue 31 item 2: a backup (or a database dump) does not give the second factor away. TOTP secrets are encrypted
// with the server's key and recovery codes are HMAC with it; the key is never in the backup. Earlier secrets and
// codes are brought to that form in place (at start-up, and when a format 1 backup is restored); a restore onto a
// server with another key keeps the admins and switches their second factor off, naming them.

const ctx = useTestApp({ trustProxy: true })
const db = () => ctx.db.handle.db
const OTHER_KEY = deriveSecretKey('another server, another SECRET_KEY, 32+ characters long')

const codeAt = (secret: string, offsetSeconds = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + offsetSeconds * 1000,
  })

let ip = 0
const post = (path: string, json: unknown, token?: string) =>
  ctx.request(path, { method: 'POST', json, token, headers: { 'x-forwarded-for': `10.31.0.${++ip % 250}` } })

/** Password, then a code: answers the login's status. */
async function loginWithCode(email: string, password: string, code: string) {
  const step1 = await (await post('/user/login', { email, password })).json()
  expect(step1.mfaRequired, JSON.stringify(step1)).toBe(true)
  return (await post('/user/login/totp', { challenge: step1.challenge, code })).status
}

const TWO_FA = { name: 'Two Factor', email: 'twofa@example.org', password: 'second factor in backups' }
let secret = ''
let codes: string[] = []
let archive: Buffer

beforeAll(async () => {
  await createAdmin(db(), TWO_FA, { cost: TEST_PASSWORD_HASHING })
  const token = await ctx.login(TWO_FA.email, TWO_FA.password)
  secret = (await (await post('/user/totp/setup', { currentPassword: TWO_FA.password }, token)).json()).secret
  const enabled = await post('/user/totp/enable', { currentPassword: TWO_FA.password, code: codeAt(secret) }, token)
  expect(enabled.status).toBe(200)
  codes = (await enabled.json()).recoveryCodes
  archive = await backupBytes(ctx.db.handle)
}, 60_000)

beforeEach(() => db().execute(sql`delete from rate_limit_events`))

describe('what a backup holds of the second factor', () => {
  it('no plain TOTP secret and no unsalted short hash of a recovery code (format 2); the manifest says what it holds', async () => {
    const { manifest, tables } = verifyBackup(archive)
    expect(manifest.formatVersion).toBe(FORMAT_VERSION)
    expect(FORMAT_VERSION).toBe(2)
    for (const words of ['password hashes', 'second factor', 'encrypted', 'contact messages', 'SECRET_KEY'])
      expect(manifest.note).toContain(words)

    // Every byte of the archive, uncompressed: the secret appears nowhere, in any letter case.
    const everything = [...readTar(gunzipSync(archive)).values()].map((b) => b.toString('latin1')).join('\n')
    expect(everything.toUpperCase()).not.toContain(secret)
    const admin = tables.find((t) => t.table === 'admins')!.rows.find((r) => r.email === TWO_FA.email)!
    expect(admin.totp_secret).toMatch(/^aes-256-gcm:[0-9a-f]{12}:/)
    // Nor the codes, nor sha256 of them as the earlier version stored them (40 bits: a GPU exhausts them in
    // minutes), nor any bare 64-hex hash.
    const stored = tables.find((t) => t.table === 'recovery_codes')!.rows
    expect(stored).toHaveLength(10)
    for (const row of stored) expect(row.code_hash).toMatch(/^hmac-sha256:[0-9a-f]{12}:[0-9a-f]{64}$/)
    for (const code of codes) {
      const bare = code.replace('-', '')
      expect(everything).not.toContain(bare)
      expect(everything).not.toContain(legacyRecoveryCodeHash(String(admin.id), code))
      expect(everything).not.toContain(createHash('sha256').update(bare).digest('hex'))
    }
    // The key is not in it either (the derived keys, in any usual encoding).
    const key = processSecretKey()
    for (const part of [key.encryption, key.mac])
      for (const encoding of ['hex', 'base64', 'base64url'] as const)
        expect(everything).not.toContain(part.toString(encoding))
  })

  it('restored on a server with the same key, the second factor stays on and its codes work', async () => {
    const summary = await restoreArchive(ctx.db.handle, archive, { force: true })
    expect(summary.secondFactorOff).toEqual([])
    expect(await loginWithCode(TWO_FA.email, TWO_FA.password, codes[0]!)).toBe(200)
    expect(await loginWithCode(TWO_FA.email, TWO_FA.password, codeAt(secret, 30))).toBe(200)
  })

  it('restored on a server with another key, the admins are kept, their second factor is switched off and named', async () => {
    const summary = await restoreArchive(ctx.db.handle, archive, { force: true, secretKey: OTHER_KEY })
    expect(summary.secondFactorOff).toEqual([TWO_FA.email])
    const line = secondFactorOffMessage(summary.secondFactorOff)
    expect(line).toContain(TWO_FA.email)
    expect(line).toContain('SECRET_KEY')
    expect(line).not.toContain('\n')
    const [row] = await db().select().from(admins).where(eq(admins.email, TWO_FA.email))
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null, totpLastStep: null })
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.adminId, row!.id))).toEqual([])
    // The admin logs in with the password alone, and can enrol again.
    const login = await (await post('/user/login', { email: TWO_FA.email, password: TWO_FA.password })).json()
    expect(login.token).toEqual(expect.any(String))
    expect((await post('/user/totp/setup', { currentPassword: TWO_FA.password }, login.token)).status).toBe(200)
  })
})

/** Writes an admin's second factor as the earlier version stored it: the secret in plain text, sha256 codes. */
async function earlierVersionSecondFactor(email: string, legacyCodes: string[]) {
  const [row] = await db().select({ id: admins.id }).from(admins).where(eq(admins.email, email))
  const plain = newTotpSecret()
  await db()
    .update(admins)
    .set({ totpSecret: plain, totpEnabled: true, totpLastStep: null })
    .where(eq(admins.id, row!.id))
  await db().delete(recoveryCodes).where(eq(recoveryCodes.adminId, row!.id))
  await db()
    .insert(recoveryCodes)
    .values(legacyCodes.map((c) => ({ adminId: row!.id, codeHash: legacyRecoveryCodeHash(row!.id, c) })))
  return { id: row!.id, plain }
}

describe('secrets and codes of the earlier version are migrated in place', () => {
  const LEGACY_CODES = ['abcd-efgh', 'k7mq-p2xd', 'h3rt-9wvz']

  it('at start-up: plain secrets are encrypted and sha256 codes keyed, once; the admin keeps logging in with them', async () => {
    const old = await earlierVersionSecondFactor(TWO_FA.email, LEGACY_CODES)
    const key = processSecretKey()
    const first = await prepareSecondFactors(db(), key, 'SECRET_KEY')
    expect(first).toMatchObject({ secretsEncrypted: 1, codesWrapped: 3, unreadable: [] })
    expect(await prepareSecondFactors(db(), key, 'SECRET_KEY')).toMatchObject({ secretsEncrypted: 0, codesWrapped: 0 })
    const [row] = await db().select().from(admins).where(eq(admins.id, old.id))
    expect(row!.totpSecret).not.toContain(old.plain)
    expect(decryptSecret(key, old.id, row!.totpSecret!)).toBe(old.plain)
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.adminId, old.id))
    for (const r of stored) expect(r.codeHash).toMatch(/^hmac-sha256-of-sha256:[0-9a-f]{12}:[0-9a-f]{64}$/)
    // The codes the admin printed still work, once each, however typed; so does the app.
    expect(await loginWithCode(TWO_FA.email, TWO_FA.password, 'ABCD EFGH')).toBe(200)
    expect(await loginWithCode(TWO_FA.email, TWO_FA.password, 'abcd-efgh')).toBe(401)
    expect(await loginWithCode(TWO_FA.email, TWO_FA.password, codeAt(old.plain))).toBe(200)
  })

  it('a key that cannot read the stored secrets is refused with one line naming SECRET_KEY and the admin', async () => {
    const err = await prepareSecondFactors(db(), OTHER_KEY, 'SECRET_KEY').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(SecretKeyError)
    const message = (err as Error).message
    expect(message).toContain('SECRET_KEY')
    expect(message).toContain(TWO_FA.email)
    expect(message).not.toContain('\n')
    // Nothing of the key or the secret is in it.
    const [row] = await db().select().from(admins).where(eq(admins.email, TWO_FA.email))
    expect(message).not.toContain(decryptSecret(processSecretKey(), row!.id, row!.totpSecret!))
  })

  it('a format 1 backup (plain secret, sha256 codes) restores with them encrypted and keyed; its codes still log in', async () => {
    const old = await earlierVersionSecondFactor(TWO_FA.email, LEGACY_CODES)
    const v2 = await backupBytes(ctx.db.handle)
    const v1 = repack(v2, (files) => {
      const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'))
      files.set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, formatVersion: 1 })))
    })
    expect(verifyBackup(v1).manifest.formatVersion).toBe(1)
    const summary = await restoreArchive(ctx.db.handle, v1, { force: true })
    expect(summary.secondFactorOff).toEqual([])
    const [row] = await db().select().from(admins).where(eq(admins.id, old.id))
    expect(row!.totpEnabled).toBe(true)
    expect(row!.totpSecret).toMatch(/^aes-256-gcm:/)
    expect(tryDecryptSecret(processSecretKey(), old.id, row!.totpSecret!)).toBe(old.plain)
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.adminId, old.id))
    expect(stored.map((r) => r.codeHash).filter((h) => /^[0-9a-f]{64}$/.test(h))).toEqual([])
    expect(await loginWithCode(TWO_FA.email, TWO_FA.password, 'k7mq-p2xd')).toBe(200)
  })
})
