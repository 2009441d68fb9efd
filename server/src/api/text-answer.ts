import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { etagMatches } from '../http/content-negotiation'

/**
 * A public text answer built per request (the calendar and news feeds): its ETag is a hash of the body, so a
 * client polling with If-None-Match gets a 304 without the body whenever nothing changed.
 */
export function textAnswer(c: Context, body: string, headers: Record<string, string>): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const all = { ...headers, ETag: etag, Vary: 'Accept-Encoding' }
  if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers: all })
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers: all })
}
