import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { eventually, SmtpSink } from '../../../test/mail/smtp-sink'
import { qrOfImage } from '../../../test/pdf-reading'
import { mailOutbox } from '../../db/schema'
import { configureMail } from '../../mail/config'
import { MailWorker } from '../../mail/worker'
import { claim, openDesk, registered, setCertificateWording } from '../registrations/registrations.fixtures'

// What a confirmed registrant receives (issue 53 items 1 and 4): the mail that arrives carries the check-in link
// their page's QR encodes; their page lists the certificates issued from the registration.
const ctx = useTestApp({ now: () => new Date('2026-01-20T06:00:00Z'), publicUrl: 'https://icnari.example.org' })
let sink: SmtpSink
let worker: MailWorker
let admin = ''
let paperIds: string[] = []

beforeAll(async () => {
  sink = await new SmtpSink().start()
  const config = configureMail({ smtpUrl: sink.url, from: 'ICNARI <noreply@icnari.example.org>', ratePerMinute: 0 })
  worker = new MailWorker({ database: ctx.db.handle, config, concurrency: 1 })
  await worker.start()
  ;({ admin, paperIds } = await openDesk(ctx, 1))
  await setCertificateWording(ctx, admin)
})
afterAll(async () => {
  await worker?.stop(2000)
  await sink?.stop()
  configureMail({})
})

const post = (path: string, json: unknown) => ctx.request(path, { method: 'POST', json, token: admin })
const self = async (token: string) => (await ctx.request(`/registrations/self/${token}`)).json()
const eventuallyArrived = (to: string) => eventually(async () => sink.received.find((m) => m.to[0] === to))

describe("the registrant's ticket and certificates", () => {
  it('the payment-confirmed mail that arrives carries the check-in link of the QR on their page', async () => {
    const reg = await registered(ctx, { email: 'qr@example.org', paperIds }, '192.0.2.91')
    await claim(ctx, reg.token, { utr: '555566667777' })
    expect((await post(`/registrations/${reg.id}/confirm`, {})).status).toBe(200)
    const { ticket } = await self(reg.token)
    expect(ticket.url).toBe(`https://icnari.example.org/check-in/${ticket.ticket}`)
    const arrived = (await sink.waitFor(2)).find(
      (m) => m.to[0] === 'qr@example.org' && m.parsed.subject?.includes('confirmed'),
    )
    expect(arrived).toBeDefined()
    expect(arrived!.parsed.text).toContain('show your check-in code at the registration desk')
    expect(arrived!.parsed.text).toContain(ticket.url)
    expect(arrived!.parsed.html).toContain(ticket.url)
    // The HTML shows the QR code itself: an inline PNG, named by the <img>'s cid, that reads as the ticket's URL.
    const cid = /<img src="cid:([^"]+)" alt="Your check-in code"/.exec(String(arrived!.parsed.html))?.[1]
    expect(cid).toBeTruthy()
    const image = arrived!.parsed.attachments.find((a) => a.cid === cid)
    expect(image).toMatchObject({ contentType: 'image/png', contentDisposition: 'inline' })
    expect(await qrOfImage(image!.content)).toBe(ticket.url)
    // The outbox keeps what the image is drawn from, not the image: sent again, it is drawn again.
    const [row] = await ctx.db.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'qr@example.org'), eq(mailOutbox.template, 'payment-confirmed')))
    expect(row!.inlineImages).toEqual([{ cid, qr: ticket.url }])
    expect(JSON.stringify(row)).not.toContain('iVBOR') // no base64 PNG stored
  })

  it('a wording without {{checkIn}} has no QR code and no image attached', async () => {
    const text = 'Dear {{name}},\n\nYour registration {{code}} is confirmed: {{link}}'
    const saved = await ctx.request('/mail/templates/payment-confirmed', {
      method: 'PUT',
      token: admin,
      json: { subject: '{{conference}}: confirmed {{code}}', text },
    })
    expect(saved.status).toBe(200)
    try {
      const reg = await registered(ctx, { email: 'noqr@example.org' }, '192.0.2.94')
      await claim(ctx, reg.token, { utr: '555566668888' })
      expect((await post(`/registrations/${reg.id}/confirm`, {})).status).toBe(200)
      const arrived = await eventuallyArrived('noqr@example.org')
      expect(arrived.parsed.html).not.toContain('<img')
      expect(arrived.parsed.attachments).toEqual([])
    } finally {
      await ctx.request('/mail/templates/payment-confirmed', { method: 'DELETE', token: admin })
    }
  })

  it('their page lists the certificates issued from the registration: code, kind, paper, date, status, links', async () => {
    const reg = await registered(ctx, { email: 'cert@example.org', paperIds }, '192.0.2.92')
    const other = await registered(ctx, { email: 'other@example.org' }, '192.0.2.93')
    expect((await self(reg.token)).certificates).toEqual([])
    await claim(ctx, reg.token, { utr: '888899990000' })
    await claim(ctx, other.token, { utr: '888899991111' })
    expect((await post(`/registrations/${reg.id}/confirm`, {})).status).toBe(200)
    expect((await post(`/registrations/${other.id}/confirm`, {})).status).toBe(200)
    expect((await post('/certificates/issue', { kind: 'participation' })).status).toBe(201)
    expect((await post('/certificates/issue', { kind: 'presentation' })).status).toBe(201)
    const { certificates } = await self(reg.token)
    expect(certificates).toHaveLength(2)
    const [participation, presentation] = certificates
    expect(participation).toMatchObject({ kind: 'participation', paper: null, status: 'valid' })
    expect(presentation).toMatchObject({
      kind: 'presentation',
      paper: { title: 'Paper 1 on adaptive grids' },
      status: 'valid',
    })
    expect(Number.isNaN(Date.parse(participation.issuedAt))).toBe(false)
    expect(participation.verifyUrl).toBe(`https://icnari.example.org/verify/${participation.code}`)
    expect((await ctx.request(`/certificates/${participation.code}.pdf`)).status).toBe(200)
    const revoked = await post(`/certificates/${presentation.code}/revoke`, { reason: 'Paper withdrawn.' })
    expect(revoked.status).toBe(200)
    expect((await self(reg.token)).certificates[1]).toMatchObject({ code: presentation.code, status: 'revoked' })
    // Another registrant's page lists only their own.
    const theirs = (await self(other.token)).certificates
    expect(theirs.map((c: { kind: string }) => c.kind)).toEqual(['participation'])
  })
})
