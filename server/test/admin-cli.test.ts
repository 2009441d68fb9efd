import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import { admins } from '../src/db/schema'
import { createEmptyDatabase } from './reliability/helpers'
import { bundledEntry } from './server-bundle'

// The admin CLI takes the password from NEW_ADMIN_PASSWORD or a hidden prompt, never from an argument, and says
// what went wrong in one line without SQL. It runs as a real process, on Postgres when the tests have one.
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url))
const SECRET = 'cli-secret-pass-42'
let dataDir = ''
let target: Record<string, string> = {}
let dropDatabase: (() => Promise<void>) | undefined

function run(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // A clean environment: the shell's DATABASE_URL or admin variables must not change what is tested.
    const clean = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...target, ...env }
    execFile(
      process.execPath,
      [bundledEntry('create-admin'), ...args],
      { cwd: SERVER_DIR, env: clean, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'))
  if (process.env.TEST_DATABASE_URL) {
    const db = await createEmptyDatabase()
    target = { DATABASE_URL: db.url }
    dropDatabase = db.drop
  } else {
    target = { DATA_DIR: join(dataDir, 'data') }
  }
}, 60_000)
afterAll(async () => {
  await dropDatabase?.()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('npm run admin:create', () => {
  it('refuses a password given as an argument, without repeating it', async () => {
    const res = await run(['--name', 'Jane', '--email', 'jane@example.org', '--password', SECRET])
    expect(res.code).toBe(2)
    expect(res.stderr.trim().split('\n')).toHaveLength(1)
    expect(res.stderr).toMatch(/never given as an argument.*NEW_ADMIN_PASSWORD/)
    expect(res.stderr + res.stdout).not.toContain(SECRET)
  })

  it('creates the admin from NEW_ADMIN_PASSWORD, and says in one line that the e-mail is taken the second time', async () => {
    const first = await run(['--name', 'Jane', '--email', 'jane@example.org'], { NEW_ADMIN_PASSWORD: SECRET })
    expect(first.stderr).toBe('')
    expect(first.stdout.trim()).toBe('Admin created: jane@example.org')
    const second = await run(['--name', 'Jane', '--email', 'JANE@example.org'], { NEW_ADMIN_PASSWORD: SECRET })
    expect(second.code).toBe(1)
    expect(second.stderr.trim()).toBe('An admin with this email already exists.')
    const handle = await openDatabase({ databaseUrl: target.DATABASE_URL, dataDir: target.DATA_DIR })
    try {
      const rows = await handle.db.select({ email: admins.email, hash: admins.passwordHash }).from(admins)
      expect(rows.map((r) => r.email)).toEqual(['jane@example.org'])
      expect(rows[0]!.hash).not.toContain(SECRET)
    } finally {
      await handle.close()
    }
  }, 60_000)

  it('says in one line that the database cannot be reached, naming no credentials and no SQL', async () => {
    const res = await run(['--name', 'Jane', '--email', 'jane@example.org'], {
      NEW_ADMIN_PASSWORD: SECRET,
      DATABASE_URL: 'postgres://someone:db-password-7@127.0.0.1:1/icnari',
    })
    expect(res.code).toBe(1)
    expect(res.stderr.trim()).toBe(
      'Cannot reach the database at 127.0.0.1:1/icnari: is it running, and is DATABASE_URL right?',
    )
    expect(res.stderr).not.toMatch(/db-password-7|select|insert|params/i)
  }, 30_000)

  it('without NEW_ADMIN_PASSWORD and without a terminal, says how to give the password', async () => {
    const res = await run(['--name', 'Jane', '--email', 'other@example.org'])
    expect(res.code).toBe(2)
    expect(res.stderr).toMatch(/^No password: set NEW_ADMIN_PASSWORD, or run this in a terminal/)
  })

  it.runIf(existsSync('/usr/bin/script'))(
    'asks for the password on a terminal without echoing it',
    async () => {
      // `script` gives the CLI a terminal; the password is typed twice after the prompts appear.
      const command = `printf '' ; node ${bundledEntry('create-admin')} --name Kim --email kim@example.org`
      const res = await new Promise<{ code: number; out: string }>((resolve) => {
        const child = execFile(
          'script',
          ['-qec', command, '/dev/null'],
          {
            cwd: SERVER_DIR,
            env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...target },
            timeout: 60_000,
          },
          (err, stdout) => resolve({ code: err ? 1 : 0, out: stdout }),
        )
        let typed = 0
        child.stdout!.on('data', (chunk: Buffer) => {
          const prompts = (chunk.toString().match(/Password for the new admin|The same password again/g) ?? []).length
          for (let i = 0; i < prompts && typed < 2; i++, typed++) child.stdin!.write(`${SECRET}\r`)
        })
      })
      expect(res.out).toContain('Admin created: kim@example.org')
      expect(res.out).not.toContain(SECRET)
      expect(res.code).toBe(0)
    },
    60_000,
  )
})
