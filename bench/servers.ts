// The processes make bench measures: a fresh Postgres database, the real server (server/dist) and the bare
// node:http baseline, each on a free port and stopped whatever happens.
import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, fstatSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import postgres from 'postgres'
import { openDatabase } from '../server/src/db/client'
import { migrateDatabase } from '../server/src/db/migrate'
import { outDir, root, sleep } from './common'
import { seedBenchData } from './seed'

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
  /** GET /metrics of the server's metrics port (METRICS_PORT). */
  metricsUrl: string
  /** Where the server's stdout (its JSON log lines) goes: a file, as an operator's log collector reads it. */
  logFile: string
  startupMs: number
  stop: () => Promise<void>
}

/**
 * Starts the real server as `make start` does (server/dist, built by `make build`) and times process start → first
 * 200 of /api/readyz. Configured as the README tells operators (issue 35): a JSON line per request at
 * `LOG_LEVEL=info` and Prometheus metrics on `METRICS_PORT`; its stdout, the log, is appended to a file under
 * .bench/ (written in batches by pino's destination, observability/logger.ts, as into a pipe to journald or Docker), read as the bench goes and
 * removed when the server stops.
 */
/** The admin every bench server starts with (ADMIN_EMAIL, ADMIN_PASSWORD below). */
export const BENCH_ADMIN = { email: 'bench@example.org', password: 'bench-password-1' }

/** Logs in as BENCH_ADMIN on the site at `base` and returns the token. */
export async function loginAsBenchAdmin(base: string): Promise<string> {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`bench login failed: ${login.status}`)
  return token
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  const metricsPort = await freePort()
  const logFile = join(outDir, `server-${port}.log`)
  const logFd = openSync(logFile, 'w')
  const t0 = performance.now()
  // The built bundle, exactly what `make start` runs.
  const proc = spawn(
    process.execPath,
    [
      // As `npm start` and the Dockerfile run it (docs/decisions/023).
      '--max-valid-polymorphic-map-count=16',
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      // Extra Node flags for the server alone (--trace-gc, say): NODE_OPTIONS would reach the bench's own process too.
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      join(root, process.env.BENCH_SERVER_ENTRY ?? 'server/dist/index.js'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        METRICS_PORT: String(metricsPort),
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        CLIENT_DIST: join(root, 'client/dist'),
        ...env,
      },
      stdio: ['ignore', logFd, 'inherit'],
    },
  )
  closeSync(logFd)
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
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    logFile,
    startupMs,
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => {
          rmSync(logFile, { force: true })
          resolve()
        })
        proc.kill('SIGTERM')
      }),
  }
}

const readUpTo = new Map<string, number>()

/**
 * The request lines (`"msg":"request"`) a server's log file gained since the last call (whole lines only: the rest
 * is read next time). The file is never truncated under the server: a line written meanwhile would be lost.
 */
export function takeRequestLines(logFile: string): Record<string, unknown>[] {
  const from = readUpTo.get(logFile) ?? 0
  const fd = openSync(logFile, 'r')
  const size = fstatSync(fd).size
  const chunk = Buffer.alloc(size - from)
  readSync(fd, chunk, 0, chunk.length, from)
  closeSync(fd)
  const end = chunk.lastIndexOf(10) + 1
  readUpTo.set(logFile, from + end)
  const lines: Record<string, unknown>[] = []
  for (const line of chunk.subarray(0, end).toString('utf8').split('\n'))
    if (line.includes('"msg":"request"')) lines.push(JSON.parse(line))
  return lines
}

/** The sum of http_requests_total over every label set, from a scrape of the metrics port. */
export async function requestsCounted(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text()
  let sum = 0
  for (const line of text.split('\n')) if (line.startsWith('http_requests_total{')) sum += Number(line.split(' ').pop())
  return sum
}

export interface Fixture {
  body: string
  etag: string
  type: string
  encoding?: string
  /** The site's own header pairs of its 200 and of its 304 (flat [name, value, …]), repeated by the baseline. */
  headers?: string[]
  notModifiedHeaders?: string[]
}

/** Headers Node's http server adds itself on every answer: the baseline's server adds them the same way. */
const ADDED_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

function get(url: string, headers: Record<string, string>): Promise<{ status: number; pairs: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const pairs: string[] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (!ADDED_BY_NODE.has(res.rawHeaders[i]!.toLowerCase()))
            pairs.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!)
        resolve({ status: res.statusCode!, pairs, body: Buffer.concat(chunks) })
      })
    })
      .on('error', reject)
      .end()
  })
}

/**
 * The raw bytes the site answers (no decompression), with every header it sends them with, and the headers of its
 * 304 to the same request made conditional: the baseline repeats both, so a ratio measures our per-request work
 * and nothing else (the X-Request-Id too, one fixed id of the same length).
 */
export async function fetchRaw(url: string, headers: Record<string, string>): Promise<Fixture & { bytes: number }> {
  const full = await get(url, headers)
  const value = (name: string) => {
    const i = full.pairs.findIndex((p, j) => j % 2 === 0 && p.toLowerCase() === name)
    return i === -1 ? undefined : full.pairs[i + 1]
  }
  const etag = value('etag') ?? '"none"'
  const conditional = value('etag') ? await get(url, { ...headers, 'if-none-match': etag }) : undefined
  return {
    body: full.body.toString('base64'),
    bytes: full.body.length,
    etag,
    type: String(value('content-type')),
    encoding: value('content-encoding'),
    headers: full.pairs,
    notModifiedHeaders: conditional?.status === 304 ? conditional.pairs : undefined,
  }
}

export async function startBaseline(fixtures: Record<string, Fixture>) {
  const port = await freePort()
  const file = join(outDir, 'baseline-fixtures.json')
  writeFileSync(file, JSON.stringify(fixtures))
  // The same extra Node flags as the site (BENCH_NODE_ARGS), so that a profile or a flag compares like with like.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const proc = spawn(process.execPath, [...nodeArgs, join(root, 'bench/baseline-server.mjs'), String(port), file], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  children.add(proc)
  proc.once('exit', () => children.delete(proc))
  await new Promise<void>((resolve) => proc.once('message', () => resolve()))
  return { url: `http://127.0.0.1:${port}`, pid: proc.pid!, stop: () => proc.kill('SIGTERM') }
}

/**
 * A fresh Postgres database with the bench's data, for `run`: gone afterwards, whatever happens. What each part of
 * make bench that runs alone (bench/*-only.ts) starts from.
 */
export async function withSeededDatabase<T>(name: string, run: (dbUrl: string) => Promise<T>): Promise<T> {
  if (!(await pgAvailable())) throw new Error(`the ${name} bench needs the local Postgres (bench/servers.ts PG_URL)`)
  const dbName = `bench_${name}_${process.pid}`
  const dbUrl = await freshDatabase(dbName)
  try {
    const handle = await openDatabase({ databaseUrl: dbUrl })
    try {
      await migrateDatabase(handle)
      await seedBenchData(handle.db)
    } finally {
      await handle.close()
    }
    return await run(dbUrl)
  } finally {
    await dropDatabase(dbName)
  }
}

/** withSeededDatabase with the server on it, stopped afterwards. */
export function withSeededServer<T>(name: string, run: (server: Server) => Promise<T>): Promise<T> {
  return withSeededDatabase(name, async (dbUrl) => {
    const server = await startServer({ DATABASE_URL: dbUrl })
    try {
      return await run(server)
    } finally {
      await server.stop()
    }
  })
}
