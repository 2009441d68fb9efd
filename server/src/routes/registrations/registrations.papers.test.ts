import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { addPapers, mailsTo, openRegistration, registered } from './registrations.fixtures'

// Every accepted paper has its registered author (issue 52 item 7).
const ctx = useTestApp({ now: () => new Date('2026-01-20T06:00:00Z'), trustProxy: true })
let admin = ''
let ids: string[] = []

beforeAll(async () => {
  admin = await ctx.login()
  await openRegistration(ctx, admin)
  ids = await addPapers(ctx, 3, [['one@example.org', 'shared@example.org'], ['shared@example.org'], []])
})

describe('papers and their registered authors', () => {
  it('GET /registrations/papers: covered once a confirmed registration names the paper; no addresses answered', async () => {
    const a = await registered(ctx, { email: 'reg-a@example.org', paperIds: [ids[0]] }, '192.0.2.20')
    await registered(ctx, { email: 'reg-b@example.org', paperIds: [ids[1]] }, '192.0.2.20')
    await ctx.request(`/registrations/${a.id}/confirm`, { method: 'POST', json: {}, token: admin })
    const res = await ctx.request('/registrations/papers', { token: admin })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.uncovered).toBe(2)
    const byId = new Map(body.papers.map((p: { _id: string }) => [p._id, p]))
    expect(byId.get(ids[0]!)).toMatchObject({ covered: true, registrations: [{ code: a.code, status: 'confirmed' }] })
    expect(byId.get(ids[1]!)).toMatchObject({ covered: false, registrations: [{ status: 'awaiting-payment' }] })
    expect(body.papers[0].covered).toBe(false)
    expect(JSON.stringify(body)).not.toContain('shared@example.org')
    expect((await ctx.request('/registrations/papers')).status).toBe(401)
  })

  it('POST /registrations/remind-authors mails each address of the uncovered papers once; a dry run sends none', async () => {
    const dry = await ctx.request('/registrations/remind-authors', {
      method: 'POST',
      json: { dryRun: true },
      token: admin,
    })
    expect(await dry.json()).toEqual({ message: '1 authors would be reminded.', mails: 1, papersWithoutEmail: 1 })
    expect((await mailsTo(ctx, 'shared@example.org')).length).toBe(0)
    const res = await ctx.request('/registrations/remind-authors', { method: 'POST', json: {}, token: admin })
    expect(await res.json()).toEqual({ message: '1 reminders queued.', mails: 1, papersWithoutEmail: 1 })
    const [mail] = await mailsTo(ctx, 'shared@example.org', 'author-reminder')
    expect(mail!.text).toContain('Paper 2 on adaptive grids')
    expect(mail!.text).toContain('23 February 2026')
    expect(mail!.text).toMatch(/\/register\b/)
    // The covered paper's author is not reminded.
    expect((await mailsTo(ctx, 'one@example.org')).length).toBe(0)
  })
})
