import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createEmptyDatabase,
  freePort,
  loginTo,
  POSTGRES_URL,
  type ServerProcess,
  sleep,
  startServer,
  TEST_ADMIN,
} from '../reliability/helpers'

// Scale-out behind a real load balancer (issue 14 item 8): Debian's nginx, started here with deploy/nginx.conf on a
// free loopback port, in front of two server processes on one fresh Postgres database (TRUST_PROXY=1). What the
// file sets: retries on connection errors and 502/503 (never a request already sent with a non-idempotent method),
// no upstream keep-alive, instances never marked down, X-Forwarded-Host always set by nginx and a default server
// that refuses other host names.

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p))
const reason = !POSTGRES_URL
  ? 'TEST_DATABASE_URL is unset'
  : !NGINX
    ? 'nginx is not installed (apt-get install nginx)'
    : ''
if (reason) console.warn(`[deploy] nginx scale-out tests skipped: ${reason}`)

/**
 * deploy/nginx.conf itself, made to run here: in the foreground with its files in `dir`, on a loopback port, in front
 * of these instances. Each change must find what it changes, so the file cannot drift from what is tested.
 */
function nginxConfig(dir: string, port: number, upstreams: number[]) {
  const shipped = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8')
  const edits: [RegExp, string][] = [
    [
      /^worker_processes auto;$/m,
      `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;`,
    ],
    [
      /^http \{$/m,
      `http {\n  access_log off;\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((t) => `  ${t}_temp_path ${dir}/tmp/${t === 'client_body' ? 'body' : t};`)
        .join('\n')}`,
    ],
    [
      /(^ *server app\d+:3000 max_fails=0;\n)+/m,
      upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;\n`).join(''),
    ],
    [/listen 80 default_server;/, `listen 127.0.0.1:${port} default_server;`],
    [/listen 80;/, `listen 127.0.0.1:${port};`],
    [/server_name \S+ localhost;/, 'server_name 127.0.0.1 localhost;'],
  ]
  return edits.reduce((config, [pattern, replacement]) => {
    if (!pattern.test(config)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update this test`)
    return config.replace(pattern, replacement)
  }, shipped)
}

describe.skipIf(Boolean(reason))('two instances behind nginx', () => {
  let dir: string
  let nginx: ChildProcess | undefined
  let nginxExited: Promise<void> | undefined
  let base: string
  let databaseUrl: string
  let drop: (() => Promise<void>) | undefined
  const instances: ServerProcess[] = []
  const ports: number[] = []
  const env = { TRUST_PROXY: '1' }

  beforeAll(async () => {
    const db = await createEmptyDatabase()
    drop = db.drop
    databaseUrl = db.url
    // One after the other: the first applies the migrations and creates the admin.
    instances.push(await startServer({ databaseUrl, env }))
    instances.push(await startServer({ databaseUrl, env }))
    ports.push(...instances.map((s) => s.port))

    dir = mkdtempSync(join(tmpdir(), 'icnari-nginx-'))
    for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'tmp', t), { recursive: true })
    // As root, nginx's worker runs as nobody: it must be able to use the temp folders.
    chmodSync(dir, 0o755)
    for (const t of ['', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) chmodSync(join(dir, 'tmp', t), 0o777)
    const port = await freePort()
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, ports))
    const check = spawnSync(NGINX!, [
      '-t',
      '-q',
      '-e',
      join(dir, 'error.log'),
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
    ])
    if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr.toString()}`)
    nginx = spawn(NGINX!, ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' })
    nginxExited = new Promise((r) => nginx!.once('exit', () => r()))
    base = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 10_000
    for (;;) {
      const ok = await fetch(`${base}/api/healthz`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (Date.now() > deadline)
        throw new Error(`nginx did not answer: ${readFileSync(join(dir, 'error.log'), 'utf8')}`)
      await sleep(100)
    }
  }, 90_000)

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGTERM')
      const timer = setTimeout(() => nginx?.kill('SIGKILL'), 5000)
      await nginxExited
      clearTimeout(timer)
    }
    await Promise.all(instances.map((s) => s.stop()))
    await drop?.()
    if (dir) rmSync(dir, { recursive: true, force: true })
  }, 30_000)

  const addPaper = (token: string, heading: string) =>
    fetch(`${base}/api/papers/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ heading, authors: ['Deploy Test'], content: 'Written through nginx.' }),
      signal: AbortSignal.timeout(15_000),
    })
  const listPapers = async () => {
    const res = await fetch(`${base}/api/papers/all?limit=100`, { signal: AbortSignal.timeout(15_000) })
    return { status: res.status, text: await res.text() }
  }

  it('login, writes and cache invalidation work through nginx, whichever instance answers', async () => {
    const token = await loginTo(base)
    await listPapers() // both instances' caches hold the list before the writes
    await listPapers()
    for (let round = 0; round < 4; round++) {
      const heading = `Through nginx ${round} ${Date.now()}`
      expect((await addPaper(token, heading)).status).toBe(201)
      // Round robin: consecutive reads land on both instances; each must show the new paper at once.
      for (let read = 0; read < 4; read++) {
        const list = await listPapers()
        expect(list.status).toBe(200)
        expect(list.text).toContain(heading)
      }
    }
    const me = await fetch(`${base}/api/user/me`, { headers: { token } })
    expect(me.status).toBe(200)
  })

  it('a rolling restart of both instances under steady traffic fails no read and loses no acknowledged write', async () => {
    const token = await loginTo(base)
    const figures = { reads: 0, readFailures: [] as string[], writes: 0, writeFailures: [] as string[] }
    const acknowledged: string[] = []
    let running = true
    const readPaths = ['/api/papers/all', '/api/speaker/all', '/api/healthz', '/api/recentupdate/all', '/']
    const reader = async (n: number) => {
      for (let i = 0; running && i < 100_000; i++) {
        const path = readPaths[(n + i) % readPaths.length]!
        try {
          const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(15_000) })
          await res.arrayBuffer()
          if (res.status !== 200 && !(path === '/' && res.status === 404))
            figures.readFailures.push(`${path} ${res.status}`)
        } catch (err) {
          figures.readFailures.push(`${path} ${(err as Error).message}`)
        }
        figures.reads++
      }
    }
    const writer = async (n: number) => {
      for (let i = 0; running && i < 100_000; i++) {
        const heading = `Rolling ${n}-${i} ${Date.now()}`
        try {
          const res = await addPaper(token, heading)
          await res.arrayBuffer()
          if (res.status === 201) acknowledged.push(heading)
          else figures.writeFailures.push(String(res.status))
        } catch (err) {
          figures.writeFailures.push((err as Error).message)
        }
        figures.writes++
        await sleep(20)
      }
    }
    const clients = [...[0, 1, 2, 3, 4, 5].map(reader), ...[0, 1].map(writer)]
    const started = performance.now()
    const restarts: string[] = []
    await sleep(2000)
    for (const index of [0, 1]) {
      const t0 = performance.now()
      await instances[index]!.stop(15_000)
      const stopped = performance.now()
      instances[index] = await startServer({ databaseUrl, env, port: ports[index]! })
      const ready = performance.now()
      restarts.push(
        `instance ${index + 1}: stopped in ${Math.round(stopped - t0)} ms, ready again ${Math.round(ready - stopped)} ms later`,
      )
      await sleep(1500)
    }
    // Steady traffic for ~15 s in all, at least 2 s after the last restart.
    await sleep(Math.max(2000, 15_000 - (performance.now() - started)))
    running = false
    await Promise.all(clients)
    const seconds = (performance.now() - started) / 1000

    // Every acknowledged write is in the database.
    const { default: postgres } = await import('postgres')
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
    const rows = await sql<{ heading: string }[]>`select heading from papers where heading like 'Rolling %'`
    await sql.end()
    const stored = new Set(rows.map((r) => r.heading))
    const lost = acknowledged.filter((h) => !stored.has(h))

    console.log(
      `[deploy] rolling restart under 8 clients for ${seconds.toFixed(1)} s: ${figures.reads} reads (${figures.readFailures.length} failed), ` +
        `${figures.writes} writes (${acknowledged.length} acknowledged, ${figures.writeFailures.length} failed, ${lost.length} acknowledged but lost)`,
    )
    for (const line of restarts) console.log(`[deploy] ${line}`)
    if (figures.writeFailures.length)
      console.log(`[deploy] failed writes: ${figures.writeFailures.slice(0, 5).join('; ')}`)
    expect(figures.readFailures.slice(0, 5)).toEqual([])
    expect(lost).toEqual([])
    expect(acknowledged.length).toBeGreaterThan(10)
    expect(figures.reads).toBeGreaterThan(100)
  }, 90_000)

  it('a client cannot choose the origin links are made with: its X-Forwarded-Host is replaced, other hosts refused', async () => {
    const feed = await (
      await fetch(`${base}/api/feed.atom`, { headers: { 'x-forwarded-host': 'evil.example' } })
    ).text()
    expect(feed).toContain('href="http://127.0.0.1/allupdates"')
    expect(feed).not.toContain('evil.example')
    const port = new URL(base).port
    const raw = (host: string) =>
      new Promise<number>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/api/feed.atom', headers: { host } }, (res) => {
          res.resume()
          resolve(res.statusCode!)
        })
          .on('error', reject)
          .end()
      })
    expect(await raw('evil.example')).toBe(421)
    expect(await raw(`localhost:${port}`)).toBe(200)
  })

  it('the per-address login limit holds against forged X-Forwarded-For headers (TRUST_PROXY=1)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${base}/api/user/login`, {
        method: 'POST',
        // A new forged left-most address and a new e-mail each time: only the per-address limit can stop these.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ email: `forger-${i}@example.org`, password: 'wrong-password-1' }),
      })
      statuses.push(res.status)
    }
    console.log(`[deploy] 12 failed logins with forged X-Forwarded-For through nginx: ${statuses.join(' ')}`)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    // The right password from that address is refused too while the limit lasts.
    const right = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99' },
      body: JSON.stringify(TEST_ADMIN),
    })
    expect(right.status).toBe(429)
    // 13 password checks (scrypt, deliberately slow) on two instances: ~8 s alone, past 30 s once under CI's load.
  }, 90_000)
})
