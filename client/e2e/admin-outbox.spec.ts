import { expect, test } from '@playwright/test'
import { asAdmin, toast, unique } from './admin-helpers'
import { watchConsole } from './helpers'

// Mail in the admin area (issue 51), on the e2e server, which has no SMTP_URL: every mail is kept "withheld".

test.describe('mail', () => {
  test('the outbox: mail off, a test mail kept and cancelled, a template previewed, saved and restored', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page)
    await asAdmin(page, request)
    await page.goto('/admin')
    await page.getByRole('link', { name: /Outbox/ }).click()
    await expect(page).toHaveURL(/\/admin\/outbox$/)
    await expect(page.getByText(/Mail is off: SMTP_URL is not set/)).toBeVisible()

    const to = `${unique('test').replace(/\s+/g, '-').toLowerCase()}@example.org`
    await page.getByLabel('Send a test mail to').fill(to)
    await page.getByRole('button', { name: 'Send test mail' }).click()
    await expect(toast(page, 'Test mail kept in the outbox')).toBeVisible()
    await page.getByRole('radio', { name: 'Withheld' }).check()
    const mail = page.getByRole('article', { name: `Mail to ${to}` })
    await expect(mail.getByText('Withheld')).toBeVisible()
    await mail.getByRole('button', { name: /^Open / }).click()
    await expect(mail.getByText(/This is a test mail from the .* site, sent by E2E Admin/)).toBeVisible()
    await mail.getByRole('button', { name: /^Cancel / }).click()
    await expect(toast(page, 'The mail is cancelled.')).toBeVisible()
    await page.getByRole('radio', { name: 'Cancelled' }).check()
    await expect(page.getByRole('article', { name: `Mail to ${to}` }).getByText('Cancelled')).toBeVisible()

    const template = page.locator('details').filter({ hasText: 'A test mail sent from the outbox page' })
    await template.locator('summary').click()
    await page.getByLabel('Subject of test', { exact: true }).fill('{{conference}} check by {{sentBy}}')
    await template.getByRole('button', { name: 'Preview' }).click()
    await expect(page.getByRole('region', { name: 'Preview of test' })).toContainText('check by Ravi Kumar')
    await page.getByLabel('Subject of test', { exact: true }).fill('Hello {{nobody}}')
    await template.getByRole('button', { name: 'Save template' }).click()
    await expect(toast(page, '{{nobody}} is not a placeholder of this template')).toBeVisible()
    await page.getByLabel('Subject of test', { exact: true }).fill('{{conference}} check by {{sentBy}}')
    await template.getByRole('button', { name: 'Save template' }).click()
    await expect(toast(page, 'Template saved.')).toBeVisible()
    await template.getByRole('button', { name: 'Restore default' }).click()
    await expect(toast(page, 'Template restored to its default.')).toBeVisible()
    expect(errors.filter((e) => !e.includes('400 (Bad Request)'))).toEqual([])
  })

  test('the inbox replies by e-mail; the settings name who is told of new messages', async ({ page, request }) => {
    const errors = watchConsole(page)
    const name = unique('Visitor')
    const res = await request.post('/api/contact', {
      data: { name, email: 'visitor@example.org', subject: 'Lunch', message: 'Is lunch included?' },
    })
    expect(res.status()).toBe(201)
    await asAdmin(page, request)
    await page.goto('/admin/contact-messages')
    const msg = page.getByRole('article', { name: `Message from ${name}` })
    await msg.getByLabel(`Reply to ${name} by e-mail`).fill('Yes, lunch is included on all three days.')
    await msg.getByRole('button', { name: 'Send reply' }).click()
    await expect(toast(page, 'Reply sent: it is in the outbox.')).toBeVisible()
    await expect(msg.getByText('Yes, lunch is included on all three days.')).toBeVisible()
    await expect(msg.getByText(/E2E Admin replied .* mail withheld/)).toBeVisible()
    await expect(msg.getByText('Replied', { exact: true })).toBeVisible()

    await page.goto('/admin/settings')
    await expect(page.getByText(/Mail is off: SMTP_URL is not set/)).toBeVisible()
    await page.getByLabel('Tell these addresses of every contact message').fill('organisers@example.org')
    await page.getByRole('button', { name: 'Save mail settings' }).click()
    await expect(toast(page, 'Settings saved.')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Tell these addresses of every contact message')).toHaveValue('organisers@example.org')
    await page.getByLabel('Tell these addresses of every contact message').fill('')
    await page.getByRole('button', { name: 'Save mail settings' }).click()
    await expect(toast(page, 'Settings saved.')).toBeVisible()
    expect(errors).toEqual([])
  })
})
