import { type DestinationStream, type Logger, pino } from 'pino'

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
 * Writes are asynchronous (buffered by sonic-boom, flushed on exit). The request lines, one per request, are
 * written by requestLineWriter below, the same JSON through the same destination.
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  const batch: RequestLineBatch = { pending: [], chars: 0, scheduled: false, stream: undefined }
  const logger = pino(
    {
      level: options.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: safeError },
      // Request lines still waiting in the batch go out first, in front of this line: the order of lines is kept.
      hooks: {
        streamWrite: (line) => {
          if (batch.pending.length === 0) return line
          batch.pending.push(line)
          return takeLines(batch)
        },
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  )
  batch.stream = (logger as unknown as Record<symbol, RequestLineBatch['stream']>)[pino.symbols.streamSym]
  batches.set(logger, batch)
  liveBatches.add(new WeakRef(batch))
  return logger
}

/**
 * Request lines of one logger not yet handed to its destination: they are handed over once per turn of the event
 * loop at most (see BATCH_CHARS and BATCH_MS), as one string joined from the lines (a flat string: a string grown
 * by `+=` is a rope that each write had to flatten first). sonic-boom measures the byte length of its whole pending buffer on every
 * write, so a write per line cost more as the buffer grew (~7% of a cached 304 under load, issue 35).
 */
interface RequestLineBatch {
  pending: string[]
  chars: number
  scheduled: boolean
  stream: { write(s: string): unknown; flushSync?: () => void } | undefined
}

const batches = new WeakMap<Logger, RequestLineBatch>()
const liveBatches = new Set<WeakRef<RequestLineBatch>>()
/** Past this many characters (sonic-boom's largest write) a batch is handed over at once, */
const BATCH_CHARS = 16 * 1024
/** else this long after its first line. */
const BATCH_MS = 10

function takeLines(batch: RequestLineBatch): string {
  const text = batch.pending.join('')
  batch.pending = []
  batch.chars = 0
  return text
}

function flushBatch(batch: RequestLineBatch) {
  batch.scheduled = false
  if (batch.pending.length === 0) return
  batch.stream?.write(takeLines(batch))
}

// On exit (pino's own exit handler has flushed its destination already), what is still batched is written
// synchronously, so no request line is lost when the server stops.
process.once('exit', () => {
  for (const ref of liveBatches) {
    const batch = ref.deref()
    if (!batch || batch.pending.length === 0) continue
    flushBatch(batch)
    try {
      batch.stream?.flushSync?.()
    } catch {
      /* a destination that cannot flush now: nothing more to do */
    }
  }
})

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

/** Text that can go between JSON quotes as it is (printable ASCII without `"` and `\`): ids, methods, most paths. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/
const quoted = (s: string) => (PLAIN.test(s) ? `"${s}"` : JSON.stringify(s))

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
  const stream = (logger as unknown as Record<symbol, { write(s: string): unknown }>)[pino.symbols.streamSym]!
  // A logger made elsewhere (not by createLogger) gets its lines written one by one.
  const batch: RequestLineBatch = batches.get(logger) ?? { pending: [], chars: 0, scheduled: false, stream }
  const direct = !batches.has(logger)
  const flush = () => flushBatch(batch)
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
    const text = `${prefix[level]}${lastIso}"${bindings},"requestId":${quoted(line.requestId)},"method":${quotedOnce(line.method)},"path":${quotedOnce(line.path)},"route":${quotedOnce(line.route)},"status":${line.status},"durationMs":${line.durationMs}${line.aborted ? ',"aborted":true' : ''},"msg":"request"}\n`
    if (direct) {
      stream.write(text)
      return true
    }
    batch.pending.push(text)
    batch.chars += text.length
    if (batch.chars >= BATCH_CHARS) flush()
    else if (!batch.scheduled) {
      batch.scheduled = true
      setTimeout(flush, BATCH_MS).unref()
    }
    return true
  }
}
