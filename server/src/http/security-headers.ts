import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The service worker (/sw.js) and the web app manifest are this origin's files (issue 34): said explicitly, not
  // left to fall back on script-src and default-src.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ['https://www.openstreetmap.org', 'https://www.google.com', 'https://maps.google.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

/** The security headers every response carries (CSP, HSTS, nosniff, frame and referrer policies, ...). */
export const siteSecureHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none' (Hono's default SAMEORIGIN would contradict it for older browsers).
    xFrameOptions: 'DENY',
  })

/**
 * The same headers as flat `[name, value, ...]` pairs, worked out once by running the middleware itself,
 * so the Node-level fast path (site-server.ts) can never drift from what Hono sends.
 */
export async function securityHeaderPairs(): Promise<string[]> {
  const probe = new Hono().use('*', siteSecureHeaders()).get('*', (c) => c.body(null, 204))
  const res = await probe.request('/')
  const pairs: string[] = []
  res.headers.forEach((value, name) => {
    pairs.push(name, value)
  })
  return pairs
}
