import { expect, test } from '@playwright/test'
import { asAdmin, toast } from './admin-helpers'
import { expectNoSeriousAxeViolations, RUN, watchConsole } from './helpers'

// The registration desk (issue 52): a registrant registers and claims a payment with its UTR, the treasurer
// previews then applies the bank statement on /admin/registrations, and the registrant sees "Confirmed" with a
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

test('a payment claimed with its UTR is confirmed by the bank statement on the desk', async ({ page, request }) => {
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
  try {
    const email = `desk-${RUN}@example.org`
    const res = await request.post('/api/registrations', {
      data: {
        name: `Desk Registrant ${RUN}`,
        email,
        phone: '+91 98765 43210',
        institution: 'NIT Patna',
        country: 'India',
        category: 'academician',
        mode: 'in-person',
        paperIds: [],
        accompanying: 0,
        consent: true,
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    const { registration } = await res.json()
    const pageToken = new URL(registration.statusUrl).pathname.split('/').pop() as string
    const utr = `5${Date.now().toString().slice(-11)}`
    const claimed = await request.post(`/api/registrations/self/${pageToken}/payment`, {
      data: {
        utr,
        amount: registration.fee.total,
        paidOn: new Date().toISOString().slice(0, 10),
        payerName: 'Desk Payer',
      },
    })
    expect(claimed.status(), await claimed.text()).toBe(201)

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

    await page.goto(`/registration/${pageToken}`)
    await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Download receipt .* \(PDF\)/ })).toBeVisible()
    expect(errors).toEqual([])
  } finally {
    await request.patch('/api/settings', { headers, data: { registration: { open: false } } })
    if (last && last.date < ahead) await request.put(`/api/dates/${last._id}`, { headers, data: { date: last.date } })
  }
})
