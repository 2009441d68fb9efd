// The cached-answer rows of make bench alone (issue 35), a few minutes instead of ~10: seeds the bench's data into a
// fresh database, starts the server as operators run it (LOG_LEVEL=info, METRICS_PORT set, its log appended to a
// file under .bench/) and measures the three lists, / and /programs/speakers (200 and 304) against bare node:http
// sending the same bytes with the same headers, alternating. Also checks every answer was logged and counted.
// Usage: npx tsx bench/fast-path-only.ts   (after make build)
//   BENCH_DURATION=10 (as make bench: 20 s per side in 10 rounds, fast-path.ts CACHED_ROUNDS); BENCH_PATHS=/api/speaker/all,/ to measure some rows only, BENCH_MODES=304 one kind of answer.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../server/src/db/client'
import { migrateDatabase } from '../server/src/db/migrate'
import { log, outDir } from './common'
import { CACHED_ROUNDS, cachedAnswersTable, cachedSeconds, measureCachedAnswers, rowMet } from './fast-path'
import { generator } from './load'
import { seedBenchData } from './seed'
import { dropDatabase, freshDatabase, pgAvailable, startServer } from './servers'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const SECONDS = cachedSeconds(DURATION)
const CONNECTIONS = 50

async function main() {
  const usePg = await pgAvailable()
  const dbName = `bench_fast_${process.pid}`
  const dbUrl = usePg ? await freshDatabase(dbName) : undefined
  const dataDir = usePg ? undefined : mkdtempSync(join(tmpdir(), 'bench-pglite-'))
  const handle = dbUrl ? await openDatabase({ databaseUrl: dbUrl }) : await openDatabase({ dataDir: dataDir! })
  try {
    await migrateDatabase(handle)
    await seedBenchData(handle.db)
    await handle.close()
    log(`seeded the bench's data (${usePg ? 'Postgres' : 'PGlite'})`)
    const server = await startServer(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: dataDir!, DATABASE_URL: '' })
    try {
      const rows = await measureCachedAnswers(
        server,
        {
          seconds: SECONDS,
          rounds: CACHED_ROUNDS,
          connections: CONNECTIONS,
          endpoints: process.env.BENCH_PATHS?.split(','),
          modes: process.env.BENCH_MODES?.split(',') as ('200' | '304')[] | undefined,
        },
        log,
      )
      const lines = [
        `# cached answers — ${new Date().toISOString()} (${generator}, ${CONNECTIONS} connections, ${SECONDS} s per side in ${CACHED_ROUNDS} alternating rounds; server at LOG_LEVEL=info with METRICS_PORT, its log appended to a file)`,
        ...cachedAnswersTable(rows),
        `all met: ${rows.every(rowMet) ? 'yes' : 'NO'}`,
      ]
      writeFileSync(join(outDir, 'fast-path-results.md'), `${lines.join('\n')}\n`)
      console.log(lines.join('\n'))
    } finally {
      await server.stop()
    }
  } finally {
    if (dbUrl) await dropDatabase(dbName)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
