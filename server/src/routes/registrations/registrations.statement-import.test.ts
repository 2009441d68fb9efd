import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { registrations, statementLines } from '../../db/schema'
import { claim, mailsTo, openRegistration, registered } from './registrations.fixtures'
import { statementCsv, statementXlsx, type Txn } from './registrations.statement.fixtures'

// POST /registrations/statements and the unmatched lines (issue 52 item 6), through the real app and Postgres.
const ctx = useTestApp({ now: () => new Date('2026-01-20T06:00:00Z'), trustProxy: true })
let admin = ''
const regs: Record<string, { id: string; token: string; code: string }> = {}

beforeAll(async () => {
  admin = await ctx.login()
  await openRegistration(ctx, admin)
  for (const [name, utr] of [
    ['upi', '412345678901'],
    ['neft', 'SBIN324012345678'],
    ['icici', '556600112233'],
    ['byhand', null],
  ] as const) {
    regs[name] = await registered(ctx, { email: `${name}@example.org` }, '192.0.2.10')
    if (utr) await claim(ctx, regs[name]!.token, { utr })
  }
})

const upload = (bytes: Uint8Array, name: string, dryRun = false, token = admin) => {
  const form = new FormData()
  form.append('file', new Blob([bytes]), name)
  return ctx.request(`/registrations/statements${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', body: form, token })
}

const statusOf = async (id: string) =>
  (await ctx.db.handle.db.select().from(registrations).where(eq(registrations.id, id)))[0]!.status

const NOVEMBER: Txn[] = [
  {
    date: '2026-01-14',
    narration: 'UPI/412345678901/R7K2Q/ASHA VERMA/asha@okaxis',
    reference: '412345678901',
    credit: 7500,
  },
  { date: '2026-01-15', narration: 'NEFT-SBIN324012345678-RAVI KUMAR', reference: 'SBIN324012345678', credit: 7000 },
  { date: '2026-01-15', narration: 'BY TRANSFER-NEFT*HDFC0000001*N012345*SOMEONE', credit: 7500 },
  { date: '2026-01-16', narration: 'UPI/778899001122/ATTENDEE', credit: 7500 },
  { date: '2026-01-16', narration: 'ATM WDL', debit: 2000 },
]

describe('the bank statement', () => {
  it('a dry run previews the matches and writes nothing', async () => {
    const res = await upload(statementCsv('sbi', NOVEMBER), 'sbi.csv', true)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      dryRun: true,
      lines: 5,
      credits: 4,
      alreadySeen: 0,
      matched: [{ line: 7, code: regs.upi!.code, utr: '412345678901', amount: 7500 }],
      mismatched: [{ line: 8, code: regs.neft!.code, utr: 'SBIN324012345678', amount: 7000, due: 7500 }],
    })
    expect(body.unmatched.map((u: { lineId: null; amount: number }) => [u.lineId, u.amount])).toEqual([
      [null, 7500],
      [null, 7500],
    ])
    expect(await statusOf(regs.upi!.id)).toBe('payment-claimed')
    expect(await ctx.db.handle.db.$count(statementLines)).toBe(0)
    expect((await mailsTo(ctx, 'upi@example.org', 'payment-confirmed')).length).toBe(0)
  })

  it('the import confirms an exact match, marks a wrong amount, lists the rest; a re-import matches nothing', async () => {
    const bytes = await statementXlsx('hdfc', NOVEMBER)
    const res = await upload(bytes, 'hdfc.xlsx')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ dryRun: false, lines: 5, credits: 4, alreadySeen: 0 })
    expect(body.matched.map((m: { code: string }) => m.code)).toEqual([regs.upi!.code])
    expect(body.mismatched.map((m: { code: string }) => m.code)).toEqual([regs.neft!.code])
    expect(await statusOf(regs.upi!.id)).toBe('confirmed')
    expect(await statusOf(regs.neft!.id)).toBe('needs-attention')
    const [confirmedMail] = await mailsTo(ctx, 'upi@example.org', 'payment-confirmed')
    expect(confirmedMail!.text).toContain('ICNARI2026/R/0001')
    const [attention] = await mailsTo(ctx, 'neft@example.org', 'payment-needs-attention')
    expect(attention!.text).toContain('Received INR 7,000, due INR 7,500 (UTR SBIN324012345678).')
    const unmatched = await (
      await ctx.request('/registrations/statement-lines?state=unmatched', { token: admin })
    ).json()
    expect(unmatched.totalCount).toBe(2)
    expect(unmatched.data.map((l: { _id: string }) => l._id).sort()).toEqual(
      body.unmatched.map((u: { lineId: string }) => u.lineId).sort(),
    )

    // The same file again: every line is recognised by its checksum, nothing is matched or mailed twice.
    const again = await (await upload(bytes, 'hdfc.xlsx')).json()
    expect(again).toMatchObject({ lines: 5, credits: 4, alreadySeen: 4, matched: [], mismatched: [], unmatched: [] })
    expect((await mailsTo(ctx, 'upi@example.org', 'payment-confirmed')).length).toBe(1)
  })

  it('ICICI layout as CSV with its date styles matches too', async () => {
    const res = await upload(
      statementCsv('icici', [{ date: '2026-01-18', narration: 'IMPS/P2A/556600112233/PRIYA', credit: 7500 }]),
      'icici.csv',
    )
    expect((await res.json()).matched.map((m: { code: string }) => m.code)).toEqual([regs.icici!.code])
    expect(await statusOf(regs.icici!.id)).toBe('confirmed')
  })

  it('an unmatched line is assigned by hand (confirming) or discarded; twice is 409', async () => {
    const { data } = await (
      await ctx.request('/registrations/statement-lines?state=unmatched', { token: admin })
    ).json()
    const [first, second] = data as { _id: string }[]
    const res = await ctx.request(`/registrations/statement-lines/${first!._id}/assign`, {
      method: 'POST',
      json: { registrationId: regs.byhand!.id },
      token: admin,
    })
    expect(res.status).toBe(200)
    expect((await res.json()).line).toMatchObject({ state: 'assigned', registrationId: regs.byhand!.id })
    expect(await statusOf(regs.byhand!.id)).toBe('confirmed')
    expect((await mailsTo(ctx, 'byhand@example.org', 'payment-confirmed')).length).toBe(1)
    const again = await ctx.request(`/registrations/statement-lines/${first!._id}/assign`, {
      method: 'POST',
      json: { registrationId: regs.byhand!.id },
      token: admin,
    })
    expect(again.status).toBe(409)
    const discarded = await ctx.request(`/registrations/statement-lines/${second!._id}/discard`, {
      method: 'POST',
      token: admin,
    })
    expect((await discarded.json()).line.state).toBe('discarded')
    const left = await (await ctx.request('/registrations/statement-lines?state=unmatched', { token: admin })).json()
    expect(left.totalCount).toBe(0)
  })

  it.each([
    ['no header', new TextEncoder().encode('Name,Amount\r\nx,1\r\n'), /No header row of a bank statement/],
    [
      'no credit column',
      new TextEncoder().encode('Txn Date,Description,Debit\r\n14 Nov 2024,x,1\r\n'),
      /no credit column/,
    ],
    [
      'a nonsensical amount',
      new TextEncoder().encode('Date,Narration,Deposit Amt.\r\n14/11/24,x,lots\r\n'),
      /not an amount/,
    ],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n\u0001\u0002binary'), /not a spreadsheet. Download the statement/],
    ['an empty file', new Uint8Array(0), /empty/],
  ])('%s: 400 naming what is wrong, nothing written', async (_what, bytes, message) => {
    const before = await ctx.db.handle.db.$count(statementLines)
    const res = await upload(bytes, 'bad.csv')
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.issues[0]).toEqual({ path: 'file', message: expect.stringMatching(message) })
    expect(await ctx.db.handle.db.$count(statementLines)).toBe(before)
  })

  it('needs the token; not multipart is 415; over 5 MB is 413', async () => {
    expect((await upload(statementCsv('sbi', NOVEMBER), 'x.csv', false, 'forged')).status).toBe(401)
    const json = await ctx.request('/registrations/statements', { method: 'POST', json: {}, token: admin })
    expect(json.status).toBe(415)
    const big = await upload(new Uint8Array(5 * 1024 * 1024 + 1).fill(65), 'big.csv')
    expect(big.status).toBe(413)
  })
})
