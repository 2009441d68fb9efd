import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { importantDates, registrations } from '../../db/schema'
import { BODY, claim, mailsTo, openDesk, openRegistration, register, registered } from './registrations.fixtures'

// The public side of the registration desk (issue 52 items 2–4), against real Postgres and the real app.
let now = new Date('2026-01-20T06:00:00Z')
const ctx = useTestApp({ now: () => now, trustProxy: true })
let paperIds: string[] = []
let admin = ''

beforeAll(async () => {
  ;({ admin, paperIds } = await openDesk(ctx, 6))
})

describe('GET /registrations/form', () => {
  it('answers open, the closing day, the tier and the categories with their fees', async () => {
    now = new Date('2026-01-25T23:59:00+05:30')
    const res = await ctx.request('/registrations/form')
    expect(res.status).toBe(200)
    const form = await res.json()
    expect(form).toMatchObject({ open: true, closesOn: '2026-02-23', tier: 'early' })
    expect(form.categories).toEqual([
      { key: 'student', label: 'Students/Research Scholar', currency: 'INR', fee: 6500, additionalPaperFee: 3250 },
      { key: 'academician', label: 'Academicians', currency: 'INR', fee: 7500, additionalPaperFee: 3750 },
      { key: 'industry', label: 'Industry Participants', currency: 'INR', fee: 9000, additionalPaperFee: 4500 },
      { key: 'foreign', label: 'Foreign Authors', currency: 'USD', fee: 250, additionalPaperFee: 125 },
    ])
    expect(form.accompanyingFee).toEqual({ INR: { percent: 50 }, USD: { percent: 50 } })
    expect(form.privacyNotice).toMatch(/What we collect.*Why.*Who sees it.*How long.*Withdrawing/s)
    expect(form.privacyNotice).toContain('Kept for 365 days')
    expect(JSON.stringify(form)).not.toContain('nitpatna@sbi')
    now = new Date('2026-01-26T00:00:00+05:30')
    expect((await (await ctx.request('/registrations/form')).json()).tier).toBe('late')
  })

  it('POST /registrations/quote answers the fee and saves nothing', async () => {
    now = new Date('2026-01-20T06:00:00Z')
    const res = await ctx.request('/registrations/quote', {
      method: 'POST',
      json: { ...BODY, paperIds: paperIds.slice(0, 3), accompanying: 1 },
    })
    expect(res.status).toBe(200)
    expect((await res.json()).fee).toMatchObject({ currency: 'INR', tier: 'early', total: 7500 + 2 * 3750 + 3750 })
    expect(await ctx.db.handle.db.$count(registrations)).toBe(0)
  })
})

describe('POST /registrations', () => {
  it('registers: 201 with a readable code, the fee and a page link with a 256-bit token; the mail is queued', async () => {
    now = new Date('2026-01-20T06:00:00Z')
    const res = await register(ctx, {
      paperIds: paperIds.slice(0, 2),
      billing: { name: 'NIT Patna', gstin: '27aapfu0939f1zv', address: 'Ashok Rajpath, Patna' },
    })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body.registration).toMatchObject({
      code: expect.stringMatching(/^R[A-HJ-NP-Z2-9]{5}$/),
      status: 'awaiting-payment',
      fee: { currency: 'INR', tier: 'early', total: 11250, gst: 1716.1, gstPercent: 18 },
    })
    const token = new URL(body.registration.statusUrl).pathname.split('/').pop()!
    expect(new URL(body.registration.statusUrl).pathname).toBe(`/registration/${token}`)
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16)
    expect(token).not.toContain(body.registration.code)
    const [mail] = await mailsTo(ctx, BODY.email, 'registration-received')
    expect(mail!.subject).toContain(body.registration.code)
    expect(mail!.text).toContain('INR 11,250')
    expect(mail!.text).toContain(
      'upi://pay?pa=nitpatna%40sbi&pn=To%20be%20set%20by%20the%20organisers&am=11250.00&cu=INR&tn=',
    )
    expect(mail!.text).toContain('write your code'.replace('w', 'W'))
    expect(mail!.text).toContain(body.registration.statusUrl)
    const self = await (await ctx.request(`/registrations/self/${token}`)).json()
    expect(self.registration.billing).toEqual({
      name: 'NIT Patna',
      gstin: '27AAPFU0939F1ZV',
      address: 'Ashok Rajpath, Patna',
    })
    expect(self.registration.papers.map((p: { _id: string }) => p._id)).toEqual(paperIds.slice(0, 2))
  })

  it('a second active registration with the address is 409, and a new link goes to that address', async () => {
    const before = (await mailsTo(ctx, BODY.email, 'registration-link')).length
    const res = await register(ctx, { email: 'ASHA@example.org', name: 'Someone else' })
    expect(res.status).toBe(409)
    expect((await res.json()).message).toMatch(/exists already: we have mailed the link/)
    expect((await mailsTo(ctx, BODY.email, 'registration-link')).length).toBe(before + 1)
  })

  it.each([
    [{ email: 'nope' }, 'email', 'Email must be a valid email address.'],
    [{ consent: false }, 'consent', 'Please agree to the privacy notice: we need your details to register you.'],
    [{ consent: undefined }, 'consent', 'Please agree to the privacy notice: we need your details to register you.'],
    [{ category: 'vip' }, 'category', 'Category must be one of student, academician, industry, foreign.'],
    [{ accompanying: 4 }, 'accompanying', 'Accompanying persons must be a whole number from 0 to 3.'],
    [{ mode: 'hybrid' }, 'mode', 'Mode must be in-person or online.'],
    [{ phone: 'call me' }, 'phone', expect.stringMatching(/^Phone must be a phone number/)],
    [
      { paperIds: ['3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'] },
      'paperIds',
      expect.stringMatching(/^No paper of the site has the id/),
    ],
    [
      { billing: { name: 'X', address: 'Y', gstin: '27AAPFU0939F1ZX' } },
      'billing.gstin',
      expect.stringMatching(/wrong check character/),
    ],
    [
      { billing: { name: 'X', address: 'Y', gstin: '27AAPFU0939' } },
      'billing.gstin',
      expect.stringMatching(/^GSTIN must be 15 characters/),
    ],
  ])('refuses a bad field with 400 naming it (%#)', async (overrides, path, message) => {
    const count = await ctx.db.handle.db.$count(registrations)
    const res = await register(ctx, { email: 'bad@example.org', ...overrides })
    expect(res.status).toBe(400)
    expect((await res.json()).issues).toContainEqual({ path, message })
    expect(await ctx.db.handle.db.$count(registrations)).toBe(count)
  })

  it('refuses more than 5 papers, and the same paper twice', async () => {
    const six = await register(ctx, { email: 'six@example.org', paperIds })
    expect((await six.json()).issues).toContainEqual({
      path: 'paperIds',
      message: 'A registration names at most 5 papers.',
    })
    const twice = await register(ctx, { email: 'six@example.org', paperIds: [paperIds[0], paperIds[0]] })
    expect((await twice.json()).issues).toContainEqual({ path: 'paperIds', message: 'A paper is named twice.' })
  })

  it('409 "Registration is closed." after the last-registration day (IST) and while not open', async () => {
    now = new Date('2026-02-23T23:59:00+05:30')
    expect((await register(ctx, { email: 'late@example.org' }, '198.51.100.1')).status).toBe(201)
    now = new Date('2026-02-24T00:00:00+05:30')
    const late = await register(ctx, { email: 'later@example.org' }, '198.51.100.1')
    expect(late.status).toBe(409)
    expect((await late.json()).message).toBe('Registration is closed.')
    expect((await (await ctx.request('/registrations/form')).json()).open).toBe(false)
    now = new Date('2026-01-20T06:00:00Z')
    await ctx.request('/settings', { method: 'PATCH', json: { registration: { open: false } }, token: admin })
    const shut = await register(ctx, { email: 'shut@example.org' }, '198.51.100.1')
    expect(shut.status).toBe(409)
    expect((await shut.json()).message).toBe('Registration is closed.')
    await openRegistration(ctx, admin)
  })

  it('at most 10 registrations per client address per hour: the 11th is 429', async () => {
    const ip = '192.0.2.55'
    for (let i = 0; i < 10; i++) expect((await register(ctx, { email: `burst${i}@example.org` }, ip)).status).toBe(201)
    const res = await register(ctx, { email: 'burst10@example.org' }, ip)
    expect(res.status).toBe(429)
    expect((await register(ctx, { email: 'burst10@example.org' }, '192.0.2.56')).status).toBe(201)
  })

  it('POST /registrations/resend-link is 202 for any address; a known one gets a new link, the old stops working', async () => {
    const { token } = await registered(ctx, { email: 'relink@example.org' }, '192.0.2.90')
    const unknown = await ctx.request('/registrations/resend-link', {
      method: 'POST',
      json: { email: 'who@example.org' },
    })
    expect(unknown.status).toBe(202)
    const known = await ctx.request('/registrations/resend-link', {
      method: 'POST',
      json: { email: 'relink@example.org' },
    })
    expect(known.status).toBe(202)
    expect(await known.json()).toEqual(await unknown.json())
    expect((await mailsTo(ctx, 'who@example.org')).length).toBe(0)
    const [mail] = await mailsTo(ctx, 'relink@example.org', 'registration-link')
    const fresh = /\/registration\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!
    expect(fresh).not.toBe(token)
    expect((await ctx.request(`/registrations/self/${token}`)).status).toBe(404)
    expect((await ctx.request(`/registrations/self/${fresh}`)).status).toBe(200)
  })
})

describe("the registrant's page", () => {
  it('GET /registrations/self/<token>: the registration and how to pay, never cached, no referrer; unknown 404', async () => {
    const { token, code } = await registered(ctx, { email: 'page@example.org' }, '192.0.2.91')
    const res = await ctx.request(`/registrations/self/${token}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    const body = await res.json()
    expect(body.registration).toMatchObject({
      code,
      status: 'awaiting-payment',
      email: 'page@example.org',
      payment: null,
      receipt: null,
    })
    expect(body.payTo.upi.link).toBe(
      `upi://pay?pa=nitpatna%40sbi&pn=To%20be%20set%20by%20the%20organisers&am=7500.00&cu=INR&tn=${code}`,
    )
    expect(body.payTo.bank.ifsc).toBe('To be set by the organisers')
    expect((await ctx.request('/registrations/self/not-a-token')).status).toBe(404)
    expect((await ctx.request(`/registrations/self/${code}`)).status).toBe(404)
  })

  it('a payment claim normalises the UTR, warns about odd shapes and amounts, and refuses a UTR in use (409)', async () => {
    const first = await registered(ctx, { email: 'pay1@example.org' }, '192.0.2.92')
    const res = await claim(ctx, first.token, { utr: ' 4123-4567 8901 ' })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body.registration).toMatchObject({
      status: 'payment-claimed',
      payment: { utr: '412345678901', amount: 7500, paidOn: '2026-01-20', payerName: 'Asha Verma' },
    })
    expect(body.warnings).toEqual([])
    const neft = await claim(ctx, first.token, { utr: 'sbin 1234 5678 9012', amount: 7000 })
    expect((await neft.json()).warnings).toEqual([
      expect.stringMatching(/^The amount differs from the fee due \(INR 7,500\)/),
    ])
    const odd = await claim(ctx, first.token, { utr: 'ABC123456' })
    expect((await odd.json()).warnings).toEqual([expect.stringMatching(/none of the usual shapes/)])
    const rtgs = await claim(ctx, first.token, { utr: 'HDFCR52024112200012345' })
    expect((await rtgs.json()).warnings).toEqual([])
    const second = await registered(ctx, { email: 'pay2@example.org' }, '192.0.2.92')
    const taken = await claim(ctx, second.token, { utr: 'hdfcr52024112200012345' })
    expect(taken.status).toBe(409)
    expect((await taken.json()).message).toMatch(/already entered for another registration/)
    const bad = await claim(ctx, second.token, { utr: '12', amount: -1, paidOn: '2026-02-30' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual(['amount', 'paidOn'])
    const short = await claim(ctx, second.token, { utr: '12' })
    expect(short.status).toBe(400)
  })

  it('withdraw erases the personal data before confirmation; the address can register again', async () => {
    const { token, id } = await registered(
      ctx,
      { email: 'gone@example.org', billing: { name: 'Gone Ltd', address: 'Somewhere' } },
      '192.0.2.93',
    )
    await claim(ctx, token, { utr: '998877665544' })
    const res = await ctx.request(`/registrations/self/${token}/withdraw`, { method: 'POST' })
    expect(res.status).toBe(200)
    const [row] = await ctx.db.handle.db.select().from(registrations).where(eq(registrations.id, id))
    expect(row).toMatchObject({
      status: 'withdrawn',
      email: null,
      phone: null,
      billing: null,
      utr: null,
      payerName: null,
    })
    expect(JSON.stringify(row)).not.toMatch(/gone@example.org|Gone Ltd|998877665544|Asha Verma/)
    expect((await ctx.request(`/registrations/self/${token}/withdraw`, { method: 'POST' })).status).toBe(409)
    expect((await register(ctx, { email: 'gone@example.org' }, '192.0.2.93')).status).toBe(201)
  })

  it('the receipt is 404 before confirmation', async () => {
    const { token } = await registered(ctx, { email: 'norcpt@example.org' }, '192.0.2.94')
    expect((await ctx.request(`/registrations/self/${token}/receipt.pdf`)).status).toBe(404)
  })
})

describe('the receipt PDF, read back with pdftotext', () => {
  it('holds the conference, number, name (Devanagari too), institution, GSTIN, items, total, GST part and UTR', async () => {
    const { token, id } = await registered(
      ctx,
      {
        email: 'receipt@example.org',
        name: 'अनुष्का क्षत्रिय',
        billing: { name: 'NIT Patna', gstin: '27AAPFU0939F1ZV', address: 'Ashok Rajpath' },
      },
      '192.0.2.95',
    )
    await claim(ctx, token, { utr: '556677889900' })
    await ctx.db.handle.db
      .update(registrations)
      .set({ status: 'confirmed', receiptNumber: 7, confirmedAt: new Date('2026-01-21T05:00:00Z') })
      .where(eq(registrations.id, id))
    const res = await ctx.request(`/registrations/self/${token}/receipt.pdf`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const dir = mkdtempSync(join(tmpdir(), 'receipt-'))
    writeFileSync(join(dir, 'r.pdf'), Buffer.from(await res.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' })
    for (const expected of [
      'ICNARI2026/R/0007',
      'NIT Patna',
      '27AAPFU0939F1ZV',
      'INR 7,500',
      'INR 1,144.07',
      '556677889900',
      'computer-generated',
      '21 January 2026',
    ])
      expect(text).toContain(expected)
    // Shaped Devanagari: the conjuncts (ष्क, क्ष, त्र) come back whole, and the vowel sign ि stands before the cluster
    // त्र it follows in the text, as it is drawn; an unshaped renderer leaves it after, as typed.
    expect(text.normalize('NFC')).toContain('Received from: अनुष्का क्षित्रय')
  })
})

describe('personal data stays private', () => {
  it("no public answer (search, settings, papers, dates, the form) holds a registrant's e-mail, phone, UTR or GSTIN", async () => {
    now = new Date('2026-01-20T06:00:00Z')
    const { token } = await registered(
      ctx,
      {
        email: 'private.person@example.org',
        phone: '+91 91234 56789',
        billing: { name: 'Secret Pvt Ltd', gstin: '29AAGCB7383J1Z4', address: 'Hidden Road' },
      },
      '192.0.2.96',
    )
    await claim(ctx, token, { utr: '314159265358', payerName: 'Hidden Payer' })
    const secrets = [
      'private.person@example.org',
      '91234 56789',
      '314159265358',
      '29AAGCB7383J1Z4',
      'Secret Pvt Ltd',
      'Hidden Payer',
    ]
    for (const path of [
      '/search?q=private.person',
      '/search?q=314159265358',
      '/settings',
      '/papers/all',
      '/dates',
      '/registrations/form',
    ]) {
      const text = await (await ctx.request(path)).text()
      for (const secret of secrets) expect(text, `${path} ${secret}`).not.toContain(secret)
    }
  })
})

describe('dates without roles', () => {
  it('without a last-registration date registration stays open while `open`; without an early date the fee is late', async () => {
    await ctx.db.handle.db.update(importantDates).set({ role: null })
    now = new Date('2030-01-01T00:00:00Z')
    const form = await (await ctx.request('/registrations/form')).json()
    expect(form).toMatchObject({ open: true, closesOn: null, tier: 'late' })
  })
})
