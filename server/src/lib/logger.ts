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
 * Writes are asynchronous (buffered by sonic-boom, flushed on exit) so a request line costs the request
 * almost nothing.
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: safeError },
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  )
}
