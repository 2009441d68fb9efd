import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sleep } from '../../test/reliability/helpers'
import { BATCH_MS, createLogger, requestLineWriter } from './logger'

// The server's log on stdout (observability/logger.ts): lines reach the output in the order written, within BATCH_MS of being
// written, whole whatever their size or characters, and all of them when the process exits, even into a full pipe.

const serverDir = join(import.meta.dirname, '../..')

/** Runs `body` (TypeScript, with createLogger and requestLineWriter imported) in a child; its stdout is a pipe. */
function logInChild(body: string) {
  const dir = mkdtempSync(join(tmpdir(), 'log-output-'))
  const script = join(dir, 'child.ts')
  writeFileSync(
    script,
    `import { createLogger, requestLineWriter } from ${JSON.stringify(join(serverDir, 'src/observability/logger.ts'))}
${body}`,
  )
  return spawn(process.execPath, ['--import', 'tsx', script], { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] })
}

describe('the log on stdout', () => {
  it('hands a line to the output within BATCH_MS of its writing, while the process runs on', async () => {
    const child = logInChild(`const logger = createLogger({ level: 'info' })
logger.info('one')
logger.info('two')
setTimeout(() => process.exit(0), 4000)
`)
    let out = ''
    const arrived = new Promise<number>((resolve) => {
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        out += d
        if (out.includes('"msg":"two"')) resolve(performance.now())
      })
    })
    const exited = new Promise<number>((resolve) => child.on('close', () => resolve(performance.now())))
    const [lines, end] = await Promise.all([arrived, exited])
    // Written by the periodic flush, seconds before the exit would have written them.
    expect(end - lines).toBeGreaterThan(1000)
    expect(
      out
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).msg),
    ).toEqual(['one', 'two'])
    expect(BATCH_MS).toBeLessThanOrEqual(50)
  }, 30_000)

  it('keeps order and every byte across full batches, a line larger than a batch and non-ASCII text', async () => {
    const child = logInChild(`const logger = createLogger({ level: 'info' })
for (let i = 0; i < 3000; i++)
  logger.info(i === 1500 ? 'x'.repeat(200_000) : i % 7 === 0 ? i + ' café – 日本 \u{1F600}' : 'line ' + i)
process.exit(0)
`)
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d))
    await new Promise((resolve) => child.on('close', resolve))
    const msgs = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).msg as string)
    expect(msgs).toHaveLength(3000)
    const expected = msgs.map((_, i) =>
      i === 1500 ? 'x'.repeat(200_000) : i % 7 === 0 ? `${i} café – 日本 \u{1F600}` : `line ${i}`,
    )
    expect(msgs).toEqual(expected)
  }, 30_000)

  it("writes what is pending on pino's logger.flush(cb), then calls cb", async () => {
    const written: string[] = []
    const logger = createLogger({ level: 'info', destination: { write: (t) => written.push(t) } })
    logger.info('pending')
    await new Promise<void>((resolve) => logger.flush(() => resolve()))
    expect(written.join('')).toContain('"msg":"pending"')
  })

  it('writes the request lines of one turn of the event loop together, before the next turn', async () => {
    const writes: string[] = []
    const logger = createLogger({ level: 'info', destination: { write: (t) => writes.push(t) } })
    const writeLine = requestLineWriter(logger)
    for (const id of ['a', 'b', 'c'])
      writeLine('info', { requestId: id, method: 'GET', path: '/', route: '/*', status: 304, durationMs: 0.2 })
    expect(writes).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toHaveLength(1)
    expect(
      writes[0]!
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).requestId),
    ).toEqual(['a', 'b', 'c'])
  })

  it("keeps the order of pino's lines and request lines written between them", () => {
    const { batches } = { batches: [] as string[] }
    const logger = createLogger({ level: 'info', destination: { write: (t) => batches.push(t) } })
    const writeLine = requestLineWriter(logger)
    logger.info('first')
    writeLine('info', { requestId: 'r1', method: 'GET', path: '/', route: '/*', status: 200, durationMs: 1 })
    logger.warn('third')
    ;(logger as unknown as { flush(): void }).flush()
    const msgs = batches
      .join('')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { msg: string; requestId?: string }).requestId ?? JSON.parse(l).msg)
    expect(msgs).toEqual(['first', 'r1', 'third'])
  })

  it('writes every pending line on exit, into a non-blocking pipe whose reader is slow', async () => {
    // A child logs 20,000 request lines (~4 MB, far more than a pipe holds) and exits at once; its stdout is a pipe
    // made non-blocking (Node does so once process.stdout is used), read here only after a pause.
    const child = logInChild(`process.stdout // makes the pipe non-blocking
const logger = createLogger({ level: 'info' })
const write = requestLineWriter(logger)
logger.info('start')
for (let i = 0; i < 20000; i++)
  write('info', { requestId: 'id-' + i, method: 'GET', path: '/api/speaker/all', route: '/api/speaker/all', status: 200, durationMs: 0.4 })
logger.info('end')
process.exit(0)
`)
    child.stdout.pause()
    await sleep(1500)
    let out = ''
    let err = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d))
    child.stdout.resume()
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(err).toBe('')
    expect(code).toBe(0)
    const records = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string; requestId?: string })
    expect(records).toHaveLength(20002)
    expect(records[0]!.msg).toBe('start')
    expect(records.at(-1)!.msg).toBe('end')
    expect(records.slice(1, -1).every((r, i) => r.requestId === `id-${i}`)).toBe(true)
  }, 30_000)
})
