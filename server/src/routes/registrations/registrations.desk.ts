import { encryptSecret, type SecretKey, tryDecryptSecret } from '../../auth/secret-key'
import type { Database } from '../../db/client'
import { type QueuedMail, queueMail } from '../../mail/outbox'
import { formatAmount } from './registrations.fees'
import type { RegistrationRow } from './registrations.queries'
import * as queries from './registrations.queries'

// The desk's state changes shared by the organisers' actions and the bank statement's matches: each updates the
// row, appends to its history and queues its mail in the caller's transaction.

/** Where the registrant's links point and how their token is sealed. */
export interface LinkContext {
  origin: string
  secretKey: SecretKey
}

// The registration's id is bound to its sealed token: a token copied onto another row does not open.
export const sealId = (id: string) => `registration:${id}`

export function sealToken(link: LinkContext, id: string, token: string): string {
  return encryptSecret(link.secretKey, sealId(id), token)
}

export const pageUrl = (link: LinkContext, token: string) => `${link.origin}/registration/${token}`

/**
 * The link to the registrant's page for a mail. A token sealed with another server key cannot be read: a new one
 * is issued then (the old link stops working, the mail carries the new one).
 */
export async function currentLink(tx: Database, link: LinkContext, row: RegistrationRow): Promise<string> {
  const token = tryDecryptSecret(link.secretKey, sealId(row.id), row.tokenSealed)
  if (token) return pageUrl(link, token)
  return pageUrl(link, await renewToken(tx, link, row.id))
}

/** A new token for the registrant's page; the old one no longer opens it. */
export async function renewToken(tx: Database, link: LinkContext, id: string): Promise<string> {
  const { token, hash } = queries.newToken()
  await queries.update(tx, id, { tokenHash: hash, tokenSealed: sealToken(link, id, token) })
  return token
}

export const money = (currency: string, amount: number) =>
  `${currency} ${formatAmount(amount, currency as 'INR' | 'USD')}`

export interface DeskActor {
  /** The admin's name, or "bank statement". */
  by: string
}

/** Confirms the payment: the next receipt number, status `confirmed`, and the mail `payment-confirmed`. */
export async function confirmRegistration(
  tx: Database,
  row: RegistrationRow,
  actor: DeskActor,
  options: { note?: string; acronym: string; link: LinkContext },
): Promise<RegistrationRow> {
  const receiptNumber = await queries.nextReceiptNumber(tx)
  const updated = await queries.update(tx, row.id, {
    status: 'confirmed',
    receiptNumber,
    confirmedAt: new Date(),
    // A ticket once: confirming again (after a correction) keeps the QR already sent.
    ticket: row.ticket ?? queries.newTicket(),
    reason: null,
    history: queries.historyPush({
      at: new Date().toISOString(),
      by: actor.by,
      action: 'confirmed',
      ...(options.note ? { note: options.note } : {}),
    }),
  })
  if (updated.email)
    await queueMail(
      tx,
      paymentConfirmedMail(updated, updated.email, {
        receipt: queries.receiptLabel(options.acronym, receiptNumber),
        link: await currentLink(tx, options.link, updated),
        checkIn: queries.ticketUrl(options.link.origin, updated.ticket!),
      }),
    )
  return updated
}

/** The `payment-confirmed` mail to `to`: one confirmation (confirmRegistration) or a statement's (desk-bulk). */
export function paymentConfirmedMail(
  row: Pick<RegistrationRow, 'name' | 'code' | 'currency' | 'totalMinor' | 'utr'>,
  to: string,
  values: { receipt: string; link: string; checkIn: string },
): QueuedMail {
  return {
    template: 'payment-confirmed',
    to,
    values: {
      name: row.name,
      code: row.code,
      amount: money(row.currency, row.totalMinor / 100),
      utr: row.utr ?? '—',
      ...values,
    },
  }
}

/** Marks the payment as needing attention, with the reason mailed to the registrant (`payment-needs-attention`). */
export async function markNeedsAttention(
  tx: Database,
  row: RegistrationRow,
  actor: DeskActor,
  options: { reason: string; link: LinkContext },
): Promise<RegistrationRow> {
  const updated = await queries.update(tx, row.id, {
    status: 'needs-attention',
    reason: options.reason,
    history: queries.historyPush({
      at: new Date().toISOString(),
      by: actor.by,
      action: 'needs-attention',
      note: options.reason,
    }),
  })
  if (updated.email)
    await queueMail(tx, {
      template: 'payment-needs-attention',
      to: updated.email,
      values: {
        name: updated.name,
        code: updated.code,
        reason: options.reason,
        link: await currentLink(tx, options.link, updated),
      },
    })
  return updated
}
