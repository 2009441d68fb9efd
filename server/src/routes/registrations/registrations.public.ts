import { createHash } from 'node:crypto'
import type { RouteHandler } from '@hono/zod-openapi'
import { inArray, sql } from 'drizzle-orm'
import type { AppEnv } from '../../api/create-router'
import { HttpError, pgErrorCode } from '../../api/errors'
import { isLimited, LIMITS, recordEvent } from '../../auth/rate-limit'
import type { Database } from '../../db/client'
import { papers, registrations } from '../../db/schema'
import { queueMail } from '../../mail/outbox'
import type { EventSettings } from '../settings/settings.schemas'
import { linkContext, loadContext, PRIVACY_NOTICE, type RegistrationContext } from './registrations.context'
import { type LinkContext, money, pageUrl, renewToken, sealToken } from './registrations.desk'
import { accompanyingFeeOf, categoriesOf, computeFee, type Fee, FeeProblem, toMinor } from './registrations.fees'
import * as queries from './registrations.queries'
import type * as routes from './registrations.routes'
import type { RegistrationInput } from './registrations.schemas'

export const REGISTRATION_CLOSED = 'Registration is closed.'
const TOO_MANY = 'Too many registrations from your address. Please try again in an hour.'

export const registrationForm: RouteHandler<typeof routes.registrationForm, AppEnv> = async (c) => {
  const ctx = await loadContext(c.get('db'), c.get('now')())
  const categories = categoriesOf(ctx.rows, ctx.tier).map((row) => {
    const fee = computeFee(ctx.rows, { category: row.key, papers: 1, accompanying: 0 }, ctx.tier, 0)
    let additionalPaperFee: number | null = null
    try {
      const two = computeFee(ctx.rows, { category: row.key, papers: 2, accompanying: 0 }, ctx.tier, 0)
      additionalPaperFee = two.total - fee.total
    } catch {}
    return { key: row.key, label: row.category, currency: row.currency, fee: fee.total, additionalPaperFee }
  })
  const note = ctx.settings.registration.note
  return c.json(
    {
      open: ctx.open,
      closesOn: ctx.closesOn,
      tier: ctx.tier,
      categories,
      accompanyingFee: accompanyingFeeOf(ctx.rows, ctx.tier),
      privacyNotice: `${PRIVACY_NOTICE} Kept for ${ctx.settings.registration.retentionDays} days after the conference's last day.`,
      ...(note ? { note } : {}),
    },
    200,
  )
}

/** The fee of a registration body, or a 400 naming the field the table has no fee for. */
function feeOf(ctx: RegistrationContext, body: Pick<RegistrationInput, 'category' | 'paperIds' | 'accompanying'>): Fee {
  try {
    return computeFee(
      ctx.rows,
      { category: body.category, papers: body.paperIds.length, accompanying: body.accompanying },
      ctx.tier,
      ctx.settings.registration.gstPercent,
    )
  } catch (err) {
    if (err instanceof FeeProblem)
      throw new HttpError(400, `${err.path}: ${err.message}`, [{ path: err.path, message: err.message }])
    throw err
  }
}

export const quoteRegistration: RouteHandler<typeof routes.quoteRegistration, AppEnv> = async (c) => {
  const ctx = await loadContext(c.get('db'), c.get('now')())
  return c.json({ fee: feeOf(ctx, c.req.valid('json')) }, 200)
}

export async function checkPapers(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  const found = await db.select({ id: papers.id }).from(papers).where(inArray(papers.id, ids))
  const missing = ids.filter((id) => !found.some((p) => p.id === id))
  if (missing.length > 0) {
    const message = `No paper of the site has the id ${missing.join(', ')}: choose your papers from the list.`
    throw new HttpError(400, `paperIds: ${message}`, [{ path: 'paperIds', message }])
  }
}

/** How to pay, as the mail and the registrant's page give it. */
export function payToOf(
  ctx: RegistrationContext,
  row: Pick<queries.RegistrationRow, 'code' | 'currency' | 'totalMinor'>,
) {
  const bank = ctx.settings.bank
  const vpa = ctx.settings.registration.upiVpa
  const upi =
    vpa && row.currency === 'INR'
      ? {
          vpa,
          link:
            `upi://pay?pa=${encodeURIComponent(vpa)}&pn=${encodeURIComponent(bank.accountName)}` +
            `&am=${(row.totalMinor / 100).toFixed(2)}&cu=INR&tn=${row.code}`,
        }
      : null
  return { bank, upi, remark: row.code }
}

export const bankLines = (bank: EventSettings['bank']) =>
  [
    `Account name: ${bank.accountName}`,
    `Account number: ${bank.accountNumber}`,
    `Bank: ${bank.bankName}, ${bank.branch}`,
    `IFSC: ${bank.ifsc}`,
    ...(bank.swift ? [`SWIFT: ${bank.swift}`] : []),
  ].join('\n')

const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

/** Mails a new link to an active registration's address (at most 3 an hour per address), retiring the old one. */
async function mailNewLink(tx: Database, link: LinkContext, row: queries.RegistrationRow): Promise<void> {
  if (!row.email) return
  const key = emailKey(row.email)
  if (await isLimited(tx, LIMITS.registrationLinkPerEmail, key)) return
  await recordEvent(tx, LIMITS.registrationLinkPerEmail, key)
  const token = await renewToken(tx, link, row.id)
  await queueMail(tx, {
    template: 'registration-link',
    to: row.email,
    values: { name: row.name, code: row.code, link: pageUrl(link, token) },
  })
}

const DUPLICATE =
  'A registration with this e-mail address exists already: we have mailed the link to its page to that address again.'

export const createRegistration: RouteHandler<typeof routes.createRegistration, AppEnv> = async (c) => {
  const body = c.req.valid('json')
  const db = c.get('db')
  const ctx = await loadContext(db, c.get('now')())
  if (!ctx.open) throw new HttpError(409, REGISTRATION_CLOSED)
  const fee = feeOf(ctx, body)
  await checkPapers(db, body.paperIds)
  const ip = c.get('clientIp')
  const link = linkContext(c)
  const category = ctx.rows.find((r) => r.key === body.category)!
  let outcome: { kind: 'limited' | 'duplicate' } | { kind: 'created'; row: queries.RegistrationRow; token: string }
  try {
    outcome = await db.transaction(async (tx) => {
      // The count and the insert under one per-address lock: a burst cannot slip past the limit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${LIMITS.registrationPerIp.bucket}:${ip}`}))`)
      if (await isLimited(tx, LIMITS.registrationPerIp, ip)) return { kind: 'limited' as const }
      await recordEvent(tx, LIMITS.registrationPerIp, ip)
      const existing = await queries.activeByEmail(tx, body.email)
      if (existing) {
        await mailNewLink(tx, link, existing)
        return { kind: 'duplicate' as const }
      }
      const row = await insertRegistration(tx, link, body, fee, category.category)
      await queueMail(tx, {
        template: 'registration-received',
        to: body.email,
        values: receivedValues(ctx, row.row, fee, pageUrl(link, row.token)),
      })
      return { kind: 'created' as const, ...row }
    })
  } catch (err) {
    // Two registrations with one address at once: the second meets the first's unique index.
    if (pgErrorCode(err) === '23505') throw new HttpError(409, DUPLICATE)
    throw err
  }
  if (outcome.kind === 'limited') throw new HttpError(429, TOO_MANY)
  if (outcome.kind !== 'created') throw new HttpError(409, DUPLICATE)
  const { row, token } = outcome
  return c.json(
    {
      message: `Registered: your code is ${row.code}. We have mailed how to pay to ${body.email}.`,
      registration: { code: row.code, status: 'awaiting-payment' as const, fee, statusUrl: pageUrl(link, token) },
    },
    201,
  )
}

async function insertRegistration(
  tx: Database,
  link: LinkContext,
  body: RegistrationInput,
  fee: Fee,
  categoryLabel: string,
) {
  let code = queries.newCode()
  // A code already given is drawn again (one chance in millions).
  for (let i = 0; i < 5 && (await tx.$count(registrations, sql`${registrations.code} = ${code}`)) > 0; i++)
    code = queries.newCode()
  const { token, hash } = queries.newToken()
  const id = crypto.randomUUID()
  const [row] = await tx
    .insert(registrations)
    .values({
      id,
      code,
      tokenHash: hash,
      tokenSealed: sealToken(link, id, token),
      name: body.name,
      email: body.email,
      phone: body.phone,
      institution: body.institution,
      designation: body.designation ?? null,
      country: body.country,
      category: body.category,
      categoryLabel,
      mode: body.mode,
      paperIds: body.paperIds,
      accompanying: body.accompanying,
      billing: body.billing ?? null,
      fee,
      currency: fee.currency,
      totalMinor: toMinor(fee.total),
      history: [{ at: new Date().toISOString(), by: 'registrant', action: 'registered' }],
    })
    .returning()
  return { row: row!, token }
}

function receivedValues(ctx: RegistrationContext, row: queries.RegistrationRow, fee: Fee, url: string) {
  const payTo = payToOf(ctx, row)
  return {
    name: row.name,
    code: row.code,
    fee: money(fee.currency, fee.total),
    items: fee.items.map((i) => `- ${i.label}: ${money(fee.currency, i.amount)}`).join('\n'),
    bank: bankLines(payTo.bank),
    upi: payTo.upi ? `UPI: ${payTo.upi.link}\n` : '',
    link: url,
  }
}

export const resendLink: RouteHandler<typeof routes.resendLink, AppEnv> = async (c) => {
  const { email } = c.req.valid('json')
  const db = c.get('db')
  const ip = c.get('clientIp')
  const link = linkContext(c)
  const limited = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${LIMITS.registrationLinkPerIp.bucket}:${ip}`}))`)
    if (await isLimited(tx, LIMITS.registrationLinkPerIp, ip)) return true
    await recordEvent(tx, LIMITS.registrationLinkPerIp, ip)
    const row = await queries.activeByEmail(tx, email)
    if (row) await mailNewLink(tx, link, row)
    return false
  })
  if (limited) throw new HttpError(429, 'Too many requests from your address. Please try again in an hour.')
  return c.json(
    { message: 'If a registration has this e-mail address, we have mailed a new link to its page to it.' },
    202,
  )
}
