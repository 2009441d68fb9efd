import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { mailOutbox, registrations } from '../../db/schema'
import { claim, openRegistration, registered } from './registrations.fixtures'
import { hashToken } from './registrations.queries'
import { statementCsv } from './registrations.statement.fixtures'

// A statement with many matches (issue 52 item 6): confirmed set-based, in batches, with the same outcome per line as
// one at a time. 300 registrations are more than one batch (DESK_BATCH = 200).
const ctx = useTestApp({ now: () => new Date('2026-01-20T06:00:00Z'), trustProxy: true })
const MANY = 300
const utrOf = (i: number) => `6${String(i).padStart(11, '0')}`
const emailOf = (i: number) => `many-${i}@example.org`
let admin = ''

beforeAll(async () => {
  admin = await ctx.login()
  await openRegistration(ctx, admin)
  const first = await registered(ctx, { email: emailOf(0) }, '192.0.2.20')
  expect((await claim(ctx, first.token, { utr: utrOf(0) })).status).toBe(201)
  // The others are copies in the database (300 registrations through the API take long): their sealed token is
  // the first's, which does not open for another id, so their mails carry a renewed link.
  const db = ctx.db.handle.db
  const [row] = await db.select().from(registrations).where(eq(registrations.id, first.id))
  const { id: _id, ...rest } = row!
  await db.insert(registrations).values(
    Array.from({ length: MANY - 1 }, (_, k) => {
      const i = k + 1
      return {
        ...rest,
        code: `M${String(i).padStart(5, '0')}`,
        tokenHash: hashToken(`many-token-${i}`),
        email: emailOf(i),
        utr: utrOf(i),
      }
    }),
  )
})

describe('a statement with many matching lines', () => {
  it('confirms every one with consecutive receipt numbers, one mail each, and a link that opens', async () => {
    const csv = statementCsv(
      'sbi',
      Array.from({ length: MANY }, (_, i) => ({
        date: '2026-01-18',
        narration: `UPI/${utrOf(i)}/PAYER ${i}`,
        reference: utrOf(i),
        credit: 7500,
      })),
    )
    const form = new FormData()
    form.append('file', new Blob([csv]), 'many.csv')
    const res = await ctx.request('/registrations/statements', {
      method: 'POST',
      body: form,
      token: admin,
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.matched).toHaveLength(MANY)
    expect(body.mismatched).toEqual([])

    const db = ctx.db.handle.db
    const rows = await db.select().from(registrations)
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(MANY)
    // In the statement's order: line 1's registration has receipt 1, and so on, no gaps, no twins.
    const byUtr = new Map(rows.map((r) => [r.utr, r]))
    expect(Array.from({ length: MANY }, (_, i) => byUtr.get(utrOf(i))!.receiptNumber)).toEqual(
      Array.from({ length: MANY }, (_, i) => i + 1),
    )
    expect(new Set(rows.map((r) => r.ticket)).size).toBe(MANY)
    expect(
      rows.every((r) => (r.history as { action: string }[]).filter((h) => h.action === 'confirmed').length === 1),
    ).toBe(true)

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          Array.from({ length: MANY }, (_, i) => emailOf(i)),
        ),
      )
    expect(mails.filter((m) => m.template === 'payment-confirmed')).toHaveLength(MANY)
    expect(new Set(mails.map((m) => m.to)).size).toBe(MANY)
    const last = mails.find((m) => m.to === emailOf(MANY - 1))!
    expect(last.text).toContain(`ICNARI2026/R/0${MANY}`)
    // A copy's mail carries a renewed link: it opens that registration's page.
    const link = /\/registration\/([\w-]+)/.exec(last.text)![1]!
    const page = await ctx.request(`/registrations/self/${link}`)
    expect(page.status).toBe(200)
    expect((await page.json()).registration.code).toBe(`M${String(MANY - 1).padStart(5, '0')}`)
  })
})
