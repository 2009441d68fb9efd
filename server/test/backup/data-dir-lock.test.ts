import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock'
import { bundledEntry } from '../server-bundle'

// One process per PGlite folder (issue 24 item 1): two servers on one folder lost acknowledged writes.

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'icnari-lock-'))
const children: ChildProcess[] = []
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

const env = (dataDir: string) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  ADMIN_EMAIL: 'lock.admin@example.org',
  ADMIN_PASSWORD: 'lock-admin-pass-1',
  CLIENT_DIST: '/nonexistent-client-dist',
})

/** Starts the server on `dataDir` and resolves once it listens (bounded: 60 s). */
function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundledEntry('index')], {
    cwd: SERVER_DIR,
    env: env(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000)
    const onData = (d: Buffer) => {
      output += d.toString()
      if (/ICNARI 2026 site on http/.test(output)) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`exited ${code}:\n${output}`))
    })
  })
}

describe('one process per PGlite folder', () => {
  it('a second server on a folder in use exits non-zero with one line naming the folder and the holder; after SIGKILL of the holder the next start succeeds', async () => {
    const holder = await startServer(dir)
    const second = spawnSync(process.execPath, [bundledEntry('index')], {
      cwd: SERVER_DIR,
      env: env(dir),
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(second.status).toBe(1)
    expect(second.stderr.trim().split('\n')).toEqual([
      `DATA_DIR ${dir} is in use by process ${holder.pid}: only one process may open an embedded database folder; stop that process first, or use another DATA_DIR.`,
    ])
    // The backup command says so too, and points to the route that works meanwhile.
    const backup = spawnSync(process.execPath, [bundledEntry('backup')], {
      cwd: SERVER_DIR,
      env: env(dir),
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(backup.status).toBe(1)
    expect(backup.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Cannot back up while a server runs on it: DATA_DIR ${dir} is in use by process ${holder.pid}\\. .*GET /api/backup`,
        ),
      ),
    ])

    holder.kill('SIGKILL')
    await new Promise((r) => holder.once('exit', r))
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(holder.pid)) // left behind by the dead holder
    const next = await startServer(dir)
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(next.pid))
    next.kill('SIGTERM')
    await new Promise((r) => next.once('exit', r))
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false) // released on a clean stop
  }, 120_000)

  it('in one process: a second open is refused; a lock left by a dead process is taken over', () => {
    const own = mkdtempSync(join(tmpdir(), 'icnari-lock-own-'))
    try {
      const release = lockDataDir(own)
      expect(() => lockDataDir(own)).toThrow(DataDirLockedError)
      release()
      const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      })
      writeFileSync(join(own, LOCK_FILE), `${dead.stdout}\n`)
      const again = lockDataDir(own)
      expect(readFileSync(join(own, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid))
      again()
    } finally {
      rmSync(own, { recursive: true, force: true })
    }
  })
})
