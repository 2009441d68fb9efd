import { sql } from 'drizzle-orm'
import { tryDecryptSecret } from '../../auth/secret-key'
import type { Database } from '../../db/client'
import { jsonParam } from '../../db/json-rows'
import { runPacedBatches } from '../../jobs/paced-batches'
import { type QueuedMail, queueMails } from '../../mail/outbox'
import { type LinkContext, pageUrl, paymentConfirmedMail, sealId, sealToken } from './registrations.desk'
import type { RegistrationRow } from './registrations.queries'
import * as queries from './registrations.queries'

// The desk's confirmations and needs-attention marks for many registrations at once (a bank statement's matches):
// what confirmRegistration and markNeedsAttention do for one, in one UPDATE and one outbox INSERT per batch.

/** Registrations per UPDATE. */
export const DESK_BATCH = 200

/**
 * How a statement's writes are paced (jobs/paced-batches.ts): batches take at most a fifth of the wall time, and the
 * requests waiting meanwhile go first. A 10,000-line import then keeps the cached answers at 0.83–0.92 of quiet in
 * 6–7 s (issue 52: ≥ 0.8, < 10 s); at half the time it took 3 s at 0.73–0.76, at a quarter 5 s at 0.75–0.86.
 */
export const DESK_PACE = { size: DESK_BATCH, share: 0.2 }

interface Change {
  row: RegistrationRow
  /** The history entry's note (confirmations) or the reason (needs attention). */
  note: string
}

/** The page link of each row; a token sealed with another key is renewed (its new hash and seal are returned). */
function linksOf(link: LinkContext, rows: RegistrationRow[]) {
  return rows.map((row) => {
    const token = tryDecryptSecret(link.secretKey, sealId(row.id), row.tokenSealed)
    if (token) return { url: pageUrl(link, token), tokenHash: null, tokenSealed: null }
    const fresh = queries.newToken()
    return {
      url: pageUrl(link, fresh.token),
      tokenHash: fresh.hash,
      tokenSealed: sealToken(link, row.id, fresh.token),
    }
  })
}

const history = (by: string, action: string, note: string) => [{ at: new Date().toISOString(), by, action, note }]

/**
 * Confirms the rows in order, DESK_BATCH per statement, with the next receipt numbers of the edition's series (one
 * lock for the whole series: consecutive, no gaps, no twins), and queues their `payment-confirmed` mails per batch.
 */
export async function confirmRegistrations(
  tx: Database,
  changes: Change[],
  options: { by: string; acronym: string; link: LinkContext },
) {
  if (changes.length === 0) return
  let receipt = (await queries.nextReceiptNumber(tx)) - 1
  await runPacedBatches(changes, DESK_PACE, async (batch) => {
    const links = linksOf(
      options.link,
      batch.map((c) => c.row),
    )
    const confirmedAt = new Date()
    const values = batch.map(({ row, note }, i) => ({
      row,
      receipt: ++receipt,
      // A ticket once: confirming again (after a correction) keeps the QR already sent.
      ticket: row.ticket ?? queries.newTicket(),
      entry: history(options.by, 'confirmed', note),
      link: links[i]!,
    }))
    await tx.execute(sql`
      update registrations r set
        status = 'confirmed', receipt_number = v.receipt, confirmed_at = ${confirmedAt.toISOString()}::timestamptz,
        ticket = v.ticket, reason = null, history = r.history || v.entry,
        token_hash = coalesce(v.token_hash, r.token_hash), token_sealed = coalesce(v.token_sealed, r.token_sealed),
        updated_at = now()
      from jsonb_to_recordset(${jsonParam(
        values.map((v) => ({
          id: v.row.id,
          receipt: v.receipt,
          ticket: v.ticket,
          entry: v.entry,
          token_hash: v.link.tokenHash,
          token_sealed: v.link.tokenSealed,
        })),
      )}) as v(id uuid, receipt int, ticket text, entry jsonb, token_hash text, token_sealed text)
      where r.id = v.id`)
    await queueMails(
      tx,
      values.flatMap(({ row, receipt, ticket, link }): QueuedMail[] =>
        row.email
          ? [
              paymentConfirmedMail(row, row.email, {
                receipt: queries.receiptLabel(options.acronym, receipt),
                link: link.url,
                checkIn: queries.ticketUrl(options.link.origin, ticket),
              }),
            ]
          : [],
      ),
    )
  })
}

/** Marks the rows as needing attention with their reasons, DESK_BATCH per statement, and queues their mails. */
export async function markManyNeedAttention(
  tx: Database,
  changes: Change[],
  options: { by: string; link: LinkContext },
) {
  await runPacedBatches(changes, DESK_PACE, async (batch) => {
    const links = linksOf(
      options.link,
      batch.map((c) => c.row),
    )
    await tx.execute(sql`
      update registrations r set
        status = 'needs-attention', reason = v.reason, history = r.history || v.entry,
        token_hash = coalesce(v.token_hash, r.token_hash), token_sealed = coalesce(v.token_sealed, r.token_sealed),
        updated_at = now()
      from jsonb_to_recordset(${jsonParam(
        batch.map(({ row, note }, i) => ({
          id: row.id,
          reason: note,
          entry: history(options.by, 'needs-attention', note),
          token_hash: links[i]!.tokenHash,
          token_sealed: links[i]!.tokenSealed,
        })),
      )}) as v(id uuid, reason text, entry jsonb, token_hash text, token_sealed text)
      where r.id = v.id`)
    await queueMails(
      tx,
      batch.flatMap(({ row, note }, i): QueuedMail[] =>
        row.email
          ? [
              {
                template: 'payment-needs-attention',
                to: row.email,
                values: { name: row.name, code: row.code, reason: note, link: links[i]!.url },
              },
            ]
          : [],
      ),
    )
  })
}
