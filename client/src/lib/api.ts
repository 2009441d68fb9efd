import type { paths } from '@openapi/schema'
import createClient, { type Middleware } from 'openapi-fetch'
import { clearSession, getToken, SESSION_EXPIRED_EVENT } from './session'

/** The origin of API calls made during a server render (never sent anywhere: the server answers them itself). */
export const SSR_API_BASE = 'http://server-render.invalid/api'

let serverFetch: ((request: Request) => Promise<Response>) | undefined

/** Server rendering only (entry-server.tsx): where the page's API calls go. */
export function setServerFetch(fetchApi: (request: Request) => Promise<Response>): void {
  serverFetch = fetchApi
}

/**
 * The API base URL: `/api` on the same origin, or VITE_API_BASE_URL when the API is hosted apart. A server render
 * answers its calls in-process (setServerFetch); its Request still needs an absolute URL.
 */
export const API_BASE_URL: string = import.meta.env.SSR ? SSR_API_BASE : (import.meta.env.VITE_API_BASE_URL ?? '/api')

/** GETs that need the token wherever they are made. */
const ADMIN_READS = ['/contact', '/user/me']

const authMiddleware: Middleware = {
  onRequest({ request }) {
    // A server render is public: it never sends a token.
    if (import.meta.env.SSR) return request
    // Writes and admin pages send the token; public pages never do (the public committee page sends none).
    const fromAdminPage = window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/')
    const needsToken = request.method !== 'GET' || fromAdminPage || ADMIN_READS.some((p) => request.url.endsWith(p))
    if (!needsToken || request.headers.has('token')) return request
    // Only now: the first localStorage read of a page can take tens of milliseconds (the browser loads it from
    // disk), and public reads, which start as the page loads, never need it.
    const token = getToken()
    if (token) request.headers.set('token', token)
    return request
  },
  onResponse({ request, response }) {
    if (import.meta.env.SSR) return response
    // A stored token the server refuses (expired, revoked): forget it and send the admin to /login. Only when it is
    // still the stored one: a late answer for the token of a session already left must not end the next login's.
    const sent = request.headers.get('token')
    if (response.status === 401 && sent && sent === getToken() && !request.url.endsWith('/user/login')) {
      clearSession()
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT))
    }
    return response
  },
}

/** The only way the client talks to the API: typed by openapi/schema.d.ts, generated from the server's routes. */
export const api = createClient<paths>({
  baseUrl: API_BASE_URL,
  // Looked up per call: a test may swap globalThis.fetch, and a server render answers calls itself.
  fetch: (request) => (import.meta.env.SSR && serverFetch ? serverFetch(request) : globalThis.fetch(request)),
})
api.use(authMiddleware)

export interface ApiErrorBody {
  message: string
  issues?: { path: string; message: string }[]
}

/** An API error with the server's message; thrown by query functions so React Query sees a failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`)
  }
}

/** Unwraps an openapi-fetch result: the data, or an ApiError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    throw new ApiError(result.response.status, result.error as ApiErrorBody | undefined)
  }
  return result.data
}
