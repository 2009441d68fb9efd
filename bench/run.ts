// make bench: seeds a realistic data set into a fresh database and prints one table —
// API throughput against a bare node:http baseline measured in the same run, start-up time,
// client weight, and Lighthouse scores. Figures are ratios against the baseline, never absolute asserts.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../server/src/db/client'
import { migrateDatabase } from '../server/src/db/migrate'
import {
  ARCHIVE_IMAGES,
  ARCHIVE_SERVED_TARGET,
  ARCHIVE_TARGET_MS,
  type ArchivedLoad,
  type ArchiveFigures,
  measureArchive,
  measureArchiveServing,
  seedArchiveImages,
} from './archive'
import { measureCacheAttack, PAGE_ATTACK_MODES, PAGE_TARGET } from './cache-attack'
import { CERTIFICATES, type CertificateFigures, certificateRows, confirmAll, measureCertificates } from './certificates'
import { clientWeight, stackFloor } from './client-weight'
import { CMT_ROWS, CMT_TARGET_MS, type CmtImportTimes, measureCmtImport } from './cmt-import'
import { measureColdRender } from './cold-render'
import { log, outDir, root } from './common'
import {
  BROWSER_ACCEPT_ENCODING,
  CACHED_ROUNDS,
  type CachedRow,
  cachedAnswersTable,
  cachedSeconds,
  measureCachedAnswers,
  ratioOf,
  rowMet,
  TARGET_200,
  TARGET_304,
  TARGET_P99_MS,
} from './fast-path'
import { HOSTILE_HEALTHZ_P99_MS, type HostileUpload, measureHostileUploads } from './hostile-upload'
import { item3Met, lighthouseLines, measureLighthouse } from './lighthouse-pages'
import { generator, middle } from './load'
import { measureProgramme, PROGRAMME_CACHED_TARGET, PROGRAMME_COLD_TARGET_MS, type ProgrammeFigures } from './programme'
import { measureRegistrations, type RegistrationFigures, registrationRows } from './registrations'
import { measureSearch, SEARCH_CONCURRENCY, type SearchLoad } from './search'
import { seedBenchData } from './seed'
import { dropDatabase, freshDatabase, pgAvailable, startServer } from './servers'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
/** The measured time of each side is cut into this many alternating rounds (see load.ts). */
const ROUNDS = 5
const CONNECTIONS = 50
/** Lighthouse runs per page (the median run is reported). */
const LIGHTHOUSE_RUNS = 5
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0))

async function median<_T>(n: number, f: () => Promise<number>): Promise<number> {
  const xs: number[] = []
  for (let i = 0; i < n; i++) xs.push(await f())
  return middle(xs)
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
  log('seeded 1000 papers, 200 speakers, 300 members, 200 updates, 300 photos')
  // 1b. The archive of the edition (issue 32), written in-process from the seeded data with 200 uploaded images
  // (the speakers' photos, removed again afterwards so that the rows below measure the data set they always did).
  const removeImages = await seedArchiveImages(handle.db)
  const archive: ArchiveFigures = await measureArchive(handle)
  await removeImages()
  log(
    `archive: ${archive.pages} pages, ${archive.files} files, ${kb(archive.bytes)} in ${(archive.ms / 1000).toFixed(1)} s`,
  )
  await handle.close()

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
  // The cached answers as operators run the server (LOG_LEVEL=info, METRICS_PORT set: servers.ts), against bare
  // node:http sending the same bytes with the same headers, alternating; every answer checked logged and counted.
  const results: CachedRow[] = await measureCachedAnswers(
    server,
    { seconds: cachedSeconds(DURATION), rounds: CACHED_ROUNDS, connections: CONNECTIONS },
    log,
  )

  // 2b. Archived pages: the site answering the archive's host from its folder, against the same bytes from memory.
  const archived: ArchivedLoad[] = await measureArchiveServing(
    archive.archiveDir,
    usePg ? { DATABASE_URL: dbUrl! } : { DATA_DIR: 'memory://', DATABASE_URL: '' },
    { seconds: DURATION, rounds: ROUNDS, connections: CONNECTIONS, acceptEncoding: BROWSER_ACCEPT_ENCODING },
    log,
  )
  rmSync(archive.archiveDir, { recursive: true, force: true })

  // 3a. A page rendered with nothing cached (right after a write), as the next visitor's request pays for it.
  const cold = await measureColdRender(server.url, '/')
  log(`cold render of /: median ${cold.median.toFixed(1)} ms (${cold.all.map((t) => t.toFixed(0)).join(', ')})`)

  // 3b. Cache misses under attack: the list's throughput and /api/healthz while clients send new query strings.
  const attack = await measureCacheAttack(server.url, DURATION)
  log(
    `cache attack: ${attack.map((a) => `${a.mode} healthz p99 ${ms(a.healthzP99)} ms, list ${a.list.rps.toFixed(0)} req/s`).join('; ')}`,
  )
  // 3b'. Issue 31: 30 clients send /?x=N with distinct N while visitors read a cached page.
  const pageAttack = await measureCacheAttack(server.url, DURATION, PAGE_ATTACK_MODES, PAGE_TARGET)
  log(
    `page attack: ${pageAttack.map((a) => `${a.mode} healthz p99 ${ms(a.healthzP99)} ms, ${PAGE_TARGET.measured} ${a.list.rps.toFixed(0)} req/s`).join('; ')}`,
  )

  // 3c. Site search: 20 clients at once, popular queries over and over, then a new query every time (bench/search.ts).
  const search: Record<'repeated' | 'distinct', SearchLoad> = {
    repeated: await measureSearch(server.url, DURATION, 'repeated'),
    distinct: await measureSearch(server.url, DURATION, 'distinct'),
  }
  log(
    `search: repeated p99 ${ms(search.repeated.p99)} ms, distinct p99 ${ms(search.distinct.p99)} ms (${SEARCH_CONCURRENCY} clients)`,
  )

  // 4. Client weight and 5. Lighthouse, against the same server.
  const weight = await clientWeight(server.url)
  const floorJs = stackFloor()
  // Lighthouse varies from run to run: five runs per page, the one with the median performance score is kept, as
  // Lighthouse's own notes on variability advise; every run's score is printed too. Each page also runs with its
  // scripts removed (the no-JS floor of issue 35's LCP bound).
  const lighthouseFigures = await measureLighthouse(server.url, LIGHTHOUSE_RUNS)
  const lhPages = lighthouseFigures.pages
  // 5b. Issue 33: 200 sessions in 6 rooms published, then /programme cold and cached, and the cached exports.
  const programme: ProgrammeFigures | undefined = await measureProgramme(
    server.url,
    { seconds: DURATION, rounds: ROUNDS, connections: CONNECTIONS, acceptEncoding: BROWSER_ACCEPT_ENCODING },
    log,
  ).catch((err: unknown) => {
    log(`programme failed: ${String(err)}`)
    return undefined
  })
  // 6. Issue 33: a CMT import of 1,000 rows (last: it adds 800 papers to the lists measured above).
  const cmt: CmtImportTimes | undefined = await measureCmtImport(server.url).catch((err: unknown) => {
    log(`CMT import failed: ${String(err)}`)
    return undefined
  })
  if (cmt)
    log(`CMT import: preview ${ms(cmt.previewMs)} ms, import ${ms(cmt.importMs)} ms, again ${ms(cmt.reimportMs)} ms`)
  // 7. Issue 50: hostile workbooks parsed in the sandbox while healthz is probed.
  const hostile: HostileUpload[] = await measureHostileUploads(server.url).catch((err: unknown) => {
    log(`hostile uploads failed: ${String(err)}`)
    return []
  })
  await server.stop()
  // 8. Issues 52 and 53: 2,000 registrations, a 10,000-line statement matched and 1,000 certificates issued, each
  // while the cached list is under load; receipts and certificate PDFs on demand. A server of their own on the same
  // data, trusting X-Forwarded-For (each registrant, each PDF reader comes from an address of its own).
  let registrationFigures: RegistrationFigures | undefined
  let certificateFigures: CertificateFigures | undefined
  if (usePg) {
    const desk = await startServer({ DATABASE_URL: dbUrl!, TRUST_PROXY: '1' })
    try {
      const { figures, registered } = await measureRegistrations(desk, dbUrl!, log)
      registrationFigures = figures
      // Should the statement not have confirmed them, the certificates are issued to registrations confirmed by hand.
      if (figures.statement.result.matched < CERTIFICATES) await confirmAll(desk.url, registered.slice(0, CERTIFICATES))
      certificateFigures = await measureCertificates(desk, registered, log)
    } catch (err) {
      log(`registrations and certificates failed: ${String(err)}`)
    } finally {
      await desk.stop()
    }
  }
  if (usePg) await dropDatabase(dbName)

  // The table.
  print(
    `# make bench — ${new Date().toISOString()} (${generator}, ${CONNECTIONS} connections on 127.0.0.1, ${DURATION} s per side in ${ROUNDS} alternating rounds)`,
  )
  print()
  print(
    `## Cached answers: API lists and rendered pages (the server with LOG_LEVEL=info and METRICS_PORT, its log appended to a file, vs bare node:http sending the same bytes with the same headers; same run; ${cachedSeconds(DURATION)} s per side in ${CACHED_ROUNDS} alternating rounds)`,
  )
  for (const line of cachedAnswersTable(results)) print(line)
  print(
    `Cold render of / right after a write (the page and the lists it reads dropped), median of ${cold.all.length}: ${ms(cold.median)} ms (every run: ${cold.all.map((t) => ms(t)).join(', ')}).`,
  )
  const throughputMet = results.every(rowMet)
  // Where the bare baseline misses the latency bound too, the limit is the machine (the load generator's bandwidth),
  // not the site: say so next to the verdict instead of hiding the row.
  const boundByMachine = results.filter((r) => r.site.p99 >= TARGET_P99_MS && r.base.p99 >= TARGET_P99_MS)
  for (const r of boundByMachine) {
    print(
      `Note: ${r.path} ${r.mode} (${kb(r.bytes)}): the bare baseline's p99 is ${ms(r.base.p99)} ms as well — on this machine at load average ${r.loadAverage.toFixed(1)} (${generator} receiving ~${(r.base.bytesPerSecond / 1e6).toFixed(0)} MB/s), no server answers it at p99 < ${TARGET_P99_MS} ms with ${CONNECTIONS} connections.`,
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
  const pageQuiet = pageAttack.find((a) => a.mode === 'quiet')!
  const pageUnique = pageAttack.find((a) => a.mode !== 'quiet')!
  print(
    `## Pages under attack (${PAGE_TARGET.measured} with 50 ${generator} connections, a /api/healthz probe every 20 ms, ${PAGE_TARGET.attackers} clients sending ${PAGE_TARGET.attacked}?x=N with distinct N; ${DURATION} s per mode in 2 rotated rounds)`,
  )
  print('| mode | attack req | healthz p99 ms | healthz p99 / quiet | page req/s | page / quiet |')
  print('|---|---|---|---|---|---|')
  for (const a of pageAttack) {
    print(
      `| ${a.mode} | ${a.attackRequests} | ${ms(a.healthzP99)} | ${(a.healthzP99 / pageQuiet.healthzP99).toFixed(2)} | ${a.list.rps.toFixed(0)} | ${(a.list.rps / pageQuiet.list.rps).toFixed(2)} |`,
    )
  }
  const pageAttackMet = pageUnique.list.rps >= 0.8 * pageQuiet.list.rps
  print()
  print(
    `## Site search (/api/search on the bench's data, ${SEARCH_CONCURRENCY} clients each sending its next query on the last answer; ${DURATION} s per mix)`,
  )
  print('| queries | requests | req/s | p50 ms | p99 ms | results per answer | errors/unexpected status |')
  print('|---|---|---|---|---|---|---|')
  for (const [mix, s] of Object.entries(search)) {
    const what =
      mix === 'repeated'
        ? 'the same 20, repeated (the search cache answers)'
        : 'a new one every request (each a real search)'
    print(
      `| ${what} | ${s.requests} | ${s.rps.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p99)} | ${s.meanResults.toFixed(1)} | ${s.errors}/${s.unexpected} |`,
    )
  }
  print()
  print(
    `## The archive of the edition (make archive on the bench's data with ${ARCHIVE_IMAGES} uploaded images): ${archive.pages} pages, ${archive.files} files, ${kb(archive.bytes)} in ${(archive.ms / 1000).toFixed(1)} s`,
  )
  print(
    '| archived page (served at its host) | answer | bytes | site req/s | site p50/p99 ms | baseline req/s | ratio | CPU µs per answer, site / baseline |',
  )
  print('|---|---|---|---|---|---|---|---|')
  for (const a of archived)
    print(
      `| ${a.path} | 200 ${a.encoding} | ${a.bytes} | ${a.site.rps.toFixed(0)} | ${ms(a.site.p50)}/${ms(a.site.p99)} | ${a.base.rps.toFixed(0)} | ${(a.site.rps / a.base.rps).toFixed(2)} | ${a.siteCpuUs?.toFixed(1) ?? '?'} / ${a.baseCpuUs?.toFixed(1) ?? '?'} |`,
    )
  const archiveServedMet = archived.every((a) => a.site.rps >= ARCHIVE_SERVED_TARGET * a.base.rps)
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
  for (const line of lighthouseLines(lighthouseFigures, LIGHTHOUSE_RUNS)) print(line)
  const homeJs = weight.pages['/']!.js
  const lhMet =
    lhPages.length === 3 &&
    lhPages.every(
      ({ median: s }) => s.performance >= 95 && s.accessibility === 100 && s.bestPractices === 100 && s.seo === 100,
    )
  print()
  print(
    `## CMT import (${CMT_ROWS} rows in CMT's Submissions layout, .xlsx ${cmt ? kb(cmt.bytes) : '?'}, 80% accepted; POST /api/papers/import)`,
  )
  print('| request | time ms | result |')
  print('|---|---|---|')
  if (cmt) {
    print(`| preview (dryRun=true) | ${ms(cmt.previewMs)} | nothing written |`)
    print(`| import | ${ms(cmt.importMs)} | ${cmt.created} created |`)
    print(`| the same file again | ${ms(cmt.reimportMs)} | ${cmt.unchanged} unchanged |`)
  } else print('| (failed: see the log) | | |')
  print()
  print('## Hostile uploads (issue 50: POST /api/papers/import?dryRun=true while /api/healthz is probed 5 ms apart)')
  print('| file | size | answer | time ms | healthz probes | healthz p50 ms | healthz p99 ms |')
  print('|---|---|---|---|---|---|---|')
  for (const h of hostile)
    print(
      `| ${h.file} | ${kb(h.bytes)} | ${h.status} | ${ms(h.ms)} | ${h.probes} | ${ms(h.healthzP50)} | ${ms(h.healthzP99)} |`,
    )
  if (hostile.length === 0) print('| (failed: see the log) | | | | | | |')
  print()
  print('## Targets')
  print(
    `| cached lists and pages with request logs and metrics on: ≥ ${TARGET_200} of baseline req/s for 200s, ≥ ${TARGET_304} for 304s, p99 < ${TARGET_P99_MS} ms, every answer logged and counted (${results.map((r) => `${r.path} ${r.mode.split(' ')[0]} ${ratioOf(r).toFixed(2)}`).join(', ')}) | ${verdict(throughputMet)} |`,
  )
  print(`| cold render of / < 50 ms (${ms(cold.median)} ms) | ${verdict(cold.median < 50)} |`)
  print(`| home page JS ≤ 120 KB gzip (${kb(homeJs)}) | ${verdict(homeJs <= 120 * 1024)} |`)
  print(
    `| no admin code on public pages | ${verdict(Object.values(weight.pages).every((w) => w.admin.length === 0))} |`,
  )
  print(`| Lighthouse mobile: perf ≥ 95, a11y/BP/SEO 100 | ${verdict(lhMet)} |`)
  // Issue 16: server rendering must not make the largest paint later than the 1.7 s measured before it.
  const lcps = lhPages.map((p) => `${p.route} ${(p.median.lcp / 1000).toFixed(1)} s`)
  print(
    `| Lighthouse LCP ≤ 1.7 s on every page (${lcps.join(', ')}) | ${verdict(lhPages.every((p) => p.median.lcp <= 1700))} |`,
  )
  print(
    `| issue 35: Lighthouse performance 100, TBT < 100 ms, LCP ≤ 1.15 × the no-JS floor (${lhPages.map((p) => `${p.route} ${p.median.performance}, ${p.median.tbt.toFixed(0)} ms, ×${(p.median.lcp / p.floorLcp).toFixed(2)}`).join('; ')}; a page of one paragraph on this host: ${lighthouseFigures.blankPage ? `${lighthouseFigures.blankPage.performance}, ${lighthouseFigures.blankPage.tbt.toFixed(0)} ms` : 'not measured'}) | ${verdict(lhPages.length === 3 && lhPages.every(item3Met))} |`,
  )
  print(
    `| unique query strings: healthz p99 ≤ 3× quiet (${(unique.healthzP99 / quiet.healthzP99).toFixed(2)}×), list ≥ 0.8 of quiet (${(unique.list.rps / quiet.list.rps).toFixed(2)}) | ${verdict(attackMet)} |`,
  )
  print(
    `| ${PAGE_TARGET.attackers} clients sending /?x=N: cached page ≥ 0.8 of quiet (${(pageUnique.list.rps / pageQuiet.list.rps).toFixed(2)}) | ${verdict(pageAttackMet)} |`,
  )
  print(
    `| archive of the edition < ${ARCHIVE_TARGET_MS / 1000} s (${(archive.ms / 1000).toFixed(1)} s) | ${verdict(archive.ms < ARCHIVE_TARGET_MS)} |`,
  )
  print(
    `| archived pages served ≥ ${ARCHIVE_SERVED_TARGET} of bare node:http (${archived.map((a) => `${a.path} ${(a.site.rps / a.base.rps).toFixed(2)}`).join(', ')}) | ${verdict(archiveServedMet)} |`,
  )
  print(`| start-up on Postgres < 2 s (${pgStartup.toFixed(0)} ms) | ${verdict(pgStartup < 2000)} |`)
  print(
    `| search p99 < 50 ms at ${SEARCH_CONCURRENCY} concurrent queries, repeated queries (${ms(search.repeated.p99)} ms) | ${verdict(search.repeated.p99 < 50 && search.repeated.errors + search.repeated.unexpected === 0)} |`,
  )
  print(
    `| search p99 < 50 ms at ${SEARCH_CONCURRENCY} concurrent queries, every query new (${ms(search.distinct.p99)} ms) | ${verdict(search.distinct.p99 < 50 && search.distinct.errors + search.distinct.unexpected === 0)} |`,
  )
  const hostileMet =
    hostile.length > 0 &&
    hostile.every((h) => h.healthzP99 < HOSTILE_HEALTHZ_P99_MS && (h.status === 400 || h.status === 413))
  print(
    `| issue 50: hostile uploads refused (400/413), healthz p99 < ${HOSTILE_HEALTHZ_P99_MS} ms meanwhile (${hostile.map((h) => ms(h.healthzP99)).join(', ')} ms) | ${verdict(hostileMet)} |`,
  )
  print(
    `| CMT import of ${CMT_ROWS} rows < ${CMT_TARGET_MS / 1000} s (${cmt ? `${ms(cmt.importMs)} ms` : 'failed'}) | ${verdict(cmt !== undefined && cmt.importMs < CMT_TARGET_MS)} |`,
  )
  print(
    `| /programme cold render after a publish < ${PROGRAMME_COLD_TARGET_MS} ms (${programme ? `${ms(programme.cold.median)} ms; a fresh server's first renders ${programme.cold.firstRenders.map(ms).join(', ')} ms` : 'failed'}) | ${verdict(programme !== undefined && programme.cold.median < PROGRAMME_COLD_TARGET_MS)} |`,
  )
  const programmePage = programme?.cached[0]
  print(
    `| /programme cached ≥ ${PROGRAMME_CACHED_TARGET} of bare node:http (${programmePage ? (programmePage.site.rps / programmePage.base.rps).toFixed(2) : 'failed'}) | ${verdict(programmePage !== undefined && programmePage.site.rps >= PROGRAMME_CACHED_TARGET * programmePage.base.rps)} |`,
  )
  if (programme)
    print(
      `| programme exports cached (no target): ${programme.cached
        .slice(1)
        .map((r) => `${r.path} ${(r.site.rps / r.base.rps).toFixed(2)} of bare`)
        .join(', ')} | — |`,
    )
  if (registrationFigures) for (const row of registrationRows(registrationFigures)) print(row)
  else print('| issue 52: registrations, statement and receipts | NOT MET (failed or no Postgres: see the log) |')
  if (certificateFigures) for (const row of certificateRows(certificateFigures)) print(row)
  else print('| issue 53: certificates issued and PDFs | NOT MET (failed or no Postgres: see the log) |')
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
