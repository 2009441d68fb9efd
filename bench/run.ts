// make bench: seeds a realistic data set into a fresh database and prints one table —
// API throughput against a bare node:http baseline measured in the same run, start-up time,
// client weight, and Lighthouse scores. Figures are ratios against the baseline, never absolute asserts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import postgres from 'postgres'
import { openDatabase } from '../server/src/db/client'
import { migrateDatabase } from '../server/src/db/migrate'
import { measureCacheAttack } from './cache-attack'
import { compare, generator, type Load, middle } from './load'
import { seedBenchData } from './seed'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = join(root, '.bench')
mkdirSync(outDir, { recursive: true })
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
/** The measured time of each side is cut into this many alternating rounds (see load.ts). */
const ROUNDS = 5
const CONNECTIONS = 50
/** Lighthouse runs per page (the median run is reported). */
const LIGHTHOUSE_RUNS = 5
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'
const ENDPOINTS = ['/api/papers/all', '/api/speaker/all', '/api/organisingcommitee/getAllMembers']
/** What Chromium sends: every browser asks for a compressed answer. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

const log = (s: string) => process.stderr.write(`bench: ${s}\n`)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0))
/** Bytes of a file once gzipped at level 9: how the bench counts what a page loads. */
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

async function pgAvailable(): Promise<boolean> {
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

async function freshDatabase(name: string): Promise<string> {
  const sql = postgres(PG_URL, { max: 1, onnotice: () => {} })
  await sql.unsafe(`drop database if exists "${name}" with (force)`)
  await sql.unsafe(`create database "${name}"`)
  await sql.end()
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  return url.toString()
}

async function dropDatabase(name: string) {
  const sql = postgres(PG_URL, { max: 1, onnotice: () => {} })
  await sql.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {})
  await sql.end()
}

/** A port nothing listens on now (a leftover server on a fixed port would be measured instead of this build). */
function freePort(): Promise<number> {
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

interface Server {
  proc: ChildProcess
  url: string
  startupMs: number
  stop: () => Promise<void>
}

/** Starts the real server as `make start` does (server/dist, built by `make build`) and times process start → first 200 of /api/readyz. */
async function startServer(env: Record<string, string>): Promise<Server> {
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

interface Fixture {
  body: string
  etag: string
  type: string
  encoding?: string
}

/** The raw bytes the site answers (no decompression), with the headers the baseline must repeat. */
function fetchRaw(url: string, headers: Record<string, string>): Promise<Fixture & { bytes: number }> {
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

async function startBaseline(fixtures: Record<string, Fixture>) {
  const port = await freePort()
  const file = join(outDir, 'baseline-fixtures.json')
  writeFileSync(file, JSON.stringify(fixtures))
  const proc = spawn(process.execPath, [join(root, 'bench/baseline-server.mjs'), String(port), file], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  children.add(proc)
  proc.once('exit', () => children.delete(proc))
  await new Promise<void>((resolve) => proc.once('message', () => resolve()))
  return { url: `http://127.0.0.1:${port}`, stop: () => proc.kill('SIGTERM') }
}

async function median<_T>(n: number, f: () => Promise<number>): Promise<number> {
  const xs: number[] = []
  for (let i = 0; i < n; i++) xs.push(await f())
  return middle(xs)
}

async function clientWeight(siteUrl: string) {
  const { chromium } = await import('@playwright/test')
  const manifest = JSON.parse(readFileSync(join(root, 'client/dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; css?: string[] }
  >
  const adminFiles = new Set(
    Object.values(manifest)
      .filter((m) => m.src && /routes\/admin|features\/admin/.test(m.src))
      .map((m) => `/${m.file}`),
  )
  const gz = (path: string) => gzipBytes(join(root, 'client/dist', path))
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.split(' ') })
  const pages: Record<string, { js: number; css: number; admin: string[] }> = {}
  for (const route of ['/', '/programs/speakers', '/authors/call-for-papers']) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const assets = new Set<string>()
    page.on('request', (req) => {
      const u = new URL(req.url())
      if (u.pathname.startsWith('/assets/')) assets.add(u.pathname)
    })
    await page.goto(siteUrl + route, { waitUntil: 'networkidle' })
    const files = [...assets]
    pages[route] = {
      js: files.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0),
      css: files.filter((f) => f.endsWith('.css')).reduce((s, f) => s + gz(f), 0),
      admin: files.filter((f) => adminFiles.has(f)),
    }
    await context.close()
  }
  await browser.close()
  const chunks = Object.values(manifest).filter((m) => m.file.endsWith('.js'))
  const largest = chunks.map((m) => ({ file: m.file, gz: gz(`/${m.file}`) })).sort((a, b) => b.gz - a.gz)[0]!
  return { pages, largest }
}

/**
 * What the home page of the smallest app on the site's fixed stack loads (bench/stack-floor): the entry chunk, the
 * index route's chunk and everything they import, gzip -9 as for the site.
 */
function stackFloor(): number {
  const dir = mkdtempSync(join(tmpdir(), 'bench-stack-floor-'))
  try {
    cpSync(join(root, 'bench/stack-floor'), dir, { recursive: true })
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
    const build = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    )
    if (build.status !== 0) throw new Error(`stack floor build failed: ${build.stderr}`)
    const manifest = JSON.parse(readFileSync(join(dir, 'dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
    >
    const loaded = new Set<string>()
    const visit = (key: string) => {
      if (loaded.has(key)) return
      loaded.add(key)
      const chunk = manifest[key]!
      for (const k of chunk.imports ?? []) visit(k)
      for (const k of chunk.dynamicImports ?? []) if (k.includes('routes/index.tsx')) visit(k)
    }
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
    return [...loaded]
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipBytes(join(dir, 'dist', f)), 0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function lighthouse(url: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const out = join(outDir, `lh-${encodeURIComponent(url).slice(-40)}.json`)
    const proc = spawn(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        // The report's screenshot of the whole page (the speakers page is ~150 screens tall) changes no score and
        // takes ~2 s per run.
        '--disable-full-page-screenshot',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    proc.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}`))
      const r = JSON.parse(readFileSync(out, 'utf8'))
      const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100)
      const failing = (cat: string) =>
        (r.categories[cat]?.auditRefs ?? [])
          .filter((a: { id: string; weight: number }) => a.weight > 0 && (r.audits[a.id]?.score ?? 1) < 1)
          .map((a: { id: string }) => a.id)
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: r.audits['largest-contentful-paint'].numericValue,
        tbt: r.audits['total-blocking-time'].numericValue,
        cls: r.audits['cumulative-layout-shift'].numericValue,
        // Lighthouse's own measure of the host's speed: its simulated phone is this machine slowed 4x.
        benchmarkIndex: r.environment?.benchmarkIndex ?? NaN,
        failing: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')] as unknown as number,
      })
    })
  })
}

const lines: string[] = []
const print = (s = '') => lines.push(s)
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET')

async function main() {
  if (!existsSync(join(root, 'client/dist/index.html'))) throw new Error('client/dist missing: run make build first')
  const usePg = await pgAvailable()
  const dbName = `bench_${process.pid}`
  let dbUrl: string | undefined
  const t0 = performance.now()

  // 1. Seed.
  let handle: Awaited<ReturnType<typeof openDatabase>>
  if (usePg) {
    dbUrl = await freshDatabase(dbName)
    handle = await openDatabase({ databaseUrl: dbUrl })
  } else {
    log('no Postgres reachable: measuring on PGlite only')
    handle = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'bench-pglite-')) })
  }
  await migrateDatabase(handle)
  await seedBenchData(handle.db)
  await handle.close()
  log('seeded 1000 papers, 200 speakers, 300 members, 200 updates, 300 photos')

  // 2. Start-up, median of 3 on each engine.
  const pgStartup = usePg
    ? await median(3, async () => {
        const s = await startServer({ DATABASE_URL: dbUrl! })
        await s.stop()
        return s.startupMs
      })
    : NaN
  const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-start-'))
  const pgliteFirst = await (async () => {
    const s = await startServer({ DATA_DIR: pgliteDir, DATABASE_URL: '' })
    await s.stop()
    return s.startupMs
  })()
  const pgliteReopen = await median(3, async () => {
    const s = await startServer({ DATA_DIR: pgliteDir, DATABASE_URL: '' })
    await s.stop()
    return s.startupMs
  })
  rmSync(pgliteDir, { recursive: true, force: true })
  log('start-up measured')

  // 3. Throughput against the baseline.
  const server = usePg
    ? await startServer({ DATABASE_URL: dbUrl! })
    : await startServer({ DATA_DIR: 'memory://', DATABASE_URL: '' })
  if (!usePg) {
    // PGlite in memory starts empty: seed through a direct connection is impossible, so measure what it has.
    log('PGlite throughput runs on an empty data set')
  }
  // Each case: the path, the request headers, and the bytes the site answers them with (the baseline serves
  // exactly those). Browser-like requests ask for compression; one plain request shows the cost of the raw bytes.
  const cases: {
    path: string
    label: string
    headers: Record<string, string>
    fixture: Fixture & { bytes: number }
  }[] = []
  for (const path of ENDPOINTS) {
    const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING }
    const fixture = await fetchRaw(server.url + path, browser)
    cases.push({ path, label: `200 ${fixture.encoding ?? 'plain'}`, headers: browser, fixture })
    cases.push({ path, label: '304', headers: { ...browser, 'if-none-match': fixture.etag }, fixture })
  }

  const results: { path: string; mode: string; site: Load; base: Load; bytes: number }[] = []
  for (const c of cases) {
    // The baseline answers one fixture per path: restart it for each case with that case's bytes.
    const baseline = await startBaseline({ [c.path]: c.fixture })
    const { site, base } = await compare(server.url + c.path, baseline.url + c.path, c.headers, {
      seconds: DURATION,
      rounds: ROUNDS,
      connections: CONNECTIONS,
    })
    baseline.stop()
    await sleep(200)
    const bytes = c.label === '304' ? 0 : c.fixture.bytes
    results.push({ path: c.path, mode: c.label, site, base, bytes })
    log(`${c.path} ${c.label}: site ${site.rps.toFixed(0)} req/s, baseline ${base.rps.toFixed(0)} req/s`)
  }

  // 3b. Cache misses under attack: the list's throughput and /api/healthz while clients send new query strings.
  const attack = await measureCacheAttack(server.url, DURATION)
  log(
    `cache attack: ${attack.map((a) => `${a.mode} healthz p99 ${ms(a.healthzP99)} ms, list ${a.list.rps.toFixed(0)} req/s`).join('; ')}`,
  )

  // 4. Client weight and 5. Lighthouse, against the same server.
  const weight = await clientWeight(server.url)
  const floorJs = stackFloor()
  const lh: Record<string, Record<string, number>> = {}
  // Lighthouse varies from run to run: five runs per page, the one with the median performance score is kept, as
  // Lighthouse's own notes on variability advise (the median of five runs); every run's score is printed too.
  // A run that fails (it sometimes loses the trace) is tried again once.
  const lhRuns: Record<string, number[]> = {}
  for (const route of ['/', '/programs/speakers', '/authors/call-for-papers']) {
    const runs: Record<string, number>[] = []
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      try {
        runs.push(await lighthouse(server.url + route).catch(() => lighthouse(server.url + route)))
      } catch (err) {
        log(`lighthouse failed on ${route}: ${String(err)}`)
      }
    }
    lhRuns[route] = runs.map((r) => r.performance!)
    runs.sort((a, b) => a.performance! - b.performance!)
    if (runs.length) lh[route] = runs[Math.floor(runs.length / 2)]!
    log(`lighthouse ${route}: performance ${runs.map((r) => r.performance).join(', ')}`)
  }
  await server.stop()
  if (usePg) await dropDatabase(dbName)

  // The table.
  print(
    `# make bench — ${new Date().toISOString()} (${generator}, ${CONNECTIONS} connections on 127.0.0.1, ${DURATION} s per side in ${ROUNDS} alternating rounds)`,
  )
  print()
  print('## API throughput (site vs bare node:http serving the same bytes, same run)')
  print(
    '| endpoint | answer | body | site req/s | site p50/p99 ms | site MB/s | baseline req/s | baseline p50/p99 ms | site/baseline | errors/unexpected status |',
  )
  print('|---|---|---|---|---|---|---|---|---|---|')
  for (const r of results) {
    print(
      `| ${r.path} | ${r.mode} | ${kb(r.bytes)} | ${r.site.rps.toFixed(0)} | ${ms(r.site.p50)}/${ms(r.site.p99)} | ${(r.site.bytesPerSecond / 1e6).toFixed(0)} | ${r.base.rps.toFixed(0)} | ${ms(r.base.p50)}/${ms(r.base.p99)} | ${(r.site.rps / r.base.rps).toFixed(2)} | ${r.site.errors}/${r.site.unexpected} |`,
    )
  }
  const throughputMet = results.every((r) => r.site.rps / r.base.rps >= 0.6 && r.site.p99 < 50)
  // Where the bare baseline misses the latency bound too, the limit is the machine (the load generator's bandwidth),
  // not the site: say so next to the verdict instead of hiding the row.
  const boundByMachine = results.filter((r) => r.site.p99 >= 50 && r.base.p99 >= 50)
  for (const r of boundByMachine) {
    print(
      `Note: ${r.path} ${r.mode} (${kb(r.bytes)}): the bare baseline's p99 is ${ms(r.base.p99)} ms as well — ${generator} receives ~${(r.base.bytesPerSecond / 1e6).toFixed(0)} MB/s at most here, so no server answers this body at p99 < 50 ms with ${CONNECTIONS} connections through it.`,
    )
  }
  if (generator === 'autocannon') {
    print(
      'Note: wrk is not installed, so autocannon generated the load; it receives far fewer bytes per second than wrk (install wrk: apt-get install wrk).',
    )
  }
  print()
  const quiet = attack.find((a) => a.mode === 'quiet')!
  print(
    `## Cache misses under attack (/api/papers/all with 50 ${generator} connections, a /api/healthz probe every 20 ms, 4 attacking clients; ${DURATION} s per mode in 2 rotated rounds)`,
  )
  print('| mode | attack req | healthz p99 ms | healthz p99 / quiet | list req/s | list / quiet |')
  print('|---|---|---|---|---|---|')
  for (const a of attack) {
    print(
      `| ${a.mode} | ${a.attackRequests} | ${ms(a.healthzP99)} | ${(a.healthzP99 / quiet.healthzP99).toFixed(2)} | ${a.list.rps.toFixed(0)} | ${(a.list.rps / quiet.list.rps).toFixed(2)} |`,
    )
  }
  const unique = attack.find((a) => a.mode.startsWith('unique'))!
  const attackMet = unique.healthzP99 <= 3 * quiet.healthzP99 && unique.list.rps >= 0.8 * quiet.list.rps
  print()
  print('## Start-up (process start → first 200 of /api/readyz)')
  print(`| Postgres (median of 3) | ${pgStartup.toFixed(0)} ms |`)
  print(`| PGlite, first start (creates and migrates ./.data) | ${pgliteFirst.toFixed(0)} ms |`)
  print(`| PGlite, reopen (median of 3) | ${pgliteReopen.toFixed(0)} ms |`)
  print()
  print('## Client weight (gzip, what the page loads)')
  print('| page | JS | CSS | admin chunks loaded |')
  print('|---|---|---|---|')
  for (const [route, w] of Object.entries(weight.pages)) {
    print(`| ${route} | ${kb(w.js)} | ${kb(w.css)} | ${w.admin.length ? w.admin.join(' ') : 'none'} |`)
  }
  print(`Largest chunk: ${weight.largest.file} ${kb(weight.largest.gz)}`)
  print(
    `Stack floor: the smallest app on the same stack (bench/stack-floor: React, TanStack Router and Query, openapi-fetch, one page with one list) loads ${kb(floorJs)} of JS; the site's home page adds ${kb(weight.pages['/']!.js - floorJs)}.`,
  )
  print()
  print(`## Lighthouse (mobile preset, Debian chromium; the run with the median performance of ${LIGHTHOUSE_RUNS})`)
  print(
    'The simulated phone is this machine slowed 4x, so TBT and the performance score follow how fast the machine is at the time (host benchmarkIndex: higher is faster; a shared VM swings by 1.5x).',
  )
  print(
    '| page | performance | every run | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | host benchmarkIndex | failing audits |',
  )
  print('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const [route, s] of Object.entries(lh)) {
    print(
      `| ${route} | ${s.performance} | ${lhRuns[route]!.join(', ')} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcp!.toFixed(0)} | ${s.tbt!.toFixed(0)} | ${s.cls!.toFixed(3)} | ${s.benchmarkIndex!.toFixed(0)} | ${(s.failing as unknown as string[]).join(', ') || '—'} |`,
    )
  }
  const homeJs = weight.pages['/']!.js
  const lhMet =
    Object.values(lh).length === 3 &&
    Object.values(lh).every(
      (s) => s.performance! >= 95 && s.accessibility === 100 && s.bestPractices === 100 && s.seo === 100,
    )
  print()
  print('## Targets')
  print(
    `| list endpoints (200 and 304, browser requests) ≥ 60% of baseline req/s, p99 < 50 ms | ${verdict(throughputMet)} |`,
  )
  print(`| home page JS ≤ 120 KB gzip (${kb(homeJs)}) | ${verdict(homeJs <= 120 * 1024)} |`)
  print(
    `| no admin code on public pages | ${verdict(Object.values(weight.pages).every((w) => w.admin.length === 0))} |`,
  )
  print(`| Lighthouse mobile: perf ≥ 95, a11y/BP/SEO 100 | ${verdict(lhMet)} |`)
  print(
    `| unique query strings: healthz p99 ≤ 3× quiet (${(unique.healthzP99 / quiet.healthzP99).toFixed(2)}×), list ≥ 0.8 of quiet (${(unique.list.rps / quiet.list.rps).toFixed(2)}) | ${verdict(attackMet)} |`,
  )
  print(`| start-up on Postgres < 2 s (${pgStartup.toFixed(0)} ms) | ${verdict(pgStartup < 2000)} |`)
  print()
  print(`Total bench time: ${((performance.now() - t0) / 1000).toFixed(0)} s`)
  const table = lines.join('\n')
  writeFileSync(join(outDir, 'results.md'), `${table}\n`)
  console.log(table)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
