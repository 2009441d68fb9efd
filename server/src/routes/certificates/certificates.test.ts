import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { pdfText, qrOfFirstPage } from '../../../test/pdf-reading'
import { images } from '../../db/schema'
import { housekeeping } from '../../jobs/housekeeping'
import { renderingInWorker } from '../../pdf/render-pool'
import { uploadedImageUrl } from '../images/images.fixtures'
import { NO_CERTIFICATE, NOT_SET_UP } from './certificates.handlers'

const ctx = useTestApp()
const CODE = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{10}$/

async function pdfOf(res: Response): Promise<Uint8Array> {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  return new Uint8Array(await res.arrayBuffer())
}

async function setUp(token: string) {
  const signature = await uploadedImageUrl(ctx, token)
  const logo = await uploadedImageUrl(ctx, token)
  const res = await ctx.request('/settings', {
    method: 'PATCH',
    token,
    json: {
      certificates: {
        title: 'Certificate of Appreciation',
        participationText: '{{name}} of {{institution}} took part {{mode}} in {{conference}} on {{dates}}.',
        presentationText: '{{name}} presented {{paperId}} “{{paperTitle}}” at {{conference}}.',
        signatories: [
          { name: 'Prof. R. K. Verma', designation: 'General Chair', signatureImageUrl: signature },
          { name: 'Dr. S. Iyer', designation: 'Convener', signatureImageUrl: '' },
        ],
        logoUrl: logo,
        backgroundUrl: '',
      },
    },
  })
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
}

async function issue(token: string, json: Record<string, unknown>) {
  const res = await ctx.request('/certificates', { method: 'POST', token, json })
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return (await res.json()).certificate
}

describe('certificates', () => {
  it('refuses to issue before they are set up (409), but previews with the standard words', async () => {
    const token = await ctx.login()
    const refused = await ctx.request('/certificates', {
      method: 'POST',
      token,
      json: { kind: 'chair', name: 'Dr. Anaya Sharma' },
    })
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toBe(NOT_SET_UP)
    const preview = await pdfOf(
      await ctx.request('/certificates/preview', { method: 'POST', token, json: { kind: 'participation' } }),
    )
    expect(pdfText(preview)).toContain('Ananya Sharma')
  })

  it('settings refuse an unknown placeholder and an image that is not an upload, naming the field', async () => {
    const token = await ctx.login()
    const res = await ctx.request('/settings', {
      method: 'PATCH',
      token,
      json: {
        certificates: {
          title: 'Certificate',
          participationText: 'Dear {{fullName}}',
          presentationText: 'ok',
          signatories: [],
          logoUrl: 'https://evil.example/logo.png',
          backgroundUrl: '',
        },
      },
    })
    expect(res.status).toBe(400)
    const paths = (await res.json()).issues.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['certificates.participationText', 'certificates.logoUrl']))
    // Not in the public settings.
    await setUp(token)
    const publicSettings = await (await ctx.request('/settings')).json()
    expect(publicSettings.settings.certificates).toBeUndefined()
  })

  it('issues one with a readable code and serials in order; anyone with the code sees it, never the e-mail', async () => {
    const token = await ctx.login()
    const first = await issue(token, {
      kind: 'chair',
      name: 'Dr. Anaya Sharma',
      institution: 'IIT Bombay',
      email: 'anaya@example.org',
    })
    const second = await issue(token, { kind: 'volunteer', name: 'Ravi Kumar' })
    expect(first.code).toMatch(CODE)
    expect(second.serial).toBe(first.serial + 1)
    expect(first.verifyUrl).toBe(`http://localhost/verify/${first.code}`)
    const res = await ctx.request(`/certificates/${first.code.toLowerCase()}`)
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toContain('anaya@example.org')
    expect(JSON.parse(text).certificate).toMatchObject({
      code: first.code,
      kind: 'chair',
      name: 'Dr. Anaya Sharma',
      institution: 'IIT Bombay',
      paper: null,
      status: 'valid',
      revokedReason: null,
    })
    const unknown = await ctx.request('/certificates/ZZZZZZZZZZ')
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).message).toBe(NO_CERTIFICATE)
    expect((await ctx.request('/certificates/not-a-code')).status).toBe(404)
  })

  it('refuses a registration kind or a missing name with a 400 naming the field', async () => {
    const token = await ctx.login()
    const res = await ctx.request('/certificates', { method: 'POST', token, json: { kind: 'participation' } })
    expect(res.status).toBe(400)
    const paths = (await res.json()).issues.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['kind', 'name']))
  })

  it('its PDF holds the name and the verification URL, in text and as the QR; the same bytes every time', async () => {
    const token = await ctx.login()
    const cert = await issue(token, { kind: 'speaker', name: 'Meera Nair', institution: 'IISc Bengaluru' })
    const pdf = await pdfOf(await ctx.request(`/certificates/${cert.code}.pdf`))
    const again = await pdfOf(await ctx.request(`/certificates/${cert.code}.pdf`))
    expect(Buffer.from(again).equals(Buffer.from(pdf))).toBe(true)
    // Its logo and signature are kept by the clean-up of unused uploads (named only in JSON documents).
    await ctx.db.handle.db.update(images).set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
    await housekeeping(ctx.db.handle.db)
    const afterCleanUp = await pdfOf(await ctx.request(`/certificates/${cert.code}.pdf`))
    expect(Buffer.from(afterCleanUp).equals(Buffer.from(pdf))).toBe(true)
    const text = pdfText(pdf)
    expect(text).toContain('Meera Nair')
    expect(text).toContain('Certificate of Appreciation')
    expect(text).toContain('Prof. R. K. Verma')
    expect(text).toContain(`http://localhost/verify/${cert.code}`)
    expect(await qrOfFirstPage(pdf)).toBe(`http://localhost/verify/${cert.code}`)
    // Drawn off the request path: the worker thread ran, no fallback to this thread.
    expect(renderingInWorker()).toBe(true)
  })

  it('draws a Devanagari name as text (shaped by script runs)', async () => {
    const token = await ctx.login()
    const cert = await issue(token, { kind: 'committee', name: 'अनन्या देव' })
    const text = pdfText(await pdfOf(await ctx.request(`/certificates/${cert.code}.pdf`)))
    expect(text).toContain('अनन्या देव')
  })

  it('is revoked once, with its reason shown to anyone; revoking again is a 409, an unknown code a 404', async () => {
    const token = await ctx.login()
    const cert = await issue(token, { kind: 'award', name: 'Kavya Rao' })
    const revoke = (code: string) =>
      ctx.request(`/certificates/${code}/revoke`, { method: 'POST', token, json: { reason: 'Name misspelt.' } })
    const res = await revoke(cert.code)
    expect(res.status).toBe(200)
    expect((await res.json()).certificate).toMatchObject({ status: 'revoked', revokedReason: 'Name misspelt.' })
    expect((await revoke(cert.code)).status).toBe(409)
    expect((await revoke('ZZZZZZZZZZ')).status).toBe(404)
    const view = await (await ctx.request(`/certificates/${cert.code}`)).json()
    expect(view.certificate).toMatchObject({ status: 'revoked', revokedReason: 'Name misspelt.' })
    const audit = await (await ctx.request('/audit?entity=certificate', { token })).json()
    expect(JSON.stringify(audit)).toContain('revoke')
  })

  it('lists by kind and by a search, newest first, in pages', async () => {
    const token = await ctx.login()
    const list = async (query: string) => (await ctx.request(`/certificates${query}`, { token })).json()
    const chairs = await list('?kind=chair')
    expect(chairs.data.map((c: { name: string }) => c.name)).toEqual(['Dr. Anaya Sharma'])
    const found = await list('?q=anaya%40example')
    expect(found.totalCount).toBe(1)
    const page = await list('?limit=2')
    expect(page.data).toHaveLength(2)
    expect(page.data[0].serial).toBeGreaterThan(page.data[1].serial)
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 2))
    expect((await ctx.request('/certificates?kind=diploma', { token })).status).toBe(400)
  })

  it('limits public look-ups per address: beyond 60 a minute, 429', async () => {
    let status = 0
    for (let i = 0; i < 70 && status !== 429; i++) status = (await ctx.request('/certificates/ZZZZZZZZZZ')).status
    expect(status).toBe(429)
  })
})
