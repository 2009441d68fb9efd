import { expect, test } from '@playwright/test'
import { asAdmin, confirmDelete, notAnImage, orderOf, png, toast, unique } from './admin-helpers'
import { watchConsole } from './helpers'

// The admin area against the real server: every resource is created through its form, seen in the admin list
// and on the public page, changed where the admin may change it, and deleted. Names carry a per-run suffix so
// that other specs' data (same server, same database) never matters.

test.describe('admin resources', () => {
  test('speakers: validation, add with image, public page, update, priority order, delete', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const errors = watchConsole(page)
    await asAdmin(page, request)
    await page.goto('/admin/add-speakers')
    await page.getByRole('button', { name: 'Add speaker' }).click()
    await expect(page.getByText('Name is required.')).toBeVisible()
    await expect(page.getByText('Specialization is required.')).toBeVisible()
    await expect(page.getByText('Description is required.')).toBeVisible()
    await expect(page.getByLabel('Image')).toHaveAttribute('accept', 'image/*')
    await page.getByLabel('Image').setInputFiles(notAnImage)
    await page.getByRole('button', { name: 'Add speaker' }).click()
    await expect(page.getByText('Please choose a PNG, JPEG, WebP, GIF or AVIF image.')).toBeVisible()

    const first = unique('Speaker One')
    const second = unique('Speaker Two')
    for (const name of [first, second]) {
      await page.getByLabel('Name').fill(name)
      await page.getByLabel('Specialization (comma separated)').fill('Power electronics,  Smart grids ,')
      await page.getByLabel('Description').fill(`${name} works on adaptive grids.`)
      await page.getByLabel('Image').setInputFiles(png())
      await page.getByRole('button', { name: 'Add speaker' }).click()
      await expect(toast(page, 'Speaker added successfully.').first()).toBeVisible()
      await expect(page.getByLabel('Name')).toHaveValue('')
      await expect(page.getByLabel('Image')).toHaveValue('')
    }

    // A new speaker goes to the end of the list (issue 54): the first before the second.
    await page.goto('/admin/all-speakers')
    const items = page.getByTestId('admin-speaker')
    await expect(items.filter({ hasText: first })).toBeVisible()
    expect(await orderOf(items, [first, second])).toEqual([first, second])
    const firstItem = items.filter({ hasText: first })
    await expect(firstItem.getByRole('img', { name: first })).toHaveAttribute('src', /^https?:\/\/[^/]+\/api\/images\//)

    await page.goto('/programs/speakers')
    const card = page.getByTestId('speaker-card').filter({ hasText: first })
    await expect(card).toBeVisible()
    await expect(card.getByRole('list', { name: `Specializations of ${first}` }).getByRole('listitem')).toHaveText([
      'Power electronics',
      'Smart grids',
    ])

    // Priority: validation, then the first speaker goes after the second.
    await page.goto('/admin/all-speakers')
    const box = page.getByLabel(`Priority for ${first}`, { exact: true })
    const set = page.getByRole('button', { name: `Set priority for ${first}` })
    await box.fill('')
    await set.click()
    await expect(items.filter({ hasText: first }).getByText('Please enter a priority value.')).toBeVisible()
    await box.fill('1.5')
    await set.click()
    await expect(items.filter({ hasText: first }).getByText('Please enter a valid number for priority.')).toBeVisible()
    await box.fill('999999')
    await set.click()
    await expect(toast(page, 'Priority updated successfully!')).toBeVisible()
    await expect(items.filter({ hasText: first }).getByText('Priority 999999')).toBeVisible()
    expect(await orderOf(items, [first, second])).toEqual([second, first])
    await page.goto('/programs/speakers')
    await expect(page.getByTestId('speaker-card').filter({ hasText: second })).toBeVisible()
    expect(await orderOf(page.getByTestId('speaker-card'), [first, second])).toEqual([second, first])

    // Update: prefilled, saved, back to the list after a second.
    await page.goto('/admin/all-speakers')
    await items
      .filter({ hasText: first })
      .getByRole('link', { name: `Edit ${first}` })
      .click()
    await expect(page).toHaveURL(/\/admin\/all-speakers\/update\/[0-9a-f-]{36}$/)
    await expect(page.getByLabel('Name')).toHaveValue(first)
    await expect(page.getByLabel('Specialization (comma separated)')).toHaveValue('Power electronics, Smart grids')
    await page.getByLabel('Name').fill('')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Name is required.')).toBeVisible()
    const renamed = `${first} (renamed)`
    await page.getByLabel('Name').fill(renamed)
    await page.getByLabel('Specialization (comma separated)').fill('Neuromorphic computing')
    await page.getByLabel('New image (optional)').setInputFiles(png('new.png'))
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(page, 'Speaker updated successfully.')).toBeVisible()
    expect(page.url()).toMatch(/\/update\//)
    await expect(page).toHaveURL(/\/admin\/all-speakers$/)
    await expect(items.filter({ hasText: renamed }).getByText('Neuromorphic computing')).toBeVisible()
    await page.goto('/programs/speakers')
    await expect(page.getByTestId('speaker-card').filter({ hasText: renamed })).toBeVisible()

    // Delete both.
    await page.goto('/admin/all-speakers')
    for (const name of [renamed, second]) {
      await confirmDelete(page, page.getByRole('button', { name: `Delete ${name}`, exact: true }))
      await expect(items.filter({ hasText: name })).toHaveCount(0)
    }
    await expect(toast(page, 'Speaker deleted successfully.').first()).toBeVisible()
    await page.goto('/programs/speakers')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('speaker-skeleton')).toHaveCount(0)
    await expect(page.getByTestId('speaker-card').filter({ hasText: renamed })).toHaveCount(0)
    await expect(page.getByTestId('speaker-card').filter({ hasText: second })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('a failed speaker delete shows its failure message and keeps the speaker', async ({ page, request }) => {
    const token = await asAdmin(page, request)
    const name = unique('Sticky speaker')
    await request.post('/api/speaker/create', {
      headers: { token },
      data: { name, specialization: 'x', description: 'd' },
    })
    await page.goto('/admin/all-speakers')
    await page.route('**/api/speaker/delete/*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    )
    await confirmDelete(page, page.getByRole('button', { name: `Delete ${name}` }))
    await expect(toast(page, 'Failed to delete speaker. Please try again.')).toBeVisible()
    await expect(page.getByTestId('admin-speaker').filter({ hasText: name })).toBeVisible()
    await page.unroute('**/api/speaker/delete/*')
    await confirmDelete(page, page.getByRole('button', { name: `Delete ${name}` }))
    await expect(page.getByTestId('admin-speaker').filter({ hasText: name })).toHaveCount(0)
  })
})

test.describe('the specified failure messages with the API answering 503', () => {
  const down = { status: 503, contentType: 'application/json', body: '{"message":"down"}' }

  test('add speaker, add member, set priority and a members list show their own texts; toasts sit bottom-center', async ({
    page,
    request,
  }) => {
    const token = await asAdmin(page, request)
    await page.goto('/admin/add-speakers')
    await page.route('**/api/speaker/create', (route) => route.fulfill(down))
    await page.getByLabel('Name').fill('Failing speaker')
    await page.getByLabel('Specialization (comma separated)').fill('x')
    await page.getByLabel('Description').fill('d')
    await page.getByRole('button', { name: 'Add speaker' }).click()
    await expect(toast(page, 'Failed to add the speaker. Please try again.')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Failing speaker')
    const toaster = page.locator('[data-sonner-toaster]')
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom')
    await expect(toaster).toHaveAttribute('data-x-position', 'center')

    await page.goto('/admin/add-international-member')
    await page.route('**/api/internationalcommitee/createMember', (route) => route.fulfill(down))
    await page.getByLabel('Name').fill('Failing member')
    await page.getByLabel('Specialization (comma separated)').fill('x')
    await page.getByLabel('College').fill('c')
    await page.getByLabel('Committee').fill('k')
    await page.getByLabel('Description').fill('d')
    await page.getByRole('button', { name: 'Add international member' }).click()
    await expect(toast(page, 'Failed to add the new committee member. Please try again.')).toBeVisible()

    const name = unique('Priority failure')
    const created = await request.post('/api/organisingcommitee/createMember', {
      headers: { token },
      data: { name, specialization: 'x', college: 'c', committee: 'Program Chair', description: 'd' },
    })
    const { member } = (await created.json()) as { member: { _id: string } }
    await page.goto('/admin/all-organising-members')
    await page.route('**/api/organisingcommitee/setPriority/*', (route) => route.fulfill(down))
    await page.getByLabel(`Priority for ${name}`, { exact: true }).fill('3')
    await page.getByRole('button', { name: `Set priority for ${name}` }).click()
    await expect(toast(page, 'Failed to set priority. Please try again.')).toBeVisible()
    await request.delete(`/api/organisingcommitee/deleteMember/${member._id}`, { headers: { token } })

    await page.route('**/api/technicalcommitee/getAllMembers', (route) => route.fulfill(down))
    await page.goto('/admin/all-technical-members')
    await expect(page.getByText('Failed to fetch members. Please try again.').first()).toBeVisible()
    await expect(toast(page, 'Failed to fetch members. Please try again.')).toBeVisible()
    await page.unroute('**/api/technicalcommitee/getAllMembers')
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0)
  })
})
