import { type APIRequestContext, expect, test } from '@playwright/test'
import { apiLogin, expectNoHorizontalScroll, expectNoSeriousAxeViolations, watchConsole } from './helpers'

// Issue 53: anyone holding a certificate checks it at /verify/<code> (its QR) or types the code at /verify.

async function issue(request: APIRequestContext, token: string, name: string): Promise<string> {
  const res = await request.post('/api/certificates', { headers: { token }, data: { kind: 'speaker', name } })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { certificate: { code: string } }).certificate.code
}

test.describe('the certificate check page', () => {
  let valid = ''
  let revoked = ''
  test.beforeAll(async ({ request }) => {
    const token = await apiLogin(request)
    const setUp = await request.patch('/api/settings', {
      headers: { token },
      data: {
        certificates: {
          title: 'Certificate',
          participationText: '{{name}} took part.',
          presentationText: '{{name}} presented {{paperTitle}}.',
          signatories: [],
          logoUrl: '',
          backgroundUrl: '',
        },
      },
    })
    expect(setUp.status()).toBe(200)
    valid = await issue(request, token, 'Dr. Verified Speaker')
    revoked = await issue(request, token, 'Dr. Withdrawn Speaker')
    const res = await request.post(`/api/certificates/${revoked}/revoke`, {
      headers: { token },
      data: { reason: 'Issued in error.' },
    })
    expect(res.status()).toBe(200)
  })

  test('arrives rendered on the server, kept out of search engines; an unknown code is a 404', async ({ request }) => {
    const page = await request.get(`/verify/${valid}`)
    expect(page.status()).toBe(200)
    const html = await page.text()
    expect(html).toContain('Dr. Verified Speaker')
    expect(html).toContain('Valid certificate')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    const unknown = await request.get('/verify/ZZZZZZZZZZ')
    expect(unknown.status()).toBe(404)
    expect(await unknown.text()).toContain('No certificate has this code')
  })

  test('a code typed at /verify shows the certificate, valid or revoked, on a 360 px phone', async ({ page }) => {
    const errors = watchConsole(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/verify')
    await page.getByLabel('Certificate code').fill(valid.toLowerCase())
    await page.getByRole('button', { name: 'Check certificate' }).click()
    await expect(page).toHaveURL(new RegExp(`/verify/${valid}$`))
    await expect(page.getByTestId('certificate-status')).toHaveText('Valid certificate')
    await expect(page.getByText('Dr. Verified Speaker')).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoSeriousAxeViolations(page)

    await page.goto(`/verify/${revoked}`)
    await expect(page.getByTestId('certificate-status')).toHaveText('Revoked: Issued in error.')
    await page.goto('/verify/ZZZZZZZZZZ')
    await expect(page.getByTestId('certificate-status')).toContainText('No certificate has this code')
    await expectNoSeriousAxeViolations(page)
    // The 404 of an unknown code is the page's own answer, not an error.
    expect(errors.filter((e) => !/404/.test(e))).toEqual([])
  })
})
