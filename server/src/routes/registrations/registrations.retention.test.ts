import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { FEATURE_HOUSEKEEPING } from '../../app'
import { registrations, statementLines } from '../../db/schema'
import { housekeeping } from '../../jobs/housekeeping'
import { addPapers, claim, openRegistration, registered } from './registrations.fixtures'
import { statementCsv } from './registrations.statement.fixtures'

// Kept only as long as needed (issue 52 item 9): the seeded conference ends on 8 March 2026, retention is 365 days.
const ctx = useTestApp({ now: () => new Date('2026-01-20T06:00:00Z'), trustProxy: true })
let admin = ''

beforeAll(async () => {
  admin = await ctx.login()
  await openRegistration(ctx, admin)
})

describe('the retention job', () => {
  it("erases contacts, billing and payment details a retention period after the conference's last day", async () => {
    const [paper] = await addPapers(ctx, 1)
    const { id, token } = await registered(
      ctx,
      { email: 'keep@example.org', paperIds: [paper], billing: { name: 'NIT Patna', address: 'Patna' } },
      '192.0.2.30',
    )
    await claim(ctx, token, { utr: '121212121212' })
    const form = new FormData()
    form.append(
      'file',
      new Blob([
        statementCsv('sbi', [
          { date: '2026-01-19', narration: 'UPI/121212121212/ASHA VERMA/asha@okaxis', credit: 7500 },
        ]),
      ]),
      's.csv',
    )
    await ctx.request('/registrations/statements', { method: 'POST', body: form, token: admin })

    // The last day of retention (8 March 2027, India) erases nothing yet.
    expect(
      (await housekeeping(ctx.db.handle.db, new Date('2027-03-08T23:59:00+05:30'), FEATURE_HOUSEKEEPING))
        .registrationsErased,
    ).toBe(0)
    const result = await housekeeping(ctx.db.handle.db, new Date('2027-03-09T00:00:00+05:30'), FEATURE_HOUSEKEEPING)
    expect(result.registrationsErased).toBe(1)
    const [row] = await ctx.db.handle.db.select().from(registrations).where(eq(registrations.id, id))
    expect(row).toMatchObject({
      email: null,
      phone: null,
      billing: null,
      utr: null,
      payerName: null,
      name: 'Asha Verma',
      institution: 'NIT Patna',
      category: 'academician',
      paperIds: [paper],
      status: 'confirmed',
      receiptNumber: 1,
    })
    const lines = await ctx.db.handle.db.select().from(statementLines)
    expect(lines.every((l) => l.narration === '' && l.utrCandidates.length === 0)).toBe(true)
    expect(JSON.stringify(lines)).not.toMatch(/okaxis|ASHA/)
    // Once erased, a later run has nothing left to do.
    expect(
      (await housekeeping(ctx.db.handle.db, new Date('2027-04-01T00:00:00Z'), FEATURE_HOUSEKEEPING))
        .registrationsErased,
    ).toBe(0)
  })
})
