// Preload for bench/in-process-cost.ts: the bare baseline of bench/baseline-server.mjs, started inside the site's own
// process on IN_PROCESS_BASELINE_PORT, so the site's per-request work can be told from what its process costs (a
// larger heap, the whole app loaded). Reads its fixtures (IN_PROCESS_BASELINE_FIXTURES) at the first request: the
// bench writes them from the site's answers once the site is up.
import { createServer } from 'node:http'
import { answerFixture, readFixtures } from './baseline-fixtures.mjs'

const port = process.env.IN_PROCESS_BASELINE_PORT
if (port && process.argv[1]?.endsWith('index.js')) {
  let fixtures
  createServer((req, res) => {
    fixtures ??= readFixtures(process.env.IN_PROCESS_BASELINE_FIXTURES)
    answerFixture(fixtures, req, res)
  }).listen(Number(port), '127.0.0.1')
}
