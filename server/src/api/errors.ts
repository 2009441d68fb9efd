import { z } from '@hono/zod-openapi'

/** An error with a status and a message a person can act on; app.onError turns it into our JSON shape. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`)

export const ErrorSchema = z
  .object({
    message: z.string().openapi({ example: 'heading: Heading is required.' }),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ example: [{ path: 'heading', message: 'Heading is required.' }] }),
  })
  .openapi('Error')

export type ErrorBody = z.infer<typeof ErrorSchema>

const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
})

/** Error responses, declared on every route that can give them so the typed client knows them. */
export const errorResponses = {
  400: json('The input is invalid; `issues` lists each field and what is wrong with it.'),
  401: json('The token is missing, invalid, expired or revoked.'),
  404: json('No item has this id.'),
  409: json('The item conflicts with one that exists.'),
  413: json('The request body or upload is too large.'),
  415: json('The content type or image type is not accepted.'),
  429: json('Too many attempts; try again later.'),
  503: json('The database is unavailable; try again shortly.'),
} as const

/** Postgres and driver error codes that mean "the database cannot be reached", not "bad query". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
])

export function isDatabaseUnavailable(err: unknown): boolean {
  let cur: unknown = err
  for (let depth = 0; cur && depth < 5; depth++) {
    const code = (cur as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (cur instanceof Error && /Database did not answer in time/.test(cur.message)) return true
    cur = (cur as { cause?: unknown }).cause
  }
  return false
}

/** The Postgres error code of a driver error wrapped by drizzle, if any. */
export function pgErrorCode(err: unknown): string | undefined {
  let cur: unknown = err
  for (let depth = 0; cur && depth < 5; depth++) {
    const code = (cur as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    cur = (cur as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * An internal failure's message fit for an answer: never an absolute path of this machine. A file-system error
 * (ENAMETOOLONG, EACCES…) is said by its code and description without the path Node appends; `folders` names the
 * server's folders (`{ [path]: 'the archive folder' }`) wherever else a message quotes them.
 */
export function messageWithoutPaths(err: unknown, folders: Record<string, string | undefined> = {}): string {
  if (!(err instanceof Error)) return 'an unexpected error'
  const { code, syscall } = err as NodeJS.ErrnoException
  let message = err.message
  // Node writes `CODE: description, syscall 'path'` (and ` -> 'dest'` for a rename).
  if (typeof code === 'string' && typeof syscall === 'string') {
    const at = message.indexOf(`, ${syscall} '`)
    if (at !== -1) message = message.slice(0, at)
  }
  // The longest first: a folder inside another is named as itself.
  const named = Object.entries(folders).sort(([a], [b]) => b.length - a.length)
  for (const [path, name] of named) if (path && name) message = message.replaceAll(path, name)
  return message
}
