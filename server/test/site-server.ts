import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

// Test set-up for the site's real HTTP server (site-server.ts: the Node fast path, then Hono) on 127.0.0.1.

/** Starts listening on a free 127.0.0.1 port and answers the server's base URL. */
export async function listenLocal(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Closes a server and its kept-alive connections. */
export async function closeServer(server: Server | undefined): Promise<void> {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
}

/**
 * One server for the calling test file: made by `make` in beforeAll (after useTestApp's), listening on a free
 * port, closed in afterAll. The fields are set once beforeAll has run.
 */
export function useSiteServer(make: () => Promise<Server>): { server: Server; base: string; port: number } {
  const site = {} as { server: Server; base: string; port: number }
  beforeAll(async () => {
    site.server = await make()
    site.base = await listenLocal(site.server)
    site.port = (site.server.address() as AddressInfo).port
  })
  afterAll(() => closeServer(site.server))
  return site
}

/** Besides its CSP, the security policy a 304 keeps of its 200 (cache/headers.ts), on either fast path. */
export const SECURITY_FIELDS_OF_A_304 = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

/** Raw HTTP GET: the path goes on the wire exactly as written, and the body comes back as sent (not decompressed). */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}
