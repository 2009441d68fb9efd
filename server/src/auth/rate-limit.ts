import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimitEvents } from '../db/schema'

export interface Limit {
  bucket: string
  max: number
  windowMs: number
}

export const LIMITS = {
  /**
   * Failed logins (wrong passwords or codes) for one e-mail from one address: the 6th in 15 minutes is refused. Per
   * pair, so a stranger's failures never refuse the owner, who comes from another address.
   */
  loginPerEmailAndIp: { bucket: 'login:email+ip', max: 5, windowMs: 15 * 60_000 },
  /** Failed logins from one address, whatever the e-mail. */
  loginPerIp: { bucket: 'login:ip', max: 10, windowMs: 15 * 60_000 },
  /**
   * Failed logins for one e-mail from anywhere: never refused (that would let anyone lock an admin out), but each
   * attempt beyond LOGIN_PACING.free waits longer (loginDelayMs).
   */
  loginPerEmail: { bucket: 'login:email', max: Number.POSITIVE_INFINITY, windowMs: 15 * 60_000 },
  contactPerIp: { bucket: 'contact:ip', max: 10, windowMs: 60 * 60_000 },
  /** Public certificate look-ups (JSON, PDF, verify page) from one address: enough for people, not for guessing. */
  certificateLookupPerIp: { bucket: 'certificate:ip', max: 60, windowMs: 60_000 },
  /** Registrations (and repeated ones) from one address (issue 52). */
  registrationPerIp: { bucket: 'registration:ip', max: 10, windowMs: 60 * 60_000 },
  /** Requests for a registrant's link again, from one address. */
  registrationLinkPerIp: { bucket: 'registration-link:ip', max: 10, windowMs: 60 * 60_000 },
  /** Link mails to one address (keyed by a hash of it): a stranger cannot fill a registrant's inbox. */
  registrationLinkPerEmail: { bucket: 'registration-link:email', max: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

/** The per-e-mail pacing: attempts beyond `free` failures wait `firstMs`, doubling each time, at most `maxMs`. */
export const LOGIN_PACING = { free: 5, firstMs: 250, maxMs: 3000 }

/** How long an attempt waits when its e-mail has `failures` failures (and attempts in flight) in the window. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_PACING.free) return 0
  const doublings = Math.min(failures - LOGIN_PACING.free, 16)
  return Math.min(LOGIN_PACING.maxMs, LOGIN_PACING.firstMs * 2 ** doublings)
}

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

export interface Reservation {
  /** Drops the reservations once the attempt is over (its outcome, e.g. a failure, is recorded with recordEvent). */
  release: () => Promise<void>
  /** Per entry, in the order given: its events in the window plus the attempts in flight before this one. */
  counts: number[]
}

/**
 * Reserves one attempt under every (limit, key) at once, unless one of them already has `max` events counting
 * the attempts still in flight (their reservations). Runs under per-key advisory locks, so a parallel burst cannot
 * slip past the limit: without it, 20 parallel wrong passwords all passed the "fewer than 5 failures" check.
 * Answers undefined when limited. A limit whose `max` is infinite never refuses: its count (in `counts`) is what
 * the caller paces by, and parallel attempts see it grow too.
 */
export async function reserveAttempt(db: Database, entries: [Limit, string][]): Promise<Reservation | undefined> {
  const order = entries.map((_, i) => i)
  const name = (i: number) => `${entries[i]![0].bucket}:${entries[i]![1]}`
  order.sort((a, b) => name(a).localeCompare(name(b)))
  const result = await db.transaction(async (tx) => {
    for (const i of order) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name(i)}))`)
    const counts: number[] = entries.map(() => 0)
    for (const i of order) {
      const [limit, key] = entries[i]!
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
      counts[i] = (await countEvents(tx, limit, key)) + (pending?.n ?? 0)
      if (counts[i]! >= limit.max) return undefined
    }
    const reserved: string[] = []
    for (const i of order) {
      const [limit, key] = entries[i]!
      const [row] = await tx
        .insert(rateLimitEvents)
        .values({ bucket: pendingBucket(limit), key })
        .returning({ id: rateLimitEvents.id })
      reserved.push(row!.id)
    }
    return { reserved, counts }
  })
  if (!result) return undefined
  return {
    counts: result.counts,
    release: async () => {
      await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, result.reserved))
    },
  }
}
