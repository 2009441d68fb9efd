import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { DatabaseHandle } from '../db/client'
import type { Logger } from '../observability/logger'
import { requestIdOf } from '../observability/requests'
import { HttpError, isDatabaseUnavailable, pgErrorCode } from './errors'

const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again shortly.'

/** Turns anything thrown into our JSON error shape: no stack traces, no SQL. */
export function errorHandler(logErrors: boolean, database?: DatabaseHandle, logger?: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof HttpError) {
      if (err.status === 503) c.header('Retry-After', '5')
      return c.json({ message: err.message, ...(err.issues ? { issues: err.issues } : {}) }, err.status)
    }
    if (err instanceof HTTPException) {
      const status = err.status
      const message =
        status === 400 && /json/i.test(err.message)
          ? 'The request body is not valid JSON.'
          : status === 413
            ? 'The request body is too large.'
            : status === 415
              ? 'Unsupported content type: send the body as JSON (Content-Type: application/json).'
              : err.message || 'The request could not be handled.'
      return c.json({ message }, status)
    }
    if (isDatabaseUnavailable(err)) {
      database?.reportUnavailable()
      c.header('Retry-After', '5')
      return c.json({ message: DATABASE_UNAVAILABLE }, 503)
    }
    // Postgres "data exception" (class 22): input it cannot store, e.g. a NUL character (\u0000) in a text.
    if (pgErrorCode(err)?.startsWith('22')) {
      return c.json(
        { message: 'The input contains a character or value that cannot be stored (such as a NUL character).' },
        400,
      )
    }
    if (logErrors && logger)
      logger.error({ err, requestId: requestIdOf(c), method: c.req.method, path: c.req.path }, 'unhandled error')
    else if (logErrors) console.error('Unhandled error', c.req.method, c.req.path, err)
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500)
  }
}

/**
 * No request waits long for a database that is gone: a request still running after `afterMs` pings the database;
 * if the ping fails with a connection error, the request gets 503 at once (its work is abandoned; a write is one
 * statement or one transaction, so it lands whole or not at all). A slow ping only means a busy server: the
 * request carries on, as does any slow request on a healthy database.
 */
export function databaseDeadline(database: DatabaseHandle, afterMs = 1000): MiddlewareHandler {
  return async (_c, next) => {
    let timer: NodeJS.Timeout | undefined
    const unavailable = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        database.ping(10_000).catch((err: unknown) => {
          if (isDatabaseUnavailable(err) && !/did not answer in time/.test(String((err as Error)?.message)))
            reject(new HttpError(503, DATABASE_UNAVAILABLE))
        })
      }, afterMs)
    })
    unavailable.catch(() => {}) // it may reject after the request has finished anyway
    try {
      await Promise.race([next(), unavailable])
    } finally {
      clearTimeout(timer)
    }
  }
}
