import { and, count, eq, inArray, lte, min, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { type MailStatus, mailOutbox } from '../db/schema'

// The worker's queries on the outbox. Every change of a mail in flight names its claim (`claimed_at`, kept to the
// millisecond so that JavaScript's Date compares equal): a worker whose lease was taken back changes nothing.

export type MailRow = typeof mailOutbox.$inferSelect

export interface AttemptEntry {
  at: string
  result: 'sent' | 'retrying' | 'failed' | 'lost'
  code: number | null
  message: string
}

const DUE: MailStatus[] = ['queued', 'retrying']
const RATE_LOCK = 727_205_1

/** The moment of a claim, to the millisecond. */
const claimNow = sql`date_trunc('milliseconds', clock_timestamp())`

/**
 * Claims the oldest due mail (FOR UPDATE SKIP LOCKED: two workers never get the same one) and marks it `sending`.
 * With a rate per minute, claims across all instances are counted under one advisory lock; when the minute's
 * budget is spent it answers how long to wait instead.
 */
export async function claimMail(
  db: Database,
  ratePerMinute: number,
): Promise<{ mail: MailRow } | { waitMs: number } | undefined> {
  const claim = async (tx: Database) => {
    const due = tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, DUE), lte(mailOutbox.nextAttemptAt, sql`clock_timestamp()`)))
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.createdAt)
      .limit(1)
      .for('update', { skipLocked: true })
    const [mail] = await tx
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: claimNow, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning()
    return mail ? { mail } : undefined
  }
  if (ratePerMinute <= 0) return claim(db)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LOCK})`)
    const [window] = await tx
      .select({ n: count(), oldest: min(mailOutbox.claimedAt) })
      .from(mailOutbox)
      .where(sql`${mailOutbox.claimedAt} > clock_timestamp() - interval '1 minute'`)
    if ((window?.n ?? 0) >= ratePerMinute && window?.oldest) {
      return { waitMs: Math.max(50, new Date(window.oldest).getTime() + 60_000 - Date.now()) }
    }
    return claim(tx)
  })
}

const logEntry = (entry: AttemptEntry) => sql`${mailOutbox.attemptLog} || ${JSON.stringify([entry])}::jsonb`

/** Records an attempt's end; false when the claim was no longer ours (its lease was taken back). */
export async function finishAttempt(
  db: Database,
  mail: Pick<MailRow, 'id' | 'claimedAt'>,
  change: { status: 'sent' | 'retrying' | 'failed'; nextAttemptAt?: Date; entry: AttemptEntry },
): Promise<boolean> {
  const { entry } = change
  const rows = await db
    .update(mailOutbox)
    .set({
      status: change.status,
      ...(change.nextAttemptAt ? { nextAttemptAt: change.nextAttemptAt } : {}),
      sentAt: change.status === 'sent' ? new Date(entry.at) : null,
      lastError: change.status === 'sent' ? null : { code: entry.code, message: entry.message },
      attemptLog: logEntry(entry),
    })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.claimedAt, mail.claimedAt!)))
    .returning({ id: mailOutbox.id })
  return rows.length > 0
}

export const LOST_MESSAGE = 'The worker sending it stopped before it could record the result (lease expired).'

/** Mails left `sending` longer than the lease (their worker died) go back to `retrying`, due now. */
export async function recoverExpiredLeases(db: Database, leaseMs: number): Promise<MailRow[]> {
  const at = new Date().toISOString()
  return db
    .update(mailOutbox)
    .set({
      status: 'retrying',
      nextAttemptAt: sql`clock_timestamp()`,
      lastError: { code: null, message: LOST_MESSAGE },
      attemptLog: logEntry({ at, result: 'lost', code: null, message: LOST_MESSAGE }),
    })
    .where(
      and(
        eq(mailOutbox.status, 'sending'),
        sql`${mailOutbox.claimedAt} < clock_timestamp() - make_interval(secs => ${leaseMs / 1000})`,
      ),
    )
    .returning()
}

/** When the worker has something to do next: the earliest due mail or lease to expire (undefined: nothing). */
export async function nextWorkAt(db: Database, leaseMs: number): Promise<number | undefined> {
  const [due] = await db
    .select({ at: min(mailOutbox.nextAttemptAt) })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, DUE))
  const [lease] = await db
    .select({ at: min(mailOutbox.claimedAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'sending'))
  const times = [due?.at, lease?.at && new Date(new Date(lease.at).getTime() + leaseMs + 10)]
    .filter((t): t is Date => Boolean(t))
    .map((t) => new Date(t).getTime())
  return times.length ? Math.min(...times) : undefined
}

/** How many mails are in each status (the `mail_outbox` gauge, the dashboard). */
export async function countByStatus(db: Database): Promise<Record<MailStatus, number>> {
  const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status)
  const counts = Object.fromEntries(mailOutbox.status.enumValues.map((s) => [s, 0])) as Record<MailStatus, number>
  for (const row of rows) counts[row.status] = row.n
  return counts
}
