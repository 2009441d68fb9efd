import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { claim, mailsTo, openDesk, registered, setCertificateWording } from '../registrations/registrations.fixtures'

// Certificates from the registrations (issue 53 item 4): confirmed (and, on request, attended) ones only, once.
const ctx = useTestApp({ now: () => new Date('2026-01-20T06:00:00Z'), trustProxy: true })
let admin = ''
let paperIds: string[] = []

beforeAll(async () => {
  ;({ admin, paperIds } = await openDesk(ctx, 2))
  await setCertificateWording(ctx, admin)
})

const post = (path: string, json: unknown) => ctx.request(path, { method: 'POST', json, token: admin })

async function confirmed(email: string, ip: string, overrides: Record<string, unknown> = {}) {
  const reg = await registered(ctx, { email, ...overrides }, ip)
  await claim(ctx, reg.token, { utr: `UTR${ip.replace(/\D/g, '')}77` })
  expect((await post(`/registrations/${reg.id}/confirm`, {})).status).toBe(200)
  return reg
}

describe('certificates from registrations', () => {
  it('participation: confirmed only, attended only on request, once; the mail carries the verify link', async () => {
    const present = await confirmed('present@example.org', '192.0.2.71')
    const absent = await confirmed('absent@example.org', '192.0.2.72')
    const unpaid = await registered(ctx, { email: 'unpaid@example.org' }, '192.0.2.73')
    expect((await post('/checkin', { registrationId: present.id })).status).toBe(201)
    const attended = await post('/certificates/issue', { kind: 'participation', onlyAttended: true })
    expect(attended.status).toBe(201)
    const body = await attended.json()
    expect(body.issued).toBe(1)
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        { registrationId: absent.id, reason: 'Not checked in and no online attendance.' },
        { registrationId: unpaid.id, reason: 'Payment not confirmed (awaiting-payment).' },
      ]),
    )
    const [mail] = await mailsTo(ctx, 'present@example.org', 'certificate-issued')
    expect(mail).toBeDefined()
    const link = /https?:\/\/\S+\/verify\/([0-9A-Z]{10})/.exec(mail!.text)
    expect(link).not.toBeNull()
    expect((await ctx.request(`/certificates/${link![1]}`)).status).toBe(200)
    expect(await mailsTo(ctx, 'absent@example.org', 'certificate-issued')).toHaveLength(0)
    const all = await (await post('/certificates/issue', { kind: 'participation' })).json()
    expect(all.issued).toBe(1)
    const again = await (await post('/certificates/issue', { kind: 'participation' })).json()
    expect(again.issued).toBe(0)
    expect(await mailsTo(ctx, 'present@example.org', 'certificate-issued')).toHaveLength(1)
  })

  it('presentation: one per paper of a confirmed registration, once', async () => {
    const author = await confirmed('author@example.org', '192.0.2.74', { paperIds })
    const first = await (
      await post('/certificates/issue', { kind: 'presentation', registrationIds: [author.id] })
    ).json()
    expect(first.issued).toBe(2)
    const second = await (
      await post('/certificates/issue', { kind: 'presentation', registrationIds: [author.id] })
    ).json()
    expect(second.issued).toBe(0)
    // One audit entry for the bulk action, with its count, rather than one per certificate.
    const audit = JSON.stringify(await (await ctx.request('/audit?entity=certificate', { token: admin })).json())
    expect(audit.match(/certificates of presentation from the registrations/g)).toHaveLength(1)
    expect(audit).toContain('2 certificates of presentation from the registrations')
    expect((await post('/certificates/issue', { kind: 'chair' })).status).toBe(400)
  })
})
