// The archive rows of make bench alone (issue 32), ~2 min instead of ~30: seeds the bench's data into a fresh
// database, writes the archive (timed) and serves two archived pages against bare node:http, alternating.
// Usage: npx tsx bench/archive-only.ts   (after make build; BENCH_DURATION=10 seconds per side, as make bench)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../server/src/db/client'
import { migrateDatabase } from '../server/src/db/migrate'
import {
  ARCHIVE_IMAGES,
  ARCHIVE_SERVED_TARGET,
  ARCHIVE_TARGET_MS,
  measureArchive,
  measureArchiveServing,
  seedArchiveImages,
} from './archive'
import { log, outDir } from './common'
import { generator } from './load'
import { seedBenchData } from './seed'
import { dropDatabase, freshDatabase, pgAvailable } from './servers'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = 5
const CONNECTIONS = 50

async function main() {
  const usePg = await pgAvailable()
  const dbName = `bench_archive_${process.pid}`
  const dbUrl = usePg ? await freshDatabase(dbName) : undefined
  const handle = dbUrl
    ? await openDatabase({ databaseUrl: dbUrl })
    : await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'bench-pglite-')) })
  let archiveDir: string | undefined
  try {
    await migrateDatabase(handle)
    await seedBenchData(handle.db)
    await seedArchiveImages(handle.db)
    log(`seeded the bench's data and ${ARCHIVE_IMAGES} images`)
    const archive = await measureArchive(handle)
    archiveDir = archive.archiveDir
    await handle.close()
    const summary = `${archive.pages} pages, ${archive.files} files, ${(archive.bytes / 1024 / 1024).toFixed(1)} MB in ${(archive.ms / 1000).toFixed(1)} s`
    log(`archive: ${summary}`)
    const rows = await measureArchiveServing(
      archiveDir,
      dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: 'memory://', DATABASE_URL: '' },
      { seconds: DURATION, rounds: ROUNDS, connections: CONNECTIONS, acceptEncoding: 'gzip, deflate, br, zstd' },
      log,
    )
    const lines = [
      `# archive bench — ${new Date().toISOString()} (${generator}, ${CONNECTIONS} connections, ${DURATION} s per side in ${ROUNDS} alternating rounds)`,
      `archive of the bench's data: ${summary} (target < ${ARCHIVE_TARGET_MS / 1000} s: ${archive.ms < ARCHIVE_TARGET_MS ? 'met' : 'NOT MET'})`,
      '| archived page | answer | bytes | site req/s | site p50/p99 ms | baseline req/s | site/baseline | CPU µs per answer, site / baseline | baseline/site CPU |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.path} | 200 ${r.encoding} | ${r.bytes} | ${r.site.rps.toFixed(0)} | ${r.site.p50.toFixed(1)}/${r.site.p99.toFixed(1)} | ${r.base.rps.toFixed(0)} | ${(r.site.rps / r.base.rps).toFixed(2)} | ${r.siteCpuUs?.toFixed(1) ?? '?'} / ${r.baseCpuUs?.toFixed(1) ?? '?'} | ${r.siteCpuUs && r.baseCpuUs ? (r.baseCpuUs / r.siteCpuUs).toFixed(2) : '?'} |`,
      ),
      `target ≥ ${ARCHIVE_SERVED_TARGET}: ${rows.every((r) => r.site.rps >= ARCHIVE_SERVED_TARGET * r.base.rps) ? 'met' : 'NOT MET'}`,
    ]
    writeFileSync(join(outDir, 'archive-results.md'), `${lines.join('\n')}\n`)
    console.log(lines.join('\n'))
  } finally {
    if (archiveDir) rmSync(archiveDir, { recursive: true, force: true })
    if (dbUrl) await dropDatabase(dbName)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
