// The mail rows of make bench (issue 51): 1,000 mails to a local SMTP sink, and a cached list while mail is sent.
// Usage: npx tsx bench/mail-only.ts   (after make build; BENCH_DURATION=10 seconds per side, as make bench)
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { log, outDir } from './common'
import { generator } from './load'
import { mailRows, measureMail } from './mail'
import { withSeededDatabase } from './servers'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = 3
const CONNECTIONS = 50

async function main() {
  await withSeededDatabase('mail', async (dbUrl) => {
    const figures = await measureMail(dbUrl, { seconds: DURATION, rounds: ROUNDS, connections: CONNECTIONS }, log)
    const lines = [
      `# mail bench — ${new Date().toISOString()} (${generator}, ${CONNECTIONS} connections, ${DURATION} s per side in ${ROUNDS} alternating rounds)`,
      '| target | verdict |',
      '|---|---|',
      ...mailRows(figures),
    ]
    writeFileSync(join(outDir, 'mail-results.md'), `${lines.join('\n')}\n`)
    console.log(lines.join('\n'))
  })
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
