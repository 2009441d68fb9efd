import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { bundledEntry } from '../../test/server-bundle'
import { openDatabase } from '../db/client'
import { admins } from '../db/schema'
import {
  decryptSecret,
  deriveSecretKey,
  encryptSecret,
  KEY_FILE_NAME,
  loadSecretKey,
  tryDecryptSecret,
} from './secret-key'
import { newTotpSecret } from './totp'

// The key of the second factor at rest (issue 31 item 2): SECRET_KEY, else a key file generated once in DATA_DIR
// (mode 0600) that the start line names; a server whose key cannot read the stored secrets does not start.

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url))
const dirs: string[] = []
const children: ChildProcess[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'icnari-key-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('the key', () => {
  it('without SECRET_KEY: a key file made once in DATA_DIR, mode 0600, read back the same afterwards', () => {
    const dataDir = join(tempDir(), 'data')
    const first = loadSecretKey({ dataDir })
    expect(first.source).toBe('created')
    expect(first.path).toBe(join(dataDir, KEY_FILE_NAME))
    expect(statSync(first.path!).mode & 0o777).toBe(0o600)
    const again = loadSecretKey({ dataDir })
    expect(again).toMatchObject({ source: 'file', path: first.path })
    expect(again.key.id).toBe(first.key.id)
    // Its content works as SECRET_KEY (for the other instances).
    expect(loadSecretKey({ dataDir: tempDir(), secretKey: readFileSync(first.path!, 'utf8') }).key.id).toBe(
      first.key.id,
    )
  })

  it('SECRET_KEY wins over the file, and DATA_DIR memory:// keeps nothing', () => {
    const dataDir = tempDir()
    const fromEnv = loadSecretKey({ dataDir, secretKey: 'x'.repeat(40) })
    expect(fromEnv.source).toBe('env')
    expect(fromEnv.key.id).toBe(deriveSecretKey('x'.repeat(40)).id)
    expect(loadSecretKey({ dataDir: 'memory://' }).source).toBe('memory')
  })

  it('encrypts with AES-256-GCM, bound to the admin: another key or another admin’s row does not decrypt', () => {
    const key = deriveSecretKey('the key of these tests, long enough')
    const other = deriveSecretKey('some other key, just as long as that')
    const secret = newTotpSecret()
    const stored = encryptSecret(key, 'admin-1', secret)
    expect(stored).toMatch(new RegExp(`^aes-256-gcm:${key.id}:[A-Za-z0-9_-]+$`))
    expect(stored).not.toContain(secret)
    expect(encryptSecret(key, 'admin-1', secret)).not.toBe(stored) // a fresh IV each time
    expect(decryptSecret(key, 'admin-1', stored)).toBe(secret)
    expect(tryDecryptSecret(key, 'admin-2', stored)).toBeUndefined()
    expect(tryDecryptSecret(other, 'admin-1', stored)).toBeUndefined()
    expect(tryDecryptSecret(other, 'admin-1', stored.replace(key.id, other.id))).toBeUndefined()
    expect(() => decryptSecret(other, 'admin-1', stored)).toThrow(/SECRET_KEY/)
  })
})

/** Starts the server on `dataDir`; resolves with its output once it listens or exits (at most 180 s). */
function runServer(dataDir: string, extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, [bundledEntry('index')], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'key.admin@example.org',
      ADMIN_PASSWORD: 'key-admin-pass-1',
      CLIENT_DIST: '/nonexistent-client-dist',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  return new Promise<{ listening: boolean; code: number | null; stdout: string; stderr: string; child: ChildProcess }>(
    (resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`neither listening nor exited in 180 s:\n${stdout}${stderr}`)),
        180_000,
      )
      child.stdout!.on('data', (d: Buffer) => {
        stdout += d.toString()
        if (/ICNARI 2026 site on http/.test(stdout)) {
          clearTimeout(timer)
          resolve({ listening: true, code: null, stdout, stderr, child })
        }
      })
      child.stderr!.on('data', (d: Buffer) => {
        stderr += d.toString()
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        resolve({ listening: false, code, stdout, stderr, child })
      })
    },
  )
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

describe('start-up', () => {
  it('makes the key file once and says so; refuses, in one line naming SECRET_KEY, a key that cannot read the stored secrets', async () => {
    const dataDir = join(tempDir(), 'data')
    const first = await runServer(dataDir)
    expect(first.listening, first.stderr).toBe(true)
    expect(first.stdout).toMatch(/second-factor key: a new key file .*secret-key, generated now/)
    await stop(first.child)
    const path = join(dataDir, KEY_FILE_NAME)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    const fileKey = loadSecretKey({ dataDir }).key

    // The first admin turns the second factor on (written here as the server would, with the file's key).
    const handle = await openDatabase({ dataDir })
    const secret = newTotpSecret()
    try {
      const [row] = await handle.db.select().from(admins).where(eq(admins.email, 'key.admin@example.org'))
      await handle.db
        .update(admins)
        .set({ totpSecret: encryptSecret(fileKey, row!.id, secret), totpEnabled: true })
        .where(eq(admins.id, row!.id))
    } finally {
      await handle.close()
    }

    // Another key (as another instance with its own generated file would have): refused, one line.
    const refused = await runServer(dataDir, { SECRET_KEY: 'not the key these secrets were stored with!' })
    expect(refused.listening).toBe(false)
    expect(refused.code).toBe(1)
    const lines = refused.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('SECRET_KEY')
    expect(lines[0]).toContain('key.admin@example.org')
    expect(refused.stderr + refused.stdout).not.toContain(secret)

    // The right key, as SECRET_KEY (the file's content): starts, and says where its key came from.
    const again = await runServer(dataDir, { SECRET_KEY: readFileSync(path, 'utf8').trim() })
    expect(again.listening, again.stderr).toBe(true)
    expect(again.stdout).toContain('second-factor key: SECRET_KEY')
    expect(again.stdout + again.stderr).not.toContain(readFileSync(path, 'utf8').trim())
    await stop(again.child)
  }, 600_000)
})
