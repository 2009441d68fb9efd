import { hostname } from 'node:os'
import { type Logger, pino } from 'pino'
import { BoundedMap } from '../../../common/bounded-map'

export type { Logger }

/** LOG_LEVEL values: `silent` logs nothing; each other level logs itself and everything more severe. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * Redaction is a second line of defence: nothing logs headers or bodies today, but an object logged by mistake
 * must not carry a password, a token or a contact message (its `message` field is the body itself, so whole
 * bodies and contact objects are censored, never the `message` of an error).
 */
const REDACT = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'authorization',
  'headers.authorization',
  'headers.token',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  'body',
  '*.body',
  'contact',
  '*.contact',
]

/** Error fields an operator needs, and nothing a query carried (drizzle repeats every parameter in its message). */
export function safeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err
  const describe = (e: Error) => {
    const q = e as Error & { query?: unknown; params?: unknown }
    return typeof q.query === 'string' && 'params' in q ? `Failed query: ${q.query}` : e.message
  }
  const out: Record<string, unknown> = {
    type: err.name,
    message: describe(err),
    // Frames only: the first line of a stack repeats the message.
    stack: err.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  }
  const code = (err as { code?: unknown }).code
  if (typeof code === 'string') out.code = code
  let cause = err.cause
  const causes: Record<string, unknown>[] = []
  for (let depth = 0; cause instanceof Error && depth < 3; depth++, cause = cause.cause) {
    const c = cause as Error & { code?: unknown }
    causes.push({ type: c.name, message: describe(c), ...(typeof c.code === 'string' ? { code: c.code } : {}) })
  }
  if (causes.length) out.causes = causes
  return out
}

/** Where a logger of createLogger's writes: requestLineWriter and flushLog reach it through public means only. */
interface LogDestination {
  write(text: string): unknown
  flushSync?: () => void
  flush?: (cb?: (err?: Error) => void) => void
}
/** Each logger's destination (request lines first, then pino's) and its request lines not yet written. */
interface Output {
  destination: LogDestination
  pending: PendingRequestLines
}
const outputs = new WeakMap<Logger, Output>()

/** A batch goes out once it holds this much, or BATCH_MS after it started (sonic-boom's own options). */
const BATCH_BYTES = 32 * 1024
/** The longest a line waits before it is written. */
export const BATCH_MS = 10

/**
 * Standard output as pino's own destination (sonic-boom) is configured for a busy server: writes gathered into
 * batches (`minLength`, `periodicFlush`) and made synchronously, as Node writes its stdout to files and pipes, so
 * no line outlives its batch in memory; a full non-blocking pipe is waited for, not dropped (`retryEAGAIN`). What
 * is pending is written on exit. Why these options and not a sink of our own: docs/decisions/028.
 * Lines go in as Buffers (`contentMode: 'buffer'`): given strings, sonic-boom measures the whole pending batch's
 * UTF-8 length again on every write (a 32 KB batch: ~4 µs per line here, against ~0.9 as Buffers; decision 038).
 */
function stdoutDestination(): LogDestination {
  const stream = pino.destination({
    dest: 1,
    sync: true,
    minLength: BATCH_BYTES,
    maxWrite: 4 * BATCH_BYTES,
    periodicFlush: BATCH_MS,
    retryEAGAIN: () => true,
    contentMode: 'buffer',
  })
  return {
    write: (text: string) => stream.write(Buffer.from(text) as unknown as string),
    flushSync: () => stream.flushSync(),
    flush: (cb) => stream.flush(cb),
  }
}

/**
 * The server's logger: one JSON object per line on stdout (or `destination`, written at once), level names as
 * text, ISO times. The request lines, one per request, are written by requestLineWriter below into the same
 * destination, so the log keeps the order lines were written in.
 */
export function createLogger(options: { level: LogLevel; destination?: LogDestination }): Logger {
  const destination = options.destination ?? stdoutDestination()
  // pino's default base, given here so that the request lines can write the same fields.
  const base = { pid: process.pid, hostname: hostname() }
  const pending = new PendingRequestLines(destination, `,${JSON.stringify(base).slice(1, -1)}`)
  // Request lines still gathered go out before any line of pino's, and before a flush: the log keeps its order.
  const ordered: LogDestination = {
    write: (text) => {
      pending.drain()
      return destination.write(text)
    },
    flushSync: () => {
      pending.drain()
      destination.flushSync?.()
    },
    flush: (cb) => {
      pending.drain()
      if (destination.flush) destination.flush(cb)
      else cb?.()
    },
  }
  // What is pending is written on exit (stdout only: a destination given by a caller is its to close).
  if (!options.destination) process.once('exit', () => ordered.flushSync!())
  const logger = pino(
    {
      level: options.level,
      base,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: safeError },
    },
    ordered,
  )
  outputs.set(logger, { destination: ordered, pending })
  return logger
}

/** Hands the logger's pending lines to its destination now (a logger of createLogger's; others write at once). */
export function flushLog(logger: Logger): void {
  outputs.get(logger)?.destination.flushSync?.()
}

/** The levels a request line is written at (observability/requests.ts: 5xx error, 429 warn, the rest info). */
type RequestLevel = 'info' | 'warn' | 'error'

/** The fields of a request line (observability/requests.ts), in the order they are written. */
export interface RequestLine {
  requestId: string
  method: string
  path: string
  route: string
  status: number
  durationMs: number
  aborted?: boolean
}

/** Text quoted as JSON: as it is when plain (ids, methods, most paths), else as JSON.stringify quotes it. */
const quoted = (s: string) => (plainJsonText(s) ? `"${s}"` : JSON.stringify(s))

/**
 * Whether `s` can go between JSON quotes as it is: printable ASCII without `"` and `\`. A loop, because the request
 * id is new on every line and a regular expression's call cost more than the 36 characters it checks (issue 35).
 */
function plainJsonText(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return false
  }
  return true
}

/**
 * Request lines gathered during one turn of the event loop and written together right after it (setImmediate), or
 * sooner when pino writes a line of its own or the log is flushed. Formatted one after the other and handed to
 * the destination as one write, they cost a cached answer about half of what one line formatted and written inside
 * each answer did (decision 049): the formatting runs warm, and pino's destination gets one Buffer per turn, not
 * one per answer. A line is written in the same turn of the event loop as its answer, so it is never held longer
 * than sonic-boom's own batch holds it.
 */
class PendingRequestLines {
  private readonly levels: RequestLevel[] = []
  private readonly lines: RequestLine[] = []
  private scheduled = false
  private lastMs = -1
  private lastIso = ''
  /** Methods, route templates and the paths of cached answers repeat: each is quoted once. */
  private readonly memo = new BoundedMap<string, string>(2000)
  private readonly drainSoon = () => {
    this.scheduled = false
    this.drain()
  }

  constructor(
    private readonly destination: LogDestination,
    /** The fields pino writes after the time: `,"pid":…,"hostname":…`. */
    private readonly bindings: string,
  ) {}

  add(level: RequestLevel, line: RequestLine): void {
    this.levels.push(level)
    this.lines.push(line)
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(this.drainSoon)
    }
  }

  /** Writes every gathered line now, in the order they came. */
  drain(): void {
    const count = this.lines.length
    if (count === 0) return
    const now = Date.now()
    if (now !== this.lastMs) {
      this.lastMs = now
      this.lastIso = new Date(now).toISOString()
    }
    let text = ''
    for (let i = 0; i < count; i++) text += this.format(this.levels[i]!, this.lines[i]!)
    this.levels.length = 0
    this.lines.length = 0
    this.destination.write(text)
  }

  private quotedOnce(text: string): string {
    return this.memo.getOrMake(text, quoted, undefined)
  }

  private format(level: RequestLevel, line: RequestLine): string {
    return `{"level":"${level}","time":"${this.lastIso}"${this.bindings},"requestId":${quoted(line.requestId)},"method":${this.quotedOnce(line.method)},"path":${this.quotedOnce(line.path)},"route":${this.quotedOnce(line.route)},"status":${line.status},"durationMs":${line.durationMs}${line.aborted ? ',"aborted":true' : ''},"msg":"request"}\n`
  }
}

/**
 * Writes a request line exactly as `logger[level]({ requestId, method, path, route, status, durationMs, aborted? },
 * 'request')` would — `{"level":…,"time":…,"pid":…,"hostname":…,<fields>,"msg":"request"}` — into the logger's
 * destination, gathered with the other request lines of the same turn of the event loop (PendingRequestLines).
 * What it skips of pino's per-line work is what a request line never needs: redaction (its fields are ours, none
 * can hold a secret), serializers and hooks. A request line was most of a cached answer's cost (issue 35); every
 * other line still goes through pino. Returns false when `level` is not enabled.
 */
export function requestLineWriter(logger: Logger): (level: RequestLevel, line: RequestLine) => boolean {
  const output = outputs.get(logger)
  // A logger made elsewhere: its own lines, through pino.
  if (!output)
    return (level, line) => {
      if (!logger.isLevelEnabled(level)) return false
      logger[level](line, 'request')
      return true
    }
  const pending = output.pending
  return (level, line) => {
    if (!logger.isLevelEnabled(level)) return false
    pending.add(level, line)
    return true
  }
}
