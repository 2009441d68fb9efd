import { expect, test } from '@playwright/test'
import { asAdmin, toast } from './admin-helpers'
import { expectNoSeriousAxeViolations, RUN, watchConsole } from './helpers'

// The registration desk (issue 52): a registrant registers and claims a payment with its UTR on a 360 px phone, the
// desk corrects the registration (the fee worked out again), the treasurer previews then applies the bank statement on /admin/registrations, and the registrant sees "Confirmed" with a
// receipt. Registration is opened for this test only and closed again after it (other specs see the site closed).

/** An SBI statement (account block above the header, Indian grouping, `14 Nov 2024` dates) with one credit. */
function sbiStatement(narration: string, amount: number): Buffer {
  const day = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
  const money = amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })
  const rows = [
    ['Account Name', ':', 'NIT PATNA CONFERENCE ACCOUNT'],
    ['IFS Code', ':', 'SBIN0000152'],
    [],
    ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    [day, day, narration, '', '', money, '1,00,000.00'],
  ]
  return Buffer.from(`${rows.map((r) => r.map((v) => (v.includes(',') ? `"${v}"` : v)).join(',')).join('\r\n')}\r\n`)
}

test('a registrant registers and claims a payment on a phone, the desk corrects it and the bank statement confirms it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Three people's steps in one journey (phone, desk, treasurer): ~25 s on a quick machine, past 30 on a slow one.
  test.setTimeout(90_000)
  const errors = watchConsole(page)
  const token = await asAdmin(page, request)
  const headers = { token }
  const opened = await request.patch('/api/settings', { headers, data: { registration: { open: true } } })
  expect(opened.status()).toBe(200)
  // Registration closes after the last-registration date: move it ahead when the seeded one has passed.
  const dates = (await (await request.get('/api/dates')).json()) as { _id: string; date: string; role: string | null }[]
  const last = (Array.isArray(dates) ? dates : (dates as { dates: typeof dates }).dates).find(
    (d) => d.role === 'last-registration',
  )
  const ahead = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
  if (last && last.date < ahead) {
    const moved = await request.put(`/api/dates/${last._id}`, { headers, data: { date: ahead } })
    expect(moved.status()).toBe(200)
  }
  // The registrant is on a phone: their own browser, 360 px wide, with no admin session.
  const phone = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  const mobile = await phone.newPage()
  const phoneErrors = watchConsole(mobile)
  const noSidewaysScroll = async () =>
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  try {
    await mobile.goto('/register')
    await expect(mobile.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible()
    await mobile.getByLabel('Name', { exact: true }).fill(`Desk Registrant ${RUN}`)
    await mobile.getByLabel('Email').fill(`desk-${RUN}@example.org`)
    await mobile.getByLabel('Phone').fill('+91 98765 43210')
    await mobile.getByLabel('Institution').fill('NIT Patna')
    await mobile.getByLabel('Country').fill('India')
    await mobile.getByLabel('Category').selectOption('academician')
    await expect(mobile.getByTestId('fee-total')).toHaveText(/^INR /)
    await noSidewaysScroll()
    await mobile.getByRole('button', { name: 'Register' }).click()
    // Consent is asked for, in words, before anything is sent.
    await expect(mobile.getByRole('alert').filter({ hasText: 'Please agree to the privacy notice' })).toBeVisible()
    await mobile.getByLabel('I agree to the privacy notice.').check()
    await mobile.getByRole('button', { name: 'Register' }).click()
    await expect(mobile).toHaveURL(/\/registration\/[^/]+$/)
    const heading = mobile.getByRole('heading', { level: 1, name: /^Registration [A-Z0-9]+$/ })
    await expect(heading).toBeVisible()
    const code = ((await heading.textContent()) ?? '').replace('Registration ', '').trim()
    const pageToken = new URL(mobile.url()).pathname.split('/').pop() as string
    await expect(mobile.getByText('Awaiting payment', { exact: true }).first()).toBeVisible()
    await noSidewaysScroll()
    const registration = { code, fee: { total: 0 } }

    // The desk corrects the registration before any payment: one accompanying person, the fee worked out again.
    const before = await (await request.get(`/api/registrations/self/${pageToken}`)).json()
    await page.goto('/admin/registrations')
    await page.getByLabel(/^Search/).fill(code)
    await page
      .getByRole('row')
      .filter({ hasText: code })
      .getByRole('button', { name: `Open ${code}` })
      .click()
    const opened = page.getByRole('region', { name: `Registration ${code}` })
    await opened.getByRole('button', { name: `Edit registration ${code}` }).click()
    const edit = opened.getByRole('form', { name: `Edit registration ${code}` })
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(`Desk Registrant ${RUN}`)
    await edit.getByLabel('Accompanying persons').fill('1')
    await edit.getByRole('button', { name: `Save registration ${code}` }).click()
    await expect(edit).toBeHidden()
    const after = await (await request.get(`/api/registrations/self/${pageToken}`)).json()
    expect(after.registration.fee.total).toBeGreaterThan(before.registration.fee.total)
    expect(after.registration.accompanying).toBe(1)
    registration.fee.total = after.registration.fee.total

    // The registrant sees the new fee and says how they paid, on the phone.
    await mobile.reload()
    await expect(mobile.getByRole('region', { name: 'Fee' })).toContainText('Accompanying person (1 ×')
    const utr = `5${Date.now().toString().slice(-11)}`
    await mobile.getByLabel('UTR (transaction reference)').fill(utr)
    await mobile.getByLabel('Amount paid').fill(String(registration.fee.total))
    await mobile.getByLabel('Paid on').fill(new Date().toISOString().slice(0, 10))
    await mobile.getByLabel('Name of the payer').fill('Desk Payer')
    await mobile.getByRole('button', { name: 'Send payment details' }).click()
    await expect(mobile.getByText('Payment entered: we confirm it when it shows in the bank statement')).toBeVisible()
    await noSidewaysScroll()

    await page.goto('/admin/registrations')
    await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible()
    await page.getByLabel(/^Search/).fill(registration.code)
    await expect(page.getByRole('row').filter({ hasText: registration.code })).toContainText('Payment claimed')

    await page.getByLabel('Statement file (CSV or .xlsx)').setInputFiles({
      name: 'sbi-statement.csv',
      mimeType: 'text/csv',
      buffer: sbiStatement(`BY TRANSFER-UPI/CR/${utr}/DESK PAYER/SBIN/desk@okaxis/UPI--`, registration.fee.total),
    })
    await page.getByRole('button', { name: 'Preview statement' }).click()
    const preview = page.getByRole('region', { name: 'Statement preview' })
    await expect(preview).toContainText(`${registration.code} confirmed by UTR ${utr}`)
    // The preview writes nothing: still claimed.
    await expect(page.getByRole('row').filter({ hasText: registration.code })).toContainText('Payment claimed')
    await page.getByRole('button', { name: 'Apply statement' }).click()
    await expect(toast(page, 'Statement applied: 1 confirmed')).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: registration.code })
    await expect(row).toContainText('Confirmed')
    await row.getByRole('button', { name: `Open ${registration.code}` }).click()
    const detail = page.getByRole('region', { name: `Registration ${registration.code}` })
    await expect(detail.getByTestId('registration-status')).toHaveText('Confirmed')
    await expect(detail.getByRole('region', { name: 'History' })).toContainText('confirmed by bank statement')
    await expectNoSeriousAxeViolations(page)
    await expect(page).toHaveTitle(/^Registrations \|/)

    await page.getByRole('link', { name: 'Papers and their registered authors' }).click()
    await expect(page.getByRole('heading', { name: 'Papers and their registered authors', level: 1 })).toBeVisible()
    await expect(page.getByText(/papers have no confirmed registration\./)).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await mobile.reload()
    await expect(mobile.getByText('Confirmed', { exact: true }).first()).toBeVisible()
    await expect(mobile.getByRole('link', { name: /Download receipt .* \(PDF\)/ })).toBeVisible()
    await noSidewaysScroll()
    expect(errors).toEqual([])
    expect(phoneErrors).toEqual([])
  } finally {
    await phone.close()
    await request.patch('/api/settings', { headers, data: { registration: { open: false } } })
    if (last && last.date < ahead) await request.put(`/api/dates/${last._id}`, { headers, data: { date: last.date } })
  }
})
