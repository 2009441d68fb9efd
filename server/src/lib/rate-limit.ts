import { and, count, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimitEvents } from '../db/schema'

export interface Limit {
  bucket: string
  max: number
  windowMs: number
}

export const LIMITS = {
  loginPerEmail: { bucket: 'login:email', max: 5, windowMs: 15 * 60_000 },
  loginPerIp: { bucket: 'login:ip', max: 10, windowMs: 15 * 60_000 },
  contactPerIp: { bucket: 'contact:ip', max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

/** How many events `key` has in the limit's window (kept in Postgres, so every instance sees the same count). */
export async function countEvents(db: Database, limit: Limit, key: string): Promise<number> {
  const since = new Date(Date.now() - limit.windowMs)
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)))
  return row?.n ?? 0
}

export async function isLimited(db: Database, limit: Limit, key: string): Promise<boolean> {
  return (await countEvents(db, limit, key)) >= limit.max
}

export async function recordEvent(db: Database, limit: Limit, key: string): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket: limit.bucket, key })
}

/** Drops events older than every window; called now and then so the table stays small. */
export async function pruneEvents(db: Database): Promise<void> {
  const longest = Math.max(...Object.values(LIMITS).map((l) => l.windowMs))
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, new Date(Date.now() - longest)))
}
