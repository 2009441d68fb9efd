import { expect, test } from '@playwright/test'
import { asAdmin, confirmDelete, toast, unique } from './admin-helpers'
import { ADMIN, expectNoHorizontalScroll, expectNoSeriousAxeViolations, watchConsole } from './helpers'

// Accountability in the browser (issue 19): an edit shows up in /admin/activity with what it was before, and the
// inbox can be worked down: reply, mark replied, archive, delete after a confirmation, export.

test.describe('activity and inbox', () => {
  test('an admin edits a speaker and sees the edit, before and after, in /admin/activity', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page)
    const token = await asAdmin(page, request)
    const name = unique('Audited Speaker')
    const created = await request.post('/api/speaker/create', {
      headers: { token },
      data: { name, specialization: ['Power electronics'], description: 'Works on converters.' },
    })
    expect(created.status()).toBe(201)
    const { speaker } = (await created.json()) as { speaker: { _id: string } }

    await page.goto(`/admin/all-speakers/update/${speaker._id}`)
    await expect(page.getByLabel('Description')).toHaveValue('Works on converters.')
    await page.getByLabel('Description').fill('Works on EV chargers.')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(page, 'Speaker updated successfully.')).toBeVisible()

    await page.goto('/admin')
    await page.getByRole('link', { name: /Activity/ }).click()
    await expect(page).toHaveURL(/\/admin\/activity$/)
    await page.getByLabel('Item type').selectOption('speaker')
    await expect(page).toHaveURL(/entity=speaker/)
    const edit = page.getByRole('article', { name: `${ADMIN.name} changed the speaker “${name}”` })
    await expect(edit).toBeVisible()
    const row = edit.getByRole('row', { name: /Description/ })
    await expect(row.locator('del')).toHaveText('Works on converters.')
    await expect(row.locator('ins')).toHaveText('Works on EV chargers.')
    await expect(edit.getByRole('row', { name: /Specialization/ })).toHaveCount(0) // unchanged fields stay out
    await expect(page.getByRole('article', { name: `${ADMIN.name} added the speaker “${name}”` })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await expectNoHorizontalScroll(page)
    expect(errors).toEqual([])
  })

  test('the inbox: reply link, mark as replied, archive, delete after confirming, export CSV', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page)
    const name = unique('Inbox Visitor')
    const subject = `Fees & "dates"? ${name}`
    const sent = await request.post('/api/contact', {
      data: { name, email: 'visitor@example.org', subject, message: 'Is lunch included?' },
    })
    expect(sent.status()).toBe(201)
    await asAdmin(page, request)
    await page.goto('/admin')
    // The Inbox area's tile: its title links to the inbox, its count beside it.
    await expect(page.getByRole('link', { name: /Contact messages/ })).toBeVisible()
    await expect(page.getByText(/\d+ new messages?/)).toBeVisible()

    await page.goto('/admin/contact-messages')
    const message = page.getByRole('article', { name: `Message from ${name}` })
    await expect(message.getByText('New', { exact: true })).toBeVisible()
    const reply = message.getByRole('link', { name: `Reply by e-mail to ${name}` })
    expect(new URL((await reply.getAttribute('href'))!).searchParams.get('subject')).toBe(`Re: ${subject}`)

    await message.getByRole('button', { name: /as replied/ }).click()
    await expect(toast(page, 'Message marked as replied.')).toBeVisible()
    await expect(message.getByText('Replied', { exact: true })).toBeVisible()
    await page.getByRole('radio', { name: 'Replied' }).check()
    await message.getByRole('button', { name: /^Archive/ }).click()
    await expect(toast(page, 'Message archived.')).toBeVisible()
    await expect(message).toHaveCount(0) // no longer among the replied ones
    await page.getByRole('radio', { name: 'Archived' }).check()
    await expect(message.getByText('Archived', { exact: true })).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    expect((await download).suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/)

    await confirmDelete(page, message.getByRole('button', { name: `Delete the message from ${name}` }))
    await expect(toast(page, 'Message deleted.')).toBeVisible()
    await expect(message).toHaveCount(0)
    await page.getByRole('radio', { name: 'All' }).check()
    await expect(page.getByRole('article', { name: `Message from ${name}` })).toHaveCount(0)
    expect(errors).toEqual([])
  })
})
