import { type Logger, pino } from 'pino'
import { BatchedLogSink, fdOutput } from './log-sink'

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

/**
 * The server's logger: one JSON object per line on stdout (or `destination`), level names as text, ISO times.
 * Lines are batched in one buffer (log-sink.ts) and written synchronously, a batch at a time, and on exit. The
 * request lines, one per request, are written by requestLineWriter below, the same JSON into the same buffer.
 */
export function createLogger(options: { level: LogLevel; destination?: { write(text: string): unknown } }): Logger {
  const destination = options.destination
  const sink = new BatchedLogSink(destination ? (bytes) => void destination.write(bytes.toString('utf8')) : fdOutput(1))
  return pino(
    {
      level: options.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: safeError },
    },
    sink,
  )
}

/** Hands the logger's pending lines to its destination now (a logger of createLogger's; others write at once). */
export function flushLog(logger: Logger): void {
  ;(logger as unknown as Record<symbol, { flush?: () => void }>)[pino.symbols.streamSym]?.flush?.()
}

/** The fields of a request line (lib/observability.ts), in the order they are written. */
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
 * Writes a request line exactly as `logger[level]({ requestId, method, path, route, status, durationMs, aborted? },
 * 'request')` would — `{"level":…,"time":…,"pid":…,"hostname":…,<fields>,"msg":"request"}` — straight to the
 * logger's destination, from parts worked out once: the level prefixes, the logger's bindings (pid, hostname),
 * each route's quoted text, and the ISO time of the current millisecond (pino formats it anew for every line).
 * What it skips of pino's per-line work is what a request line never needs: redaction (its fields are ours, none
 * can hold a secret), serializers and hooks. A request line was most of a cached answer's cost (issue 35);
 * every other line still goes through pino. Returns false when `level` is not enabled.
 */
export function requestLineWriter(logger: Logger): (level: 'info' | 'warn' | 'error', line: RequestLine) => boolean {
  // The logger's own destination: createLogger's batched sink, or whatever a logger made elsewhere writes to.
  const stream = (logger as unknown as Record<symbol, { write(s: string): unknown }>)[pino.symbols.streamSym]!
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? ''
  const prefix = {
    info: '{"level":"info","time":"',
    warn: '{"level":"warn","time":"',
    error: '{"level":"error","time":"',
  }
  // Methods, route templates and the paths of cached answers repeat: each is quoted once (a full memo starts again).
  const memo = new Map<string, string>()
  const quotedOnce = (text: string) => {
    let q = memo.get(text)
    if (q === undefined) {
      q = quoted(text)
      if (memo.size >= 2000) memo.clear()
      memo.set(text, q)
    }
    return q
  }
  let lastMs = -1
  let lastIso = ''
  return (level, line) => {
    if (!logger.isLevelEnabled(level)) return false
    const now = Date.now()
    if (now !== lastMs) {
      lastMs = now
      lastIso = new Date(now).toISOString()
    }
    stream.write(
      `${prefix[level]}${lastIso}"${bindings},"requestId":${quoted(line.requestId)},"method":${quotedOnce(line.method)},"path":${quotedOnce(line.path)},"route":${quotedOnce(line.route)},"status":${line.status},"durationMs":${line.durationMs}${line.aborted ? ',"aborted":true' : ''},"msg":"request"}\n`,
    )
    return true
  }
}
