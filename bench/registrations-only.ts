// The registration rows of make bench (issue 52): 2,000 registrations, a 10,000-line statement matched while the
// cached list is under load, and 100 receipts.
// Usage: npx tsx bench/registrations-only.ts   (after make build)
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { log, outDir } from './common'
import { CACHED_LIST } from './during'
import { generator } from './load'
import { measureRegistrations, registrationRows } from './registrations'
import { startServer, withSeededDatabase } from './servers'

async function main() {
  await withSeededDatabase('registrations', async (dbUrl) => {
    const server = await startServer({ DATABASE_URL: dbUrl, TRUST_PROXY: '1' })
    try {
      const { figures } = await measureRegistrations(server, dbUrl, log)
      const lines = [
        `# registrations bench — ${new Date().toISOString()} (${generator}, 50 connections on ${CACHED_LIST}; the ratio is its answers per second during the work over those of 5 s before and 5 s after)`,
        '| target | verdict |',
        '|---|---|',
        ...registrationRows(figures),
      ]
      writeFileSync(join(outDir, 'registrations-results.md'), `${lines.join('\n')}\n`)
      console.log(lines.join('\n'))
    } finally {
      await server.stop()
    }
  })
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
