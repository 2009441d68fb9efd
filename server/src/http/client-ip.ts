import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { forwardedEntries } from './public-url'

/**
 * The client's address. Behind `hops` proxies we control, it is the X-Forwarded-For entry `hops` from the right:
 * each proxy appends the address it saw, so entries further left were written by the client and prove nothing.
 */
export function clientIpOf(c: Context, hops: number): string {
  if (hops > 0) {
    const entries = forwardedEntries(c.req.header('x-forwarded-for'))
    // Fewer entries than proxies: the request did not come through them all, so only the socket is trustworthy.
    const forwarded = entries.length >= hops ? entries[entries.length - hops] : undefined
    if (forwarded) return forwarded.slice(0, 64)
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
