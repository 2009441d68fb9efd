import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../api/create-router'
import { HttpError, notFound, pgErrorCode } from '../../api/errors'
import * as certificateQueries from '../certificates/certificates.queries'
import { isKnownUtrShape, normaliseUtr, UNKNOWN_UTR_SHAPE } from './registrations.checks'
import { linkContext, loadContext } from './registrations.context'
import { money } from './registrations.desk'
import { toMinor } from './registrations.fees'
import { payToOf } from './registrations.public'
import * as queries from './registrations.queries'
import { renderReceipt } from './registrations.receipt'
import type * as routes from './registrations.routes'

// The registrant's own page (issue 52 item 4): everything is found by the page's token, never by the code.

const NOT_FOUND = 'Registration not found: check the link, or ask for a new one with your e-mail address.'
const notFoundByToken = () => new HttpError(404, NOT_FOUND)

/** Answers of the registrant's page carry personal data: no cache keeps them, no link leaks the token. */
function privateAnswer(c: Parameters<RouteHandler<typeof routes.getOwnRegistration, AppEnv>>[0]) {
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  c.header('X-Robots-Tag', 'noindex')
}

async function viewOf(db: Parameters<typeof queries.paperRefsOf>[0], row: queries.RegistrationRow, acronym: string) {
  return queries.toRegistration(row, await queries.paperRefsOf(db, [row]), acronym)
}

export const getOwnRegistration: RouteHandler<typeof routes.getOwnRegistration, AppEnv> = async (c) => {
  privateAnswer(c)
  const db = c.get('db')
  const row = await queries.byToken(db, c.req.valid('param').token)
  if (!row) throw notFoundByToken()
  const ctx = await loadContext(db, c.get('now')())
  const ticket =
    row.status === 'confirmed' && row.ticket
      ? { ticket: row.ticket, url: queries.ticketUrl(linkContext(c).origin, row.ticket) }
      : null
  const certificates = (await certificateQueries.ofRegistration(db, row.id)).map(certificateQueries.toOwnCertificate)
  return c.json(
    { registration: await viewOf(db, row, ctx.acronym), payTo: payToOf(ctx, row), ticket, certificates },
    200,
  )
}

const CLAIMABLE = ['awaiting-payment', 'payment-claimed', 'needs-attention']

export const claimPayment: RouteHandler<typeof routes.claimPayment, AppEnv> = async (c) => {
  privateAnswer(c)
  const { token } = c.req.valid('param')
  const body = c.req.valid('json')
  const db = c.get('db')
  const utr = normaliseUtr(body.utr)
  if (!/^[A-Z0-9]{6,35}$/.test(utr)) {
    const message = 'UTR must be 6 to 35 letters and digits (spaces and hyphens are ignored).'
    throw new HttpError(400, `utr: ${message}`, [{ path: 'utr', message }])
  }
  const ctx = await loadContext(db, c.get('now')())
  const warnings: string[] = []
  if (!isKnownUtrShape(utr)) warnings.push(UNKNOWN_UTR_SHAPE)
  let row: queries.RegistrationRow
  try {
    row = await db.transaction(async (tx) => {
      const current = await queries.lockByToken(tx, token)
      if (!current) throw notFoundByToken()
      if (!CLAIMABLE.includes(current.status))
        throw new HttpError(409, `This registration is ${current.status}: a payment can no longer be entered.`)
      const others = (await queries.activeByUtr(tx, utr)).filter((r) => r.id !== current.id)
      if (others.length > 0) throw utrTaken()
      const paidMinor = toMinor(body.amount)
      if (paidMinor !== current.totalMinor)
        warnings.push(
          `The amount differs from the fee due (${money(current.currency, current.totalMinor / 100)}): the organisers will check it.`,
        )
      return queries.update(tx, current.id, {
        status: 'payment-claimed',
        utr,
        paidMinor,
        paidOn: body.paidOn,
        payerName: body.payerName,
        claimedAt: new Date(),
        history: queries.historyPush({ at: new Date().toISOString(), by: 'registrant', action: 'payment-claimed' }),
      })
    })
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw utrTaken()
    throw err
  }
  return c.json(
    {
      message: 'Thank you: your payment is recorded. We confirm it when it shows in the bank statement.',
      registration: await viewOf(db, row, ctx.acronym),
      warnings,
    },
    201,
  )
}

const utrTaken = () =>
  new HttpError(409, 'This UTR is already entered for another registration: please check it against your bank app.', [
    { path: 'utr', message: 'This UTR is already entered for another registration.' },
  ])

export const withdrawRegistration: RouteHandler<typeof routes.withdrawRegistration, AppEnv> = async (c) => {
  privateAnswer(c)
  const { token } = c.req.valid('param')
  const db = c.get('db')
  const ctx = await loadContext(db, c.get('now')())
  const row = await db.transaction(async (tx) => {
    const current = await queries.lockByToken(tx, token)
    if (!current) throw notFoundByToken()
    if (!CLAIMABLE.includes(current.status))
      throw new HttpError(409, `This registration is ${current.status}: it can no longer be withdrawn here.`)
    return queries.update(tx, current.id, {
      status: 'withdrawn',
      ...queries.ERASED_FIELDS,
      name: 'Withdrawn registrant',
      institution: '—',
      designation: null,
      erasedAt: new Date(),
      history: queries.historyPush({ at: new Date().toISOString(), by: 'registrant', action: 'withdrawn' }),
    })
  })
  return c.json(
    {
      message: 'Your registration is withdrawn and your personal data erased.',
      registration: await viewOf(db, row, ctx.acronym),
    },
    200,
  )
}

export const ownReceipt: RouteHandler<typeof routes.ownReceipt, AppEnv> = async (c) => {
  privateAnswer(c)
  const db = c.get('db')
  const row = await queries.byToken(db, c.req.valid('param').token)
  if (row?.status !== 'confirmed' || row.receiptNumber === null)
    throw notFound('Receipt (it is issued once the payment is confirmed)')
  const ctx = await loadContext(db, c.get('now')())
  const pdf = await renderReceipt(ctx.settings, row)
  c.header('Content-Disposition', `inline; filename="receipt-${row.code}.pdf"`)
  return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf' })
}
