import type { MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress'

const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

/**
 * hono/compress, with `Vary: Accept-Encoding` written on the answer's own headers before it looks. Left to itself
 * it adds Vary with `c.header()` after the handler, which rebuilds every compressible answer, even one sent
 * uncompressed, as a full fetch Response with a body stream (see apiCors in cors.ts; decision 010).
 */
export function apiCompress(): MiddlewareHandler {
  const compressor = compress()
  return (c, next) =>
    compressor(c, async () => {
      await next()
      const type = c.res.headers.get('Content-Type')
      if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return
      const vary = c.res.headers.get('Vary')
      if (vary === '*' || (vary && VARIES_BY_ENCODING.test(vary))) return
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    })
}
