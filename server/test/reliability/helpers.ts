import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { type AddressInfo, createServer, type Server, Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { afterAll, beforeAll, expect } from 'vitest'

// Shared helpers of the reliability suite: the contract (openapi/openapi.json), response checks,
// real server processes, and a TCP proxy that can cut the database away.

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
export const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url))

/** The Postgres server the suite may create databases on (CI always sets it). */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL

/** Says loudly why a test cannot run here (console.warn: a console.error would fail the test). */
export function warnSkip(what: string, why: string) {
  console.warn(
    `\n######## RELIABILITY TEST SKIPPED: ${what}\n######## ${why}\n######## Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it.\n`,
  )
}

// ---------------------------------------------------------------------------------------------------------------
// The contract

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export interface Operation {
  method: string
  /** OpenAPI path, e.g. `/speaker/get/{id}` (below /api). */
  path: string
  operationId: string
  admin: boolean
  /** Content types of the request body, if any. */
  bodyTypes: string[]
  /** The JSON body schema with $refs resolved (one level deep is enough for our schemas). */
  bodySchema?: Json
  pathParams: string[]
  queryParams: string[]
}

export function loadContract(): Json {
  return JSON.parse(readFileSync(`${REPO_ROOT}openapi/openapi.json`, 'utf8'))
}

function resolve(doc: Json, schema: Json): Json {
  if (schema && typeof schema === 'object' && typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '')
    return resolve(doc, doc.components.schemas[name])
  }
  return schema
}

export function loadOperations(doc: Json = loadContract()): Operation[] {
  const ops: Operation[] = []
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (!op || typeof op !== 'object' || !op.operationId) continue
      const content = op.requestBody?.content ?? {}
      const params: Json[] = (op.parameters ?? []).map((p: Json) => resolve(doc, p))
      ops.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        admin: Array.isArray(op.security) && op.security.length > 0,
        bodyTypes: Object.keys(content),
        bodySchema: content['application/json'] ? resolve(doc, content['application/json'].schema) : undefined,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
      })
    }
  }
  return ops
}

/** A valid body for a JSON schema: its example, else one built from the properties' examples. */
export function exampleOf(doc: Json, schema: Json): Json {
  const s = resolve(doc, schema)
  if (!s) return undefined
  if (s.example !== undefined) return structuredClone(s.example)
  if (s.default !== undefined) return structuredClone(s.default)
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type
  if (s.enum) return s.enum[0]
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {}
      for (const [k, v] of Object.entries<Json>(s.properties ?? {})) out[k] = exampleOf(doc, v)
      return out
    }
    case 'array':
      return [exampleOf(doc, s.items)]
    case 'integer':
    case 'number':
      return s.minimum ?? 1
    case 'boolean':
      return true
    default:
      return 'x'.repeat(Math.max(1, s.minLength ?? 1))
  }
}

/** The first `_id` anywhere in a response body. */
export function findId(body: Json): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  if (typeof body._id === 'string') return body._id
  for (const v of Object.values(body)) {
    const id = findId(v)
    if (id) return id
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------------------------
// Response checks

const STACK_TRACE = /(^|\s)at \S.*\.(ts|js|mjs|cjs):\d+|\/work\/|node_modules|file:\/\//
const SQL_FRAGMENT = /select |insert into|syntax error|violates/i

export interface Verdict {
  status: number
  text: string
  json?: Json
  problems: string[]
}

/** Reads a response body as text (undoing Content-Encoding). */
export async function bodyText(res: Response): Promise<string> {
  const raw = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('content-encoding')
  try {
    if (encoding === 'gzip') return gunzipSync(raw).toString('utf8')
    if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8')
    if (encoding === 'deflate') return inflateSync(raw).toString('utf8')
  } catch {
    return raw.toString('latin1')
  }
  return raw.toString(res.headers.get('content-type')?.startsWith('image/') ? 'latin1' : 'utf8')
}

/**
 * Every answer: 2xx or 4xx (never 5xx), errors as JSON `{ message, issues? }`, no stack trace, no SQL,
 * no password hash, no cookie. Answers the problems found (empty: all good).
 */
export async function inspect(res: Response, opts: { allow5xx?: boolean } = {}): Promise<Verdict> {
  const problems: string[] = []
  const status = res.status
  const text = await bodyText(res)
  const type = res.headers.get('content-type') ?? ''
  let json: Json
  if (type.includes('json')) {
    try {
      json = JSON.parse(text)
    } catch {
      problems.push(`body is not JSON though Content-Type says so: ${text.slice(0, 120)}`)
    }
  }
  if (status >= 500 && !opts.allow5xx) problems.push(`status ${status}`)
  if (status < 200 || (status >= 300 && status !== 304 && status < 400)) problems.push(`unexpected status ${status}`)
  if (status >= 400) {
    if (!type.startsWith('application/json')) problems.push(`error with Content-Type '${type}'`)
    else if (!json || typeof json.message !== 'string' || json.message.length === 0)
      problems.push(`error body without a message: ${text.slice(0, 120)}`)
    else {
      const extra = Object.keys(json).filter((k) => k !== 'message' && k !== 'issues')
      if (extra.length) problems.push(`error body has extra keys ${extra.join(',')}`)
      if (json.issues !== undefined) {
        const ok =
          Array.isArray(json.issues) &&
          json.issues.every((i: Json) => typeof i?.path === 'string' && typeof i?.message === 'string')
        if (!ok) problems.push(`malformed issues: ${JSON.stringify(json.issues).slice(0, 120)}`)
      }
    }
  }
  if (!type.startsWith('image/')) {
    if (STACK_TRACE.test(text)) problems.push(`stack trace or file path in body: ${text.slice(0, 200)}`)
    if (SQL_FRAGMENT.test(text)) problems.push(`SQL fragment in body: ${text.slice(0, 200)}`)
  }
  if (text.includes('scrypt$')) problems.push('a password hash is in the body')
  const cookie = res.headers.get('set-cookie')
  if (cookie && !/HttpOnly/i.test(cookie)) problems.push(`Set-Cookie without HttpOnly: ${cookie}`)
  if (cookie) problems.push(`Set-Cookie sent (we use no cookies): ${cookie}`)
  return { status, text, json, problems }
}

/** Asserts an error answer: this status, JSON `{ message, issues? }`. */
export async function expectJsonError(res: Response, status: number | number[]): Promise<Json> {
  const verdict = await inspect(res, { allow5xx: true })
  const statuses = Array.isArray(status) ? status : [status]
  expect(statuses, `status ${verdict.status}: ${verdict.text.slice(0, 200)}`).toContain(verdict.status)
  expect(verdict.problems).toEqual([])
  return verdict.json
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// ---------------------------------------------------------------------------------------------------------------
// Databases and server processes

/** A fresh, empty database on the TEST_DATABASE_URL server (the server's own migrations fill it). */
export async function createEmptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set')
  const { default: postgres } = await import('postgres')
  const name = `rel_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  await admin.end()
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const sql = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} })
      await sql.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {})
      await sql.end()
    },
  }
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

/** Starts `node --import tsx server/src/index.ts` on a free port and waits until /api/healthz answers. */
export async function startServer(opts: {
  databaseUrl: string
  env?: Record<string, string>
  timeoutMs?: number
  /** A given port (a restart behind a proxy that knows it); default: a free one. */
  port?: number
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort())
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
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
export function useServerProcess(env: Record<string, string> = {}): { server: ServerProcess; databaseUrl: string } {
  const context = {} as { server: ServerProcess; databaseUrl: string }
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const db = await createEmptyDatabase()
    drop = db.drop
    context.databaseUrl = db.url
    context.server = await startServer({ databaseUrl: db.url, env })
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

// ---------------------------------------------------------------------------------------------------------------
// A TCP proxy that can cut the database away and bring it back

export class TcpProxy {
  private server?: Server
  private sockets = new Set<Socket>()
  port = 0
  /** When true, connections are accepted and held but nothing is forwarded (a network black hole). */
  blackhole = false

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<number> {
    const server = createServer((client) => {
      this.sockets.add(client)
      client.on('close', () => this.sockets.delete(client))
      client.on('error', () => client.destroy())
      if (this.blackhole) return
      const upstream = new Socket()
      this.sockets.add(upstream)
      upstream.on('close', () => {
        this.sockets.delete(upstream)
        client.destroy()
      })
      upstream.on('error', () => upstream.destroy())
      client.on('close', () => upstream.destroy())
      upstream.connect(this.targetPort, this.targetHost, () => {
        client.pipe(upstream)
        upstream.pipe(client)
      })
    })
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolveListen())
    })
    this.server = server
    this.port = (server.address() as AddressInfo).port
    return this.port
  }

  /** Stops accepting and destroys every open connection (both sides). */
  async cut(): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const s of this.sockets) s.destroy()
    this.sockets.clear()
    if (server) await new Promise((r) => server.close(r))
  }

  /** Listens again on the same port. */
  async restore(): Promise<void> {
    await this.start(this.port)
  }

  get connections(): number {
    return this.sockets.size
  }
}

/** Runs `fn` over `items` with at most `concurrency` at a time. */
export async function pool<T, R>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      for (;;) {
        const i = next++
        if (i >= items.length) return
        results[i] = await fn(items[i]!, i)
      }
    }),
  )
  return results
}
