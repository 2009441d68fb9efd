import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { Hono } from 'hono'
import type { ArchiveSite } from './archive/reader'
import type { ResponseCache } from './cache/response-cache'
import { closeAfterEarlyAnswer } from './http/early-refusal'
import { closeKeptAliveOnlyWhenIdle } from './http/keep-alive'
import { securityHeaderPairs } from './http/security-headers'
import { isProbe, markHostChecked, type SiteOrigin } from './http/site-origin'
import { answerStored } from './http/stored-answer'
import { ObservedResponse } from './observability/requests'
import type { PageRenderer } from './pages/renderer'

/**
 * How long a client may take, and how many may be connected: Node's defaults let a slow client hold a socket for
 * minutes (headers cut after ~83 s, bodies after ~5 min) and accept any number of sockets.
 */
export interface ServerLimits {
  /** Time to send the request line and headers. */
  headersTimeoutMs: number
  /** Time to send the whole request (headers and body), for every route but the image upload. */
  requestTimeoutMs: number
  /** The same for the uploads (`POST /api/user/image`, `/api/papers/import`): megabytes on a slow link. */
  uploadTimeoutMs: number
  /** How long an idle keep-alive connection stays open; below the proxy's own client keep-alive (nginx: 75 s). */
  keepAliveTimeoutMs: number
  /** Sockets open at once; further ones are closed as they arrive. */
  maxConnections: number
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  uploadTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1024,
}

const isUpload = (req: IncomingMessage) =>
  req.method === 'POST' && /^\/api\/(?:user\/image|papers\/import)(?:$|\?)/.test(req.url ?? '')
const TIMEOUT_BODY = JSON.stringify({ message: 'The request took too long to arrive. Please try again.' })
const TIMEOUT_ANSWER =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\n\r\n${TIMEOUT_BODY}`

/**
 * Node enforces one request timeout for every route; the upload's is the longer one, so every other request with a
 * body gets the shorter deadline here. A body still arriving then gets 408 and its connection is closed (what Node
 * itself does at its own deadline), so nothing reads half a request.
 */
function enforceRequestDeadline(req: IncomingMessage, res: ServerResponse, limits: ServerLimits) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.complete || isUpload(req)) return
  const timer = setTimeout(() => {
    if (req.complete || res.writableEnded) return
    const socket = req.socket
    if (!res.headersSent && socket.writable) socket.end(TIMEOUT_ANSWER)
    setTimeout(() => socket.destroy(), 1000).unref()
  }, limits.requestTimeoutMs)
  timer.unref()
  const clear = () => clearTimeout(timer)
  req.once('end', clear)
  res.once('close', clear)
}

/**
 * The HTTP server of the site: stored answers (cached lists, rendered pages, archived files) are answered straight
 * from Node (http/stored-answer.ts: the fast path; lists are read far more than anything else, in spikes),
 * everything else goes through the Hono app.
 */
export async function createSiteServer(options: {
  app: Pick<Hono, 'fetch'>
  responseCache?: ResponseCache
  /** Rendered pages, answered on the same fast path when cached. */
  pages?: Pick<PageRenderer, 'storedAnswerFor'>
  hostname?: string
  limits?: Partial<ServerLimits>
  /** Wraps the request listener, fast path included: request ids, logs and metrics (observability/requests.ts). */
  observe?: (listener: RequestListener) => RequestListener
  /** The hosts this site answers: any other gets 421 before the fast paths (http/site-origin.ts). */
  siteOrigin?: Pick<SiteOrigin, 'allows' | 'misdirectedMessage'>
  /** Past editions: a request for an archived edition's host is answered from its folder, and by nothing else. */
  archives?: Pick<ArchiveSite, 'hostOf' | 'answerFor'>
}): Promise<Server> {
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits }
  const fixedHeaders = await securityHeaderPairs()
  const siteOrigin = options.siteOrigin
  // The host is checked here, once: the app does not check it again for a request this listener passes on.
  const fetch = options.app.fetch
  const handleWithHono = getRequestListener(
    siteOrigin ? (request, env) => fetch(request, markHostChecked(env)) : fetch,
    { hostname: options.hostname },
  )
  const cache = options.responseCache
  const observe = options.observe ?? ((listener: RequestListener) => listener)
  const misdirected = (res: ServerResponse) => {
    const body = JSON.stringify({ message: siteOrigin!.misdirectedMessage() })
    res
      .writeHead(421, [
        ...fixedHeaders,
        'Content-Type',
        'application/json; charset=utf-8',
        'Cache-Control',
        'no-store',
        'Content-Length',
        String(Buffer.byteLength(body)),
      ])
      .end(body)
  }
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: Math.max(limits.uploadTimeoutMs, limits.requestTimeoutMs, limits.headersTimeoutMs + 1),
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks those deadlines every 30 s by default: a 10 s header timeout would really be up to 40 s.
      connectionsCheckingInterval: 1000,
      // Responses with the observer's fields from the start (one shape for all: observability/requests.ts).
      ...(options.observe ? { ServerResponse: ObservedResponse } : {}),
    },
    observe((req, res) => {
      const archive = options.archives?.hostOf(req.headers.host)
      if (archive) {
        const answer = options.archives!.answerFor(archive, req)
        return typeof answer === 'function' ? answer(res) : answerStored(req, res, answer)
      }
      if (
        siteOrigin &&
        !siteOrigin.allows((name) => req.headers[name] as string | undefined, req.socket.localPort) &&
        !isProbe(req.url?.split('?')[0] ?? '')
      )
        return misdirected(res)
      const stored = cache?.storedAnswerFor(req, fixedHeaders) ?? options.pages?.storedAnswerFor(req, fixedHeaders)
      if (stored) return answerStored(req, res, stored)
      enforceRequestDeadline(req, res, limits)
      closeAfterEarlyAnswer(req, res)
      void handleWithHono(req, res)
    }),
  )
  server.maxConnections = limits.maxConnections
  closeKeptAliveOnlyWhenIdle(server)
  return server
}
