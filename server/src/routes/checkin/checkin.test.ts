import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { auditLog, checkIns, programmeVersions } from '../../db/schema'
import { uploadedImageUrl } from '../images/images.fixtures'
import { claim, openDesk, registered } from '../registrations/registrations.fixtures'

// The desk at the venue (issue 53 item 2): tickets of confirmed registrations, check-in by ticket or by search,
// repeated scans, unpaid registrations, the summary; a desk account may do all of it.
const ctx = useTestApp({ now: () => new Date('2026-01-20T03:42:00Z'), trustProxy: true })
let admin = ''
let desk = ''
let paperIds: string[] = []

beforeAll(async () => {
  ;({ admin, paperIds } = await openDesk(ctx, 1))
  const pic = await uploadedImageUrl(ctx, admin)
  const res = await ctx.request('/user/newuser', {
    method: 'POST',
    token: admin,
    json: { name: 'Desk Volunteer', email: 'desk@example.org', password: 'front desk volunteer 7', pic, role: 'desk' },
  })
  expect(res.status).toBe(200)
  desk = await ctx.login('desk@example.org', 'front desk volunteer 7')
})

const post = (path: string, json: unknown, token = desk) => ctx.request(path, { method: 'POST', json, token })

async function confirmed(email: string, ip: string, overrides: Record<string, unknown> = {}) {
  const reg = await registered(ctx, { email, ...overrides }, ip)
  await claim(ctx, reg.token, { utr: `UTR${ip.replace(/\D/g, '')}99` })
  expect((await post(`/registrations/${reg.id}/confirm`, {}, admin)).status).toBe(200)
  const self = await (await ctx.request(`/registrations/self/${reg.token}`)).json()
  return { ...reg, ticket: self.ticket as { ticket: string; url: string } }
}

describe('check-in', () => {
  it('a confirmed registration has a ticket on its own page, an unconfirmed one none', async () => {
    const pending = await registered(ctx, { email: 'pending@example.org' }, '192.0.2.50')
    const before = await (await ctx.request(`/registrations/self/${pending.token}`)).json()
    expect(before.ticket).toBeNull()
    const { ticket } = await confirmed('ticket@example.org', '192.0.2.51')
    expect(Buffer.from(ticket.ticket, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
    expect(new URL(ticket.url).pathname).toBe(`/check-in/${ticket.ticket}`)
  })

  it('by ticket: 201 with the card, again 200 "Already checked in at 09:12 by …", audited, counted', async () => {
    const { ticket, id, code } = await confirmed('scan@example.org', '192.0.2.52', {
      paperIds: [paperIds[0]],
      accompanying: 1,
    })
    const first = await post('/checkin', { ticket: ticket.ticket })
    expect(first.status).toBe(201)
    const body = await first.json()
    expect(body.message).toBe(`Asha Verma (${code}) is checked in.`)
    expect(body.checkIn).toEqual({ at: '2026-01-20T03:42:00.000Z', by: 'Desk Volunteer' })
    expect(body.registration).toMatchObject({
      _id: id,
      code,
      name: 'Asha Verma',
      institution: 'NIT Patna',
      mode: 'in-person',
      accompanying: 1,
      paymentConfirmed: true,
      papers: [{ _id: paperIds[0], heading: 'Paper 1 on adaptive grids' }],
    })
    expect(JSON.stringify(body)).not.toContain('scan@example.org')
    const again = await post('/checkin', { registrationId: id }, admin)
    expect(again.status).toBe(200)
    expect((await again.json()).message).toBe('Already checked in at 09:12 by Desk Volunteer.')
    const audits = await ctx.db.handle.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audits.filter((a) => a.action === 'check-in')).toHaveLength(1)
    const summary = await ctx.request('/checkin/summary', { token: desk })
    expect(summary.status).toBe(200)
    const counts = await summary.json()
    expect(counts.checkedIn).toBe(1)
    expect(counts.confirmed).toBeGreaterThanOrEqual(1)
    expect(counts.byDay).toEqual([{ day: '2026-01-20', count: 1 }])
  })

  it('an unconfirmed registration is 409 "Payment not confirmed" unless forced; unknown ticket 404', async () => {
    const { id } = await registered(ctx, { email: 'unpaid@example.org' }, '192.0.2.53')
    const refused = await post('/checkin', { registrationId: id })
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toBe('Payment not confirmed')
    const forced = await post('/checkin', { registrationId: id, force: true })
    expect(forced.status).toBe(201)
    expect((await forced.json()).registration.paymentConfirmed).toBe(false)
    const unknown = await post('/checkin', { ticket: 'no-such-ticket-at-all' })
    expect(unknown.status).toBe(404)
    expect((await post('/checkin', {})).status).toBe(400)
  })

  it('search by name, code, e-mail or ticket gives the cards; a short query is 400; no token 401', async () => {
    const { code, id, ticket } = await confirmed('findme@example.org', '192.0.2.54', { name: 'Ravi Shankar Prasad' })
    for (const q of ['shankar', code.toLowerCase(), 'findme@example', ticket.ticket]) {
      const res = await ctx.request(`/checkin/search?q=${encodeURIComponent(q)}`, { token: desk })
      expect(res.status, q).toBe(200)
      const { results } = await res.json()
      expect(
        results.map((r: { _id: string }) => r._id),
        q,
      ).toEqual([id])
      expect(results[0]).toMatchObject({ name: 'Ravi Shankar Prasad', paymentConfirmed: true, checkIn: null })
    }
    expect((await ctx.request('/checkin/search?q=a', { token: desk })).status).toBe(400)
    expect((await ctx.request('/checkin/search?q=ravi')).status).toBe(401)
    expect((await ctx.request('/checkin/summary')).status).toBe(401)
  })
})

describe('online attendance', () => {
  it("a confirmed online registration's join link is 302 to the session's link and records the day, once", async () => {
    const sessionId = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890'
    const linkless = '7f1c2d3e-4b5a-4c6d-8e7f-901234567890'
    await ctx.db.handle.db.insert(programmeVersions).values({
      // Above whatever the seed published: the latest version is the one visitors (and registrants) see.
      number: 100,
      changes: [],
      snapshot: {
        rooms: [],
        sessions: [
          { _id: sessionId, title: 'Keynote', status: 'scheduled', onlineUrl: 'https://meet.example.org/keynote' },
          { _id: linkless, title: 'Posters', status: 'scheduled', onlineUrl: null },
        ],
      },
    })
    const online = await confirmed('online@example.org', '192.0.2.60', { mode: 'online' })
    const join = (token: string, id = sessionId) =>
      ctx.request(`/registrations/self/${token}/join/${id}`, { redirect: 'manual' })
    for (let i = 0; i < 2; i++) {
      const res = await join(online.token)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('https://meet.example.org/keynote')
    }
    const attended = await ctx.db.handle.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.registrationId, online.id), eq(checkIns.kind, 'online')))
    expect(attended.map((a) => ({ day: a.day, sessionId: a.sessionId }))).toEqual([{ day: '2026-01-20', sessionId }])
    expect((await join(online.token, linkless)).status).toBe(404)
    expect((await join(online.token, 'not-a-session')).status).toBe(404)
    const inPerson = await confirmed('inperson@example.org', '192.0.2.61')
    expect((await join(inPerson.token)).status).toBe(404)
    const unpaid = await registered(ctx, { email: 'unpaid-online@example.org', mode: 'online' }, '192.0.2.62')
    expect((await join(unpaid.token)).status).toBe(404)
    expect((await join('no-such-token')).status).toBe(404)
  })
})
