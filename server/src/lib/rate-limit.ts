import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm'
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

/** How long a reservation of an attempt in flight counts (far longer than any one attempt takes). */
const RESERVATION_MS = 60_000
const pendingBucket = (limit: Limit) => `${limit.bucket}:pending`

/**
 * Reserves one attempt under every (limit, key) at once, unless one of them already has `max` events counting
 * the attempts still in flight (their reservations). Runs under per-key advisory locks, so a parallel burst cannot
 * slip past the limit: without it, 20 parallel wrong passwords all passed the "fewer than 5 failures" check.
 * Answers undefined when limited, else a function that drops the reservations once the attempt is over
 * (the attempt's outcome, e.g. a failure, is recorded separately with recordEvent).
 */
export async function reserveAttempt(
  db: Database,
  entries: [Limit, string][],
): Promise<(() => Promise<void>) | undefined> {
  const sorted = [...entries].sort(([a, ka], [b, kb]) => `${a.bucket}:${ka}`.localeCompare(`${b.bucket}:${kb}`))
  const ids = await db.transaction(async (tx) => {
    for (const [limit, key] of sorted) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${limit.bucket}:${key}`}))`)
    }
    const reserved: string[] = []
    for (const [limit, key] of sorted) {
      const inFlightSince = new Date(Date.now() - RESERVATION_MS)
      const [pending] = await tx
        .select({ n: count() })
        .from(rateLimitEvents)
        .where(
          and(
            eq(rateLimitEvents.bucket, pendingBucket(limit)),
            eq(rateLimitEvents.key, key),
            gt(rateLimitEvents.at, inFlightSince),
          ),
        )
      if ((await countEvents(tx, limit, key)) + (pending?.n ?? 0) >= limit.max) return undefined
    }
    for (const [limit, key] of sorted) {
      const [row] = await tx
        .insert(rateLimitEvents)
        .values({ bucket: pendingBucket(limit), key })
        .returning({ id: rateLimitEvents.id })
      reserved.push(row!.id)
    }
    return reserved
  })
  if (!ids) return undefined
  return async () => {
    await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids))
  }
}
