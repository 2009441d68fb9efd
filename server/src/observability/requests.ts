import { randomUUID } from 'node:crypto'
import {
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type RequestListener,
  ServerResponse,
} from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { BoundedMap } from '../../../common/bounded-map'
import { type Logger, requestLineWriter } from './logger'
import type { SiteMetrics } from './metrics'

/**
 * Request logs and metrics, taken at the Node http level: cached public GETs are answered by the response cache
 * before Hono runs (site-server.ts), so a Hono middleware alone would never see the busiest requests.
 * Why this shape: docs/decisions/027-observability.md.
 */

/** An incoming X-Request-Id is kept only when it is this plain (it goes into logs and back into a header). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Per-response state, kept on the Node response itself (no closure per request: the fast path is hot). */
const ROUTE = Symbol('icnari.route')
const ID = Symbol('icnari.requestId')
const START = Symbol('icnari.start')
const FAST = Symbol('icnari.fast')
type Tagged = ServerResponse & { [ROUTE]?: string; [ID]: string; [START]: number; [FAST]: boolean }

/** The request id of a request handled by Hono on the Node server (the X-Request-Id it is answered with). */
export function requestIdOf(c: Context): string | undefined {
  return (c.env as { outgoing?: Partial<Tagged> } | undefined)?.outgoing?.[ID]
}

/**
 * Hono middleware (first on the app): records the template of the route that matched (`/api/speaker/get/:id`,
 * never the URL itself, so metrics labels stay few) for the Node-level observer.
 */
export const recordRouteTemplate: MiddlewareHandler = async (c, next) => {
  await next()
  const outgoing = (c.env as { outgoing?: Tagged } | undefined)?.outgoing
  if (outgoing) outgoing[ROUTE] = routeTemplateOf(c)
}

/** The first matched route that is not a middleware (`app.use` and `app.all` register as ALL). */
function routeTemplateOf(c: Context): string {
  const api = c.req.path.startsWith('/api/')
  for (const route of matchedRoutes(c)) {
    if (route.method === 'ALL') continue
    // The client's catch-all also matches unknown API paths, which the API's own 404 answers.
    if (route.path === '*' && api) break
    return route.path
  }
  return api ? '/api/*' : '*'
}

/**
 * Route template of an answer of a fast path, the same Hono gives for those routes. Only cacheable API routes are
 * ever cached (a list, or one item by id), so this is one of a handful of templates; a cached page is the client's
 * catch-all, as when Hono renders it.
 */
export function cachedRouteTemplate(url: string): string {
  if (!url.startsWith('/api/')) return '/*'
  // Fast answers are cached entries, so their URLs are few.
  return templates.getOrMake(url, templateOf, undefined)
}

/** cachedRouteTemplate's answers by URL: two regular expressions per answer were ~1.5% of a cached 304 (issue 35). */
const templates = new BoundedMap<string, string>(1000)

function templateOf(url: string): string {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  return path
    .replace(/\/(get|getMember)\/[^/]+$/, '/$1/:id')
    .replace(/^\/api\/(images|og-image|calendar)\/[^/]+$/, '/api/$1/:file')
}

export interface RequestObserverOptions {
  logger: Logger
  metrics?: SiteMetrics
  database?: DatabaseAvailability
}

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined

/**
 * Adds X-Request-Id to the headers given to writeHead. (res.setHeader beforehand would do too, but it sends every
 * writeHead down Node's slower merging path: ~7 µs more per cached answer, a third of what one costs.)
 */
function writeHeadWithId(this: Tagged, status: number, reasonOrHeaders?: string | Headers, maybeHeaders?: Headers) {
  const write = ServerResponse.prototype.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse
  const id = this[ID]
  // Answers Node gives before any listener ran (the 503 past maxRequestsPerSocket) have no id to send.
  if (!id) return write.call(this, status, reasonOrHeaders, maybeHeaders)
  if (typeof reasonOrHeaders === 'string') return write.call(this, status, reasonOrHeaders, withId(maybeHeaders, id))
  const headers = reasonOrHeaders
  if (Array.isArray(headers) && headers.length > 0 && !Array.isArray(headers[0])) {
    // Flat pairs (the fast paths' arrays, kept with each cached entry): the id is appended for this call only.
    // writeHead turns the pairs into header text before it returns, and nothing runs in between, so the
    // shared array is back as it was before anyone else sees it; copying it cost more than the rest of this.
    const length = headers.length
    ;(headers as string[]).push('X-Request-Id', id)
    try {
      return write.call(this, status, headers)
    } finally {
      headers.length = length
    }
  }
  return write.call(this, status, withId(headers, id))
}

function withId(headers: Headers, id: string): Headers {
  if (headers === undefined) return ['X-Request-Id', id]
  if (!Array.isArray(headers)) return { ...headers, 'X-Request-Id': id }
  // Raw pairs, flat ([name, value, …]) or nested ([[name, value], …]).
  return Array.isArray(headers[0]) ? [...headers, ['X-Request-Id', id] as never] : [...headers, 'X-Request-Id', id]
}

/**
 * The site server's responses (site-server.ts passes it to createServer): the observer's per-request fields and
 * the writeHead that adds X-Request-Id exist from construction, so every response keeps one shape. Set on a plain
 * ServerResponse afterwards (what observeRequests does for any other server), they gave each response four shape
 * changes and Node's http internals a second shape to handle on every answer (issue 35).
 */
export class ObservedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  [ROUTE]?: string = undefined;
  [ID] = '';
  [START] = 0;
  [FAST] = false
}
;(ObservedResponse.prototype as unknown as { writeHead: unknown }).writeHead = writeHeadWithId

/**
 * Wraps the site's request listener: gives every request an id (a sane incoming X-Request-Id, else a new UUID),
 * answers it as X-Request-Id, and when the response is done writes one log line and the request metrics.
 * 5xx answers are logged at error level, 429s at warn, the rest at info.
 */
export function observeRequests(listener: RequestListener, options: RequestObserverOptions): RequestListener {
  const { logger, metrics, database } = options
  const writeLine = requestLineWriter(logger)

  function done(this: Tagged) {
    const req = this.req
    const durationMs = performance.now() - this[START]
    // Closed before an answer went out (the client left, or a deadline cut the socket): 499, as nginx says.
    const status = this.headersSent ? this.statusCode : 499
    database?.noteAnswer(status)
    const level = status >= 500 ? 'error' : status === 429 ? 'warn' : 'info'
    const logged = logger.isLevelEnabled(level)
    if (!metrics && !logged) return
    // A fast answer that is a 404 (an archived edition's host asked for what it does not hold) is labelled as
    // Hono labels its own 404s: a scanner's made-up paths must not each become a metrics label.
    const route =
      this[ROUTE] ??
      (this[FAST]
        ? status === 404
          ? (req.url ?? '').startsWith('/api/')
            ? '/api/*'
            : '/*'
          : cachedRouteTemplate(req.url ?? '')
        : 'unmatched')
    const method = req.method ?? 'UNKNOWN'
    metrics?.observeRequest(method, route, status, durationMs / 1000)
    if (!logged) return
    const url = req.url ?? ''
    const q = url.indexOf('?')
    // The same JSON line as logger[level]({ requestId, method, path, route, status, durationMs, aborted? }, 'request'),
    // built from precomputed parts (logger.ts requestLineWriter).
    writeLine(level, {
      requestId: this[ID],
      method,
      // Without the query string: ours carry no secrets, but the path is what an operator searches by.
      path: q === -1 ? url : url.slice(0, q),
      route,
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      aborted: !this.writableFinished,
    })
  }

  return (req: IncomingMessage, response: ServerResponse) => {
    const res = response as Tagged
    res[START] = performance.now()
    const incoming = req.headers['x-request-id']
    res[ID] = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    res[FAST] = false
    if (!(res instanceof ObservedResponse)) res.writeHead = writeHeadWithId as unknown as Tagged['writeHead']
    res.on('close', done)
    listener(req, res)
    // Only the fast paths (cached lists and pages) answer synchronously, inside the listener call; Hono never does.
    if (res.writableEnded) res[FAST] = true
  }
}

/**
 * Database availability as an operator reads it: one error line when queries start failing because the
 * database cannot be reached, one warn line when it answers again, with how long it was away and how many
 * requests were answered 5xx meanwhile. Fed by openDatabase's `onAvailability` and by every answer.
 */
export class DatabaseAvailability {
  up = true
  /** Outages since start. */
  outages = 0
  /** Requests answered 5xx while the database was away, since start. */
  failedRequests = 0
  private since = 0
  private failedNow = 0

  constructor(private readonly logger: Logger) {}

  readonly changed = (available: boolean) => {
    if (!available && this.up) {
      this.up = false
      this.outages++
      this.since = Date.now()
      this.failedNow = 0
      this.logger.error(
        // The same instant as the recovery line's downSince (the log's own time is taken a moment later).
        { event: 'database_unavailable', downSince: new Date(this.since).toISOString() },
        'database unavailable: requests that need it are answered 503 until it is back',
      )
    } else if (available && !this.up) {
      this.up = true
      const downMs = Date.now() - this.since
      this.logger.warn(
        {
          event: 'database_recovered',
          downSince: new Date(this.since).toISOString(),
          downMs,
          failedRequests: this.failedNow,
        },
        `database available again after ${(downMs / 1000).toFixed(1)} s; ${this.failedNow} requests were answered 5xx meanwhile`,
      )
    }
  }

  noteAnswer(status: number) {
    if (!this.up && status >= 500) {
      this.failedNow++
      this.failedRequests++
    }
  }
}

/** Logs the response cache switching itself off (invalidations may not reach it) and back on. */
export function logCacheHealth(logger: Logger): (healthy: boolean) => void {
  let wasOff = false
  return (healthy) => {
    if (!healthy) {
      wasOff = true
      logger.warn(
        { event: 'response_cache_off' },
        'response cache off: invalidations from other instances may not reach us; answering from the database',
      )
    } else if (wasOff) {
      wasOff = false
      logger.warn({ event: 'response_cache_on' }, 'response cache on again')
    }
  }
}
