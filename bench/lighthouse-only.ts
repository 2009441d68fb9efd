// The Lighthouse rows of make bench alone (issue 35 item 3), ~5 minutes: seeds the bench's data into a fresh
// database, starts the server as make start runs it and runs Lighthouse on the three pages and on their no-JS copies.
// Usage: npx tsx bench/lighthouse-only.ts   (after make build; LIGHTHOUSE_RUNS=5 runs per page, as make bench)
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { clientWeight } from './client-weight'
import { outDir } from './common'
import { lighthouseLines, measureLighthouse } from './lighthouse-pages'
import { withSeededServer } from './servers'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)

async function main() {
  await withSeededServer('lighthouse', async (server) => {
    const load = loadavg()[0]!.toFixed(1)
    const weight = await clientWeight(server.url)
    const figures = await measureLighthouse(server.url, RUNS)
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
    const lines = [
      `# Lighthouse bench — ${new Date().toISOString()} (load average ${load} at the start, ${loadavg()[0]!.toFixed(1)} at the end)`,
      `JavaScript loaded (gzip -9): ${Object.entries(weight.pages)
        .map(([route, w]) => `${route} ${kb(w.js)}`)
        .join(', ')}`,
      '',
      ...lighthouseLines(figures, RUNS),
    ]
    writeFileSync(join(outDir, 'lighthouse-results.md'), `${lines.join('\n')}\n`)
    console.log(lines.join('\n'))
  })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
