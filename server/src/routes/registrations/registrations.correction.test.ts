import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { auditLog, registrations } from '../../db/schema'
import { BODY, claim, openDesk, registered } from './registrations.fixtures'

// PATCH /registrations/{id} correcting what the fee depends on: category, papers, accompanying persons (issue 52).
const ctx = useTestApp({ now: () => new Date('2026-01-20T06:00:00Z'), trustProxy: true })
let admin = ''
let paperIds: string[] = []

beforeAll(async () => {
  ;({ admin, paperIds } = await openDesk(ctx, 3))
})

const patch = (id: string, json: unknown) =>
  ctx.request(`/registrations/${id}`, { method: 'PATCH', json, token: admin })
const quote = async (body: Record<string, unknown>) =>
  (
    await (
      await ctx.request('/registrations/quote', {
        method: 'POST',
        json: { ...BODY, ...body },
      })
    ).json()
  ).fee

describe('correcting category, papers and accompanying persons', () => {
  it('works the fee out again from the table, as a new registration would get it; history and audit say so', async () => {
    const { id } = await registered(ctx, { email: 'fix1@example.org' }, '192.0.2.31')
    const json = { category: 'student', paperIds: paperIds.slice(0, 2), accompanying: 1 }
    const res = await patch(id, json)
    expect(res.status).toBe(200)
    const { registration } = await res.json()
    const expected = await quote(json)
    expect(expected.items.length).toBe(3)
    expect(registration).toMatchObject({ category: 'student', accompanying: 1, fee: expected })
    expect(registration.categoryLabel).toMatch(/Student/)
    expect(registration.papers.map((p: { _id: string }) => p._id)).toEqual(paperIds.slice(0, 2))
    expect(registration.history.at(-1)).toMatchObject({
      by: 'Test Admin',
      action: 'changed category, paperIds, accompanying',
    })
    const [row] = await ctx.db.handle.db.select().from(registrations).where(eq(registrations.id, id))
    expect(row!.totalMinor).toBe(Math.round(expected.total * 100))
    const audits = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.after).toMatchObject({ status: 'awaiting-payment' })
  })

  it("keeps the registration's own tier: one made at the late fee is worked out at the late fee", async () => {
    const { id } = await registered(ctx, { email: 'late@example.org' }, '192.0.2.32')
    const db = ctx.db.handle.db
    const [row] = await db.select().from(registrations).where(eq(registrations.id, id))
    // As if it had been made after the early-registration day.
    await db
      .update(registrations)
      .set({ fee: { ...(row!.fee as object), tier: 'late' } })
      .where(eq(registrations.id, id))
    const res = await patch(id, { accompanying: 1 })
    expect(res.status).toBe(200)
    const { fee } = (await res.json()).registration
    expect(fee.tier).toBe('late')
    expect(fee.items[0].label).toMatch(/regular fee/)
    expect(fee.total).not.toBe((await quote({ accompanying: 1 })).total)
  })

  it('a fee override with a reason wins over the fee worked out', async () => {
    const { id } = await registered(ctx, { email: 'fix2@example.org' }, '192.0.2.33')
    const res = await patch(id, { category: 'student', total: 1000, reason: 'Waived by the chair' })
    expect(res.status).toBe(200)
    const { registration } = await res.json()
    expect(registration.category).toBe('student')
    expect(registration.fee.total).toBe(1000)
    expect(registration.fee.items.at(-1).label).toBe('Adjusted: Waived by the chair')
  })

  it('an unknown category or paper is 400 naming the field; nothing changes', async () => {
    const { id } = await registered(ctx, { email: 'fix3@example.org' }, '192.0.2.34')
    const category = await patch(id, { category: 'astronaut' })
    expect(category.status).toBe(400)
    expect((await category.json()).issues[0]).toMatchObject({ path: 'category' })
    const paper = await patch(id, { paperIds: ['00000000-0000-4000-8000-000000000000'] })
    expect(paper.status).toBe(400)
    expect((await paper.json()).issues[0]).toMatchObject({ path: 'paperIds' })
    const accompanying = await patch(id, { accompanying: 9 })
    expect(accompanying.status).toBe(400)
    const [row] = await ctx.db.handle.db.select().from(registrations).where(eq(registrations.id, id))
    expect(row).toMatchObject({ category: 'academician', paperIds: [], accompanying: 0 })
  })

  it("a confirmed registration's fee is its receipt's: a change to it is 409, another paper in place of one is not", async () => {
    const { id, token } = await registered(ctx, { email: 'fix4@example.org', paperIds: [paperIds[0]] }, '192.0.2.35')
    await claim(ctx, token, { utr: '998877665544' })
    expect((await ctx.request(`/registrations/${id}/confirm`, { method: 'POST', json: {}, token: admin })).status).toBe(
      200,
    )
    const refused = await patch(id, { accompanying: 2 })
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toMatch(
      /is confirmed: its fee is what receipt ICNARI2026\/R\/\d{4} states \(INR 7,500\), and this change would make it INR [\d,]+\./,
    )
    const swapped = await patch(id, { paperIds: [paperIds[2]] })
    expect(swapped.status).toBe(200)
    const { registration } = await swapped.json()
    expect(registration.papers.map((p: { _id: string }) => p._id)).toEqual([paperIds[2]])
    expect(registration.fee.total).toBe(7500)
  })
})
