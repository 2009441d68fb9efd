// The certificate rows of make bench (issue 53 item 5): 1,000 certificates issued while the cached list is under
// load, and one PDF on demand. The 1,000 registrations are made through the API and confirmed by hand first.
// Usage: npx tsx bench/certificates-only.ts   (after make build)
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CERTIFICATES, certificateRows, confirmAll, measureCertificates } from './certificates'
import { log, outDir } from './common'
import { CACHED_LIST } from './during'
import { generator } from './load'
import { seedRegistrations } from './registrations'
import { startServer, withSeededDatabase } from './servers'

async function main() {
  await withSeededDatabase('certificates', async (dbUrl) => {
    const server = await startServer({ DATABASE_URL: dbUrl, TRUST_PROXY: '1' })
    try {
      const registered = await seedRegistrations(server.url, dbUrl, CERTIFICATES)
      await confirmAll(server.url, registered)
      log(`certificates: ${registered.length} registrations made and confirmed`)
      const figures = await measureCertificates(server, registered, log)
      const lines = [
        `# certificates bench — ${new Date().toISOString()} (${generator}, 50 connections on ${CACHED_LIST}; the ratio is its answers per second during the work over those of 5 s before and 5 s after)`,
        '| target | verdict |',
        '|---|---|',
        ...certificateRows(figures),
      ]
      writeFileSync(join(outDir, 'certificates-results.md'), `${lines.join('\n')}\n`)
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
