// The programme rows of make bench alone (issue 33), a few minutes: seeds the bench's data into a fresh database,
// builds and publishes 200 sessions in 6 rooms through the API, then the cold render of /programme and the cached
// page and exports against bare node:http, alternating.
// Usage: npx tsx bench/programme-only.ts   (after make build; BENCH_DURATION=10 seconds per side, as make bench)
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { log, outDir } from './common'
import { generator } from './load'
import { measureProgramme, PROGRAMME_CACHED_TARGET, PROGRAMME_COLD_TARGET_MS } from './programme'
import { withSeededServer } from './servers'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = 5
const CONNECTIONS = 50

async function main() {
  await withSeededServer('programme', async (server) => {
    const p = await measureProgramme(
      server.url,
      { seconds: DURATION, rounds: ROUNDS, connections: CONNECTIONS, acceptEncoding: 'gzip, deflate, br, zstd' },
      log,
    )
    const ms = (x: number) => x.toFixed(1)
    const lines = [
      `# programme bench — ${new Date().toISOString()} (${generator}, ${CONNECTIONS} connections, ${DURATION} s per side in ${ROUNDS} alternating rounds; load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
      `${p.sessions} sessions; /programme is ${(p.pageBytes / 1024).toFixed(0)} KB of HTML`,
      `cold render of /programme after a publish, median of ${p.cold.all.length}: ${ms(p.cold.median)} ms (every run: ${p.cold.all.map(ms).join(', ')}; a fresh server's first ${p.cold.firstRenders.length}: ${p.cold.firstRenders.map(ms).join(', ')}); target < ${PROGRAMME_COLD_TARGET_MS} ms: ${p.cold.median < PROGRAMME_COLD_TARGET_MS ? 'met' : 'NOT MET'}`,
      '| cached answer | bytes on the wire | site req/s | site p99 ms | baseline req/s | site/baseline |',
      '|---|---|---|---|---|---|',
      ...p.cached.map(
        (r) =>
          `| ${r.path} | ${r.bytes} | ${r.site.rps.toFixed(0)} | ${ms(r.site.p99)} | ${r.base.rps.toFixed(0)} | ${(r.site.rps / r.base.rps).toFixed(2)} |`,
      ),
      `/programme cached ≥ ${PROGRAMME_CACHED_TARGET} of the baseline: ${p.cached[0]!.site.rps >= PROGRAMME_CACHED_TARGET * p.cached[0]!.base.rps ? 'met' : 'NOT MET'}`,
    ]
    writeFileSync(join(outDir, 'programme-results.md'), `${lines.join('\n')}\n`)
    console.log(lines.join('\n'))
  })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
