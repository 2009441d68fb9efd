// The processes make bench measures: a fresh Postgres database, the real server (server/dist) and the bare
// node:http baseline, each on a free port and stopped whatever happens.
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import postgres from 'postgres'
import { outDir, root, sleep } from './common'

export const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export async function pgAvailable(): Promise<boolean> {
  const sql = postgres(PG_URL, { max: 1, connect_timeout: 2, onnotice: () => {} })
  try {
    await sql`select 1`
    return true
  } catch {
    return false
  } finally {
    await sql.end({ timeout: 1 })
  }
}

export async function freshDatabase(name: string): Promise<string> {
  const sql = postgres(PG_URL, { max: 1, onnotice: () => {} })
  await sql.unsafe(`drop database if exists "${name}" with (force)`)
  await sql.unsafe(`create database "${name}"`)
  await sql.end()
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(name: string) {
  const sql = postgres(PG_URL, { max: 1, onnotice: () => {} })
  await sql.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {})
  await sql.end()
}

/** A port nothing listens on now (a leftover server on a fixed port would be measured instead of this build). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createHttpServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/** Every process the bench starts, stopped whatever happens. */
const children = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

export interface Server {
  proc: ChildProcess
  url: string
  startupMs: number
  stop: () => Promise<void>
}

/** Starts the real server as `make start` does (server/dist, built by `make build`) and times process start → first 200 of /api/readyz. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  const t0 = performance.now()
  // The built bundle, exactly what `make start` runs.
  const proc = spawn(process.execPath, [join(root, 'server/dist/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: 'bench@example.org',
      ADMIN_PASSWORD: 'bench-password-1',
      CLIENT_DIST: join(root, 'client/dist'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.add(proc)
  proc.once('exit', () => children.delete(proc))
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`)
    try {
      const res = await fetch(`${url}/api/readyz`)
      if (res.status === 200) break
    } catch {
      /* not up yet */
    }
    await sleep(10)
  }
  const startupMs = performance.now() - t0
  return {
    proc,
    url,
    startupMs,
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => resolve())
        proc.kill('SIGTERM')
      }),
  }
}

export interface Fixture {
  body: string
  etag: string
  type: string
  encoding?: string
}

/** The raw bytes the site answers (no decompression), with the headers the baseline must repeat. */
export function fetchRaw(url: string, headers: Record<string, string>): Promise<Fixture & { bytes: number }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({
          body: body.toString('base64'),
          bytes: body.length,
          etag: String(res.headers.etag ?? '"none"'),
          type: String(res.headers['content-type']),
          encoding: res.headers['content-encoding'],
        })
      })
    })
      .on('error', reject)
      .end()
  })
}

export async function startBaseline(fixtures: Record<string, Fixture>) {
  const port = await freePort()
  const file = join(outDir, 'baseline-fixtures.json')
  writeFileSync(file, JSON.stringify(fixtures))
  const proc = spawn(process.execPath, [join(root, 'bench/baseline-server.mjs'), String(port), file], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  children.add(proc)
  proc.once('exit', () => children.delete(proc))
  await new Promise<void>((resolve) => proc.once('message', () => resolve()))
  return { url: `http://127.0.0.1:${port}`, pid: proc.pid!, stop: () => proc.kill('SIGTERM') }
}
