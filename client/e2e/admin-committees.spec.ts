import { expect, test } from '@playwright/test'
import { asAdmin, confirmDelete, orderOf, png, toast, unique } from './admin-helpers'
import { watchConsole } from './helpers'

// The admin area against the real server: every resource is created through its form, seen in the admin list
// and on the public page, changed where the admin may change it, and deleted. Names carry a per-run suffix so
// that other specs' data (same server, same database) never matters.

test.describe('admin resources', () => {
  test('organising committee: validation, add, public page, update, priority order, delete', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const errors = watchConsole(page)
    await asAdmin(page, request)
    await page.goto('/admin/add-organising-member')
    const select = page.getByLabel('Committee')
    await expect(select).toHaveValue('')
    await expect(select.locator('option')).toHaveCount(16)
    await expect(select.locator('option').first()).toHaveText('Select Committee')
    await expect(select.locator('option').first()).toBeDisabled()
    await expect(page.getByLabel('Image')).toHaveAttribute('accept', 'image/*')
    await page.getByRole('button', { name: 'Add organising member' }).click()
    for (const msg of ['Name', 'Specialization', 'College', 'Committee', 'Description'])
      await expect(page.getByText(`${msg} is required.`)).toBeVisible()

    const a = unique('Org Member A')
    const b = unique('Org Member B')
    for (const name of [a, b]) {
      await page.getByLabel('Name').fill(name)
      await page.getByLabel('Specialization (comma separated)').fill('Power systems, Drives')
      await page.getByLabel('College').fill('NIT Patna')
      await page.getByLabel('Committee').selectOption('Program Secretary')
      await page.getByLabel('Description').fill('Professor of Electrical Engineering.')
      await page.getByLabel('Image').setInputFiles(png())
      await page.getByRole('button', { name: 'Add organising member' }).click()
      await expect(toast(page, 'Member created successfully.').first()).toBeVisible()
      await expect(page.getByLabel('Name')).toHaveValue('')
      await expect(page.getByLabel('Committee')).toHaveValue('')
    }

    await page.goto('/about/organising-committee')
    await expect(page.getByRole('heading', { name: a })).toBeVisible()
    await expect(page.getByRole('heading', { name: b })).toBeVisible()

    // Priority: B first (1), then A (2); members without one come last.
    await page.goto('/admin/all-organising-members')
    const items = page.getByTestId('admin-member')
    await page.getByLabel(`Priority for ${a}`, { exact: true }).fill('')
    await page.getByRole('button', { name: `Set priority for ${a}` }).click()
    await expect(items.filter({ hasText: a }).getByText('Please enter a priority value.')).toBeVisible()
    await page.getByLabel(`Priority for ${a}`, { exact: true }).fill('-3')
    await page.getByRole('button', { name: `Set priority for ${a}` }).click()
    await expect(items.filter({ hasText: a }).getByText('Please enter a valid number for priority.')).toBeVisible()
    await page.getByLabel(`Priority for ${a}`, { exact: true }).fill('2')
    await page.getByRole('button', { name: `Set priority for ${a}` }).click()
    await expect(items.filter({ hasText: a }).getByText('Priority 2')).toBeVisible()
    await page.getByLabel(`Priority for ${b}`, { exact: true }).fill('1')
    await page.getByRole('button', { name: `Set priority for ${b}` }).click()
    await expect(items.filter({ hasText: b }).getByText('Priority 1')).toBeVisible()
    await expect(toast(page, 'Priority updated successfully!').first()).toBeVisible()
    expect(await orderOf(items, [a, b])).toEqual([b, a])
    await page.goto('/about/organising-committee')
    await expect(page.getByRole('heading', { name: a })).toBeVisible()
    expect(await orderOf(page.getByTestId('member-card'), [a, b])).toEqual([b, a])

    // Update A (the public page's cached copy is dropped, so the new name shows at once).
    await page.goto('/admin/all-organising-members')
    await items
      .filter({ hasText: a })
      .getByRole('link', { name: `Edit ${a}` })
      .click()
    await expect(page).toHaveURL(/\/admin\/all-organising-members\/[0-9a-f-]{36}$/)
    await expect(page.getByLabel('Name')).toHaveValue(a)
    await expect(page.getByLabel('Committee')).toHaveValue('Program Secretary')
    const renamed = `${a} (renamed)`
    await page.getByLabel('Name').fill(renamed)
    await page.getByLabel('Committee').selectOption('Organizing Chair')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(page, 'Member updated successfully.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/all-organising-members$/)
    await expect(items.filter({ hasText: renamed }).getByText('Organizing Chair · NIT Patna')).toBeVisible()
    await expect(items.filter({ hasText: renamed }).getByText('Priority 2')).toBeVisible()
    await page.goto('/about/organising-committee')
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible()

    await page.goto('/admin/all-organising-members')
    for (const name of [renamed, b]) {
      await confirmDelete(page, page.getByRole('button', { name: `Delete ${name}`, exact: true }))
      await expect(items.filter({ hasText: name })).toHaveCount(0)
    }
    await expect(toast(page, 'Member deleted successfully.').first()).toBeVisible()
    await page.goto('/about/organising-committee')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('member-skeleton')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: b })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  for (const c of [
    {
      kind: 'technical',
      publicPath: '/about/technical-programme-committee',
      committee: 'Technical Programme Committee',
    },
    {
      kind: 'international',
      publicPath: '/about/international-advisory-committee',
      committee: 'International Advisory Committee',
    },
  ] as const) {
    test(`${c.kind} committee: validation, add with role, public page, update, delete`, async ({ page, request }) => {
      test.setTimeout(45_000)
      const errors = watchConsole(page)
      await asAdmin(page, request)
      await page.goto(`/admin/add-${c.kind}-member`)
      await page.getByRole('button', { name: `Add ${c.kind} member` }).click()
      for (const msg of ['Name', 'Specialization', 'College', 'Committee', 'Description'])
        await expect(page.getByText(`${msg} is required.`)).toBeVisible()

      const name = unique(`${c.kind} member`)
      await page.getByLabel('Name').fill(name)
      await page.getByLabel('Specialization (comma separated)').fill('Photovoltaics, ,Renewable energy')
      await page.getByLabel('College').fill('IIT Delhi')
      await page.getByLabel('Committee').fill(c.committee)
      await page.getByLabel('Role (optional)').fill('Track chair')
      await page.getByLabel('Description').fill('Professor.')
      await page.getByLabel('Image').setInputFiles(png())
      await page.getByRole('button', { name: `Add ${c.kind} member` }).click()
      await expect(toast(page, 'Member created successfully.')).toBeVisible()
      await expect(page.getByLabel('Role (optional)')).toHaveValue('')

      await page.goto(`/admin/all-${c.kind}-members`)
      const item = page.getByTestId('admin-member').filter({ hasText: name })
      await expect(item.getByText('Track chair', { exact: true })).toBeVisible()
      await expect(item.getByText('Photovoltaics, Renewable energy')).toBeVisible()
      // Every committee is ordered since issue 54: technical and international members too.
      await expect(page.getByRole('button', { name: `Set priority for ${name}` })).toBeVisible()
      await expect(item.getByRole('button', { name: `Move up: ${name}` })).toBeVisible()

      await page.goto(c.publicPath)
      const card = page.getByTestId('member-card').filter({ hasText: name })
      await expect(card.getByText('Track chair', { exact: true })).toBeVisible()

      await page.goto(`/admin/all-${c.kind}-members`)
      await item.getByRole('link', { name: `Edit ${name}` }).click()
      await expect(page.getByLabel('Role (optional)')).toHaveValue('Track chair')
      await page.getByLabel('Role (optional)').fill('Advisor')
      await page.getByLabel('College').fill('IIT Bombay')
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(toast(page, 'Member updated successfully.')).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/admin/all-${c.kind}-members$`))
      await expect(item.getByText('Advisor', { exact: true })).toBeVisible()
      await page.goto(c.publicPath)
      await expect(card.getByText('IIT Bombay')).toBeVisible()
      await expect(card.getByText('Advisor', { exact: true })).toBeVisible()

      await page.goto(`/admin/all-${c.kind}-members`)
      await confirmDelete(page, page.getByRole('button', { name: `Delete ${name}`, exact: true }))
      await expect(toast(page, 'Member deleted successfully.')).toBeVisible()
      await expect(item).toHaveCount(0)
      await page.goto(c.publicPath)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('member-skeleton')).toHaveCount(0)
      await expect(card).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }

  test('a failed member update shows its failure message and stays on the form', async ({ page, request }) => {
    const token = await asAdmin(page, request)
    const name = unique('Failing member')
    const res = await request.post('/api/technicalcommitee/createMember', {
      headers: { token },
      data: { name, specialization: 'x', college: 'c', committee: 'k', description: 'd' },
    })
    const { member } = (await res.json()) as { member: { _id: string } }
    await page.goto(`/admin/all-technical-members/${member._id}`)
    await expect(page.getByLabel('Name')).toHaveValue(name)
    await page.route('**/api/technicalcommitee/updateMember/*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    )
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(page, 'Failed to update the new committee member. Please try again.')).toBeVisible()
    await page.waitForTimeout(1300)
    await expect(page).toHaveURL(new RegExp(`/admin/all-technical-members/${member._id}$`))
    await request.delete(`/api/technicalcommitee/deleteMember/${member._id}`, { headers: { token } })
  })
})
