import { and, eq } from 'drizzle-orm'
import readXlsxFile from 'read-excel-file/node'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { auditLog } from '../../db/schema'
import { claim, mailsTo, openDesk, registered } from './registrations.fixtures'

// The organisers' desk (issue 52 item 5): list and totals, history, confirm / needs-attention / cancel / PATCH,
// exports; each write audited without the registrant's contacts.
const ctx = useTestApp({ now: () => new Date('2026-01-20T06:00:00Z'), trustProxy: true })
let admin = ''
let paperIds: string[] = []

beforeAll(async () => {
  ;({ admin, paperIds } = await openDesk(ctx, 2))
})

const post = (path: string, json: unknown, token = admin) => ctx.request(path, { method: 'POST', json, token })

describe('the desk', () => {
  it('confirm: receipt number in the edition series, the mail with the page link, the receipt; again is 409', async () => {
    const { id, token, code } = await registered(ctx, { email: 'c1@example.org', paperIds: [paperIds[0]] }, '192.0.2.1')
    await claim(ctx, token, { utr: '111122223333' })
    const res = await post(`/registrations/${id}/confirm`, { note: 'Seen in the statement' })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.message).toBe(`Registration ${code} confirmed: receipt ICNARI2026/R/0001.`)
    expect(body.registration).toMatchObject({ status: 'confirmed', receipt: { number: 'ICNARI2026/R/0001' } })
    expect(body.registration.history.map((h: { action: string }) => h.action)).toEqual([
      'registered',
      'payment-claimed',
      'confirmed',
    ])
    expect(body.registration.history[2]).toMatchObject({ by: 'Test Admin', note: 'Seen in the statement' })
    const [mail] = await mailsTo(ctx, 'c1@example.org', 'payment-confirmed')
    expect(mail!.text).toContain('ICNARI2026/R/0001')
    expect(mail!.text).toContain('111122223333')
    // The mail's link is the registrant's own page: the token sealed at registration, unchanged.
    expect(mail!.text).toContain(`/registration/${token}`)
    expect((await ctx.request(`/registrations/self/${token}/receipt.pdf`)).status).toBe(200)
    const again = await post(`/registrations/${id}/confirm`, {})
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe(`Registration ${code} is confirmed: it cannot be confirmed.`)
    const second = await registered(ctx, { email: 'c2@example.org' }, '192.0.2.1')
    const next = await post(`/registrations/${second.id}/confirm`, {})
    expect((await next.json()).registration.receipt.number).toBe('ICNARI2026/R/0002')
  })

  it('needs-attention mails the reason; cancel frees the address; wrong statuses are 409', async () => {
    const { id, token } = await registered(ctx, { email: 'na@example.org' }, '192.0.2.2')
    await claim(ctx, token, { utr: '999988887777', amount: 7000 })
    const res = await post(`/registrations/${id}/needs-attention`, { reason: 'Received INR 7,000, due INR 7,500.' })
    expect(res.status).toBe(200)
    expect((await res.json()).registration).toMatchObject({
      status: 'needs-attention',
      reason: 'Received INR 7,000, due INR 7,500.',
    })
    const [mail] = await mailsTo(ctx, 'na@example.org', 'payment-needs-attention')
    expect(mail!.text).toContain('Received INR 7,000, due INR 7,500.')
    expect((await post(`/registrations/${id}/needs-attention`, { reason: 'x' })).status).toBe(409)
    expect((await post(`/registrations/${id}/needs-attention`, { reason: '' })).status).toBe(400)
    const cancelled = await post(`/registrations/${id}/cancel`, { reason: 'Duplicate' })
    expect((await cancelled.json()).registration.status).toBe('cancelled')
    expect((await post(`/registrations/${id}/cancel`, { reason: 'Again' })).status).toBe(409)
    expect((await post(`/registrations/${id}/confirm`, {})).status).toBe(409)
    await registered(ctx, { email: 'na@example.org' }, '192.0.2.2')
  })

  it('PATCH corrects details; a fee override needs a reason and shows as an item', async () => {
    const { id } = await registered(ctx, { email: 'patch@example.org' }, '192.0.2.3')
    const refused = await ctx.request(`/registrations/${id}`, { method: 'PATCH', json: { total: 5000 }, token: admin })
    expect(refused.status).toBe(400)
    expect((await refused.json()).issues).toContainEqual({ path: 'reason', message: 'A fee override needs a reason.' })
    const res = await ctx.request(`/registrations/${id}`, {
      method: 'PATCH',
      json: { institution: 'IIT Patna', total: 5000, reason: 'Speaker discount' },
      token: admin,
    })
    expect(res.status).toBe(200)
    const { registration } = await res.json()
    expect(registration.institution).toBe('IIT Patna')
    expect(registration.fee).toMatchObject({ total: 5000, gst: 762.71 })
    expect(registration.fee.items.at(-1)).toEqual({ label: 'Adjusted: Speaker discount', amount: -2500 })
    const taken = await ctx.request(`/registrations/${id}`, {
      method: 'PATCH',
      json: { email: 'c1@example.org' },
      token: admin,
    })
    expect(taken.status).toBe(409)
  })

  it('GET /registrations lists with filters and totals; GET /registrations/{id} has the history; both need the token', async () => {
    const res = await ctx.request('/registrations?limit=2', { token: admin })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ currentPage: 1, pageSize: 2 })
    expect(body.data).toHaveLength(2)
    expect(body.totals.byStatus).toMatchObject({ confirmed: 2, cancelled: 1 })
    expect(body.totals.confirmedAmount).toEqual({ INR: 15000, USD: 0 })
    const confirmed = await (await ctx.request('/registrations?status=confirmed', { token: admin })).json()
    expect(confirmed.totalCount).toBe(2)
    const found = await (await ctx.request('/registrations?q=111122223333', { token: admin })).json()
    expect(found.data.map((r: { email: string }) => r.email)).toEqual(['c1@example.org'])
    const one = await (await ctx.request(`/registrations/${found.data[0]._id}`, { token: admin })).json()
    expect(one.registration.history).toHaveLength(3)
    for (const path of ['/registrations', `/registrations/${found.data[0]._id}`, '/registrations/export.csv']) {
      const anon = await ctx.request(path)
      expect(anon.status, path).toBe(401)
    }
    expect((await post(`/registrations/${found.data[0]._id}/cancel`, { reason: 'x' }, 'forged')).status).toBe(401)
    expect((await ctx.request('/registrations/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', { token: admin })).status).toBe(
      404,
    )
  })

  it('exports CSV and XLSX with formula-like cells neutralised', async () => {
    await registered(
      ctx,
      { email: 'formula@example.org', name: '=HYPERLINK("http://evil")', institution: '+cmd', designation: '@SUM(A1)' },
      '192.0.2.4',
    )
    const csv = await ctx.request('/registrations/export.csv', { token: admin })
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(text).toContain(`"'+cmd"`)
    expect(text).toContain(`"'@SUM(A1)"`)
    const xlsx = await ctx.request('/registrations/export.xlsx', { token: admin })
    expect(xlsx.status).toBe(200)
    const [sheet] = await readXlsxFile(Buffer.from(await xlsx.arrayBuffer()))
    const rows = sheet!.data as string[][]
    expect(rows[0]!.slice(0, 3)).toEqual(['Code', 'Status', 'Name'])
    const row = rows.find((r) => r[3] === 'formula@example.org')!
    expect(row[2]).toBe(`'=HYPERLINK("http://evil")`)
    expect(row[5]).toBe(`'+cmd`)
  })

  it('audit entries name the registration by code and status, never by its contacts', async () => {
    const entries = await ctx.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'registration')))
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['confirm', 'needs-attention', 'cancel', 'update', 'export']),
    )
    const all = JSON.stringify(entries)
    for (const secret of [
      'c1@example.org',
      'na@example.org',
      'patch@example.org',
      '111122223333',
      '+91 98765',
      'Asha Verma',
    ])
      expect(all).not.toContain(secret)
  })
})
