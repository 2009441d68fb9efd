// The baseline: a bare node:http server answering the same bytes from memory (bench/baseline-fixtures.mjs).
// Usage: node baseline-server.mjs <port> <fixtures.json>
import { createServer } from 'node:http'
import { answerFixture, readFixtures } from './baseline-fixtures.mjs'

const [port, file] = process.argv.slice(2)
const fixtures = readFixtures(file)
createServer((req, res) => answerFixture(fixtures, req, res)).listen(Number(port), '127.0.0.1', () =>
  process.send?.('ready'),
)
