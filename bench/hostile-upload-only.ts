// The hostile-upload row of make bench (issue 50): each hostile workbook sent to the CMT import of the built server
// while /api/healthz is probed. Usage: npx tsx bench/hostile-upload-only.ts   (after make build)
import { log } from './common'
import { HOSTILE_HEALTHZ_P99_MS, measureHostileUploads } from './hostile-upload'
import { withSeededServer } from './servers'

async function main() {
  await withSeededServer('hostile', async (server) => {
    const rows = await measureHostileUploads(server.url)
    console.log(
      `| file | bytes | status | import ms | healthz probes | p50 ms | p99 ms (target < ${HOSTILE_HEALTHZ_P99_MS}) |`,
    )
    console.log('|---|---|---|---|---|---|---|')
    for (const h of rows)
      console.log(
        `| ${h.file} | ${h.bytes} | ${h.status} | ${h.ms.toFixed(0)} | ${h.probes} | ${h.healthzP50.toFixed(1)} | ${h.healthzP99.toFixed(1)} |`,
      )
    log(
      `load average at the end: ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    )
  })
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
