import { createLogger, flushLog, type LogLevel } from '../src/observability/logger'
import { sleep } from './reliability/helpers'

// The server's logger writing into an array instead of stdout, for tests that read its lines.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LogRecord = Record<string, any>

/** A logger writing into an array (what pino would write to stdout), and its lines parsed. */
export function capturedLogger(level: LogLevel) {
  const lines: string[] = []
  // One write carries a batch of lines (pino's destination, observability/logger.ts); reading them hands over the pending batch first.
  const write = (chunk: string) => {
    for (const line of chunk.split('\n')) if (line !== '') lines.push(`${line}\n`)
  }
  const logger = createLogger({ level, destination: { write } })
  return {
    logger,
    get lines() {
      flushLog(logger)
      return lines
    },
    records: () => {
      flushLog(logger)
      return lines.map((l) => JSON.parse(l) as LogRecord)
    },
  }
}

/** Waits (at most 2 s) for the log line of a request: it is written when the response closes. */
export async function lineOf(records: () => LogRecord[], requestId: string): Promise<LogRecord> {
  for (let i = 0; i < 200; i++) {
    const found = records().find((r) => r.requestId === requestId && r.msg === 'request')
    if (found) return found
    await sleep(10)
  }
  throw new Error(`no log line for request ${requestId}`)
}
