import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createDatabaseOn } from '../database'
import { bundledEntry } from '../server-bundle'
import { POSTGRES_URL, SERVER_DIR, sleep } from './common'

// Databases and server processes: a fresh database on the TEST_DATABASE_URL server and the real server on it.

/** A fresh, empty database on the TEST_DATABASE_URL server (the server's own migrations fill it). */
export async function createEmptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set')
  return createDatabaseOn(POSTGRES_URL, 'rel')
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

export const TEST_ADMIN = { email: 'reliability.admin@example.org', password: 'reliability-pass-9' }

export interface ServerProcess {
  url: string
  port: number
  pid: number
  child: ChildProcess
  /** Everything the process wrote (stdout + stderr). */
  output: () => string
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
  /** Resident memory of the process in kB (from /proc/<pid>/status), or undefined off Linux. */
  rssKb: () => number | undefined
  /** SIGTERM and wait (SIGKILL after `ms`). */
  stop: (ms?: number) => Promise<void>
}

/** Starts the server (`node <bundle>/index.js`) on a free port and waits until /api/healthz answers. */
export async function startServer(opts: {
  databaseUrl: string
  env?: Record<string, string>
  timeoutMs?: number
  /** A given port (a restart behind a proxy that knows it); default: a free one. */
  port?: number
  /** Node flags (`--expose-gc --import ./test/reliability/gc-on-signal.ts` for the soak); tsx loads a .ts preload. */
  nodeArgs?: string[]
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort())
  const nodeArgs = opts.nodeArgs ?? []
  const loader = nodeArgs.some((arg) => arg.endsWith('.ts')) ? ['--import', 'tsx'] : []
  const child = spawn(process.execPath, [...loader, ...nodeArgs, bundledEntry('index')], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      CLIENT_DIST: '/nonexistent-client-dist',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolveExit) =>
    child.on('exit', (code, signal) => resolveExit({ code, signal, at: performance.now() })),
  )
  let done = false
  void exited.then(() => (done = true))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000)
  for (;;) {
    if (done) throw new Error(`server exited during start-up:\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start within ${opts.timeoutMs ?? 30_000} ms:\n${output}`)
    }
    try {
      const res = await fetch(`${url}/api/healthz`, { signal: AbortSignal.timeout(1000) })
      if (res.ok) break
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  return {
    url,
    port,
    pid: child.pid!,
    child,
    output: () => output,
    exited,
    rssKb: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
        const m = /VmRSS:\s+(\d+)\s+kB/.exec(status)
        return m ? Number(m[1]) : undefined
      } catch {
        return undefined
      }
    },
    stop: async (ms = 10_000) => {
      if (done) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), ms)
      await exited
      clearTimeout(timer)
    },
  }
}

/**
 * A server process on a database of its own for the tests of one describe block: both made before the tests,
 * the process stopped and the database dropped after them. Read `server` and `databaseUrl` inside a test.
 */
export function useServerProcess(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): { server: ServerProcess; databaseUrl: string } {
  const context = {} as { server: ServerProcess; databaseUrl: string }
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const db = await createEmptyDatabase()
    drop = db.drop
    context.databaseUrl = db.url
    context.server = await startServer({ databaseUrl: db.url, env, nodeArgs })
  }, 60_000)
  afterAll(async () => {
    await context.server?.stop()
    await drop?.()
  }, 30_000)
  return context
}

/** POST /user/login against a server process; answers the token. */
export async function loginTo(url: string, creds = TEST_ADMIN, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(creds),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`)
  return body.token
}
