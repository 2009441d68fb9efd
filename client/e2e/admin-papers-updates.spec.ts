import { expect, test } from '@playwright/test'
import { asAdmin, confirmDelete, png, toast, unique } from './admin-helpers'
import { requestGate, watchConsole } from './helpers'

// The admin area against the real server: every resource is created through its form, seen in the admin list
// and on the public page, changed where the admin may change it, and deleted. Names carry a per-run suffix so
// that other specs' data (same server, same database) never matters.

test.describe('admin resources', () => {
  test('papers: validation, add, admin list, public list, delete', async ({ page, request }) => {
    const errors = watchConsole(page)
    await asAdmin(page, request)
    await page.goto('/admin/add-papers')
    await page.getByRole('button', { name: 'Add paper' }).click()
    await expect(page.getByText('Heading is required.')).toBeVisible()
    await expect(page.getByText('Authors is required.')).toBeVisible()
    await expect(page.getByText('Content is required.')).toBeVisible()
    await page.getByLabel('Link (optional)').fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Add paper' }).click()
    await expect(page.getByText('Link must be a valid URL starting with http:// or https://.')).toBeVisible()

    const heading = unique('Admin paper')
    await page.getByLabel('Heading').fill(heading)
    await page.getByLabel('Authors (comma separated)').fill(' A. Kumar , , S. Singh ')
    await page.getByLabel('Link (optional)').fill('https://example.org/p')
    await page.getByLabel('Content').fill('A paper added by the admin end-to-end test.')
    await page.getByRole('button', { name: 'Add paper' }).click()
    await expect(toast(page, 'Paper added successfully.')).toBeVisible()
    await expect(page.getByLabel('Heading')).toHaveValue('')

    await page.goto('/admin/all-papers')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) })
    await expect(card.getByText('Authors: A. Kumar, S. Singh')).toBeVisible()
    await page.goto('/allpapers')
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()

    await page.goto('/admin/all-papers')
    await confirmDelete(page, page.getByRole('button', { name: `Delete ${heading}` }))
    await expect(toast(page, 'Paper deleted successfully.')).toBeVisible()
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0)
    await page.goto('/allpapers')
    await expect(page.getByRole('heading', { level: 1, name: 'All papers' })).toBeVisible()
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('recent updates: validation, add in India time, lists, public page, delete', async ({ page, request }) => {
    const errors = watchConsole(page)
    await asAdmin(page, request)
    await page.goto('/admin/add-recent-updates')
    await page.getByRole('button', { name: 'Add update' }).click()
    await expect(page.getByText('Title is required.')).toBeVisible()
    await expect(page.getByText('Description is required.')).toBeVisible()
    await expect(page.getByText('Event date is required.')).toBeVisible()
    await page.getByLabel('Link (optional)').fill('ftp://example.org/x')
    await page.getByRole('button', { name: 'Add update' }).click()
    await expect(page.getByText('Link must be a valid URL starting with http:// or https://.')).toBeVisible()

    const title = unique('Admin update')
    let sent: Record<string, unknown> | undefined
    page.on('request', (r) => {
      if (r.url().endsWith('/api/recentupdate/add')) sent = r.postDataJSON() as Record<string, unknown>
    })
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Description').fill('Camera-ready deadline moved.')
    await page.getByLabel('Link (optional)').fill('https://example.org/news')
    await page.getByLabel('Event date and time (India time)').fill('2026-02-16T23:59')
    await page.getByRole('button', { name: 'Add update' }).click()
    await expect(toast(page, 'Update added successfully.')).toBeVisible()
    expect(sent?.eventDate).toBe('2026-02-16T23:59:00+05:30')
    await expect(page.getByLabel('Title')).toHaveValue('')
    await expect(page.getByLabel('Event date and time (India time)')).toHaveValue('')

    await page.goto('/admin/all-updates')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
    await expect(card.getByText('Event: 16 Feb 2026')).toBeVisible()
    await expect(card.getByText(/11:59\s*pm/i)).toBeVisible()
    await page.goto('/allupdates')
    await expect(page.getByText(title)).toBeVisible()

    await page.goto('/admin/all-updates')
    await confirmDelete(page, page.getByRole('button', { name: `Delete ${title}` }))
    await expect(toast(page, 'Update deleted successfully.')).toBeVisible()
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
    const all = (await (await request.get('/api/recentupdate/all')).json()) as { data: { title: string }[] }
    expect(all.data.map((u) => u.title)).not.toContain(title)
    expect(errors).toEqual([])
  })

  test('gallery: validation, Uploading..., public gallery, delete', async ({ page, request }) => {
    const errors = watchConsole(page)
    await asAdmin(page, request)
    await page.goto('/admin/photogalleryupload')
    await page.getByRole('button', { name: 'Upload' }).click()
    await expect(page.getByText('Please upload an image.')).toBeVisible()
    await expect(page.getByText('Please enter tags.')).toBeVisible()

    const tag = unique('tag').replace(' ', '-')
    await page.getByLabel('Image').setInputFiles(png())
    await page.getByLabel('Tags (comma separated)').fill(` ${tag} , inauguration,`)
    // The upload is held until the busy state has been seen.
    const gate = requestGate()
    await page.route('**/api/user/image', async (route) => {
      await gate.opened
      await route.continue()
    })
    await page.getByRole('button', { name: 'Upload' }).click()
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled()
    gate.open()
    await expect(toast(page, 'Photo added to the gallery.')).toBeVisible()
    await expect(page.getByLabel('Tags (comma separated)')).toHaveValue('')
    await expect(page.getByLabel('Image')).toHaveValue('')

    await page.goto('/about/photogallery')
    await expect(page.getByRole('button', { name: new RegExp(`${tag}, inauguration$`) })).toBeVisible()

    await page.goto('/admin/deletephoto')
    await confirmDelete(page, page.getByRole('button', { name: `Delete photo ${tag}, inauguration` }))
    await expect(toast(page, 'Photo deleted successfully.')).toBeVisible()
    await expect(page.getByRole('button', { name: `Delete photo ${tag}, inauguration` })).toHaveCount(0)
    await page.goto('/about/photogallery')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(tag) })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('gallery upload failure shows its failure message', async ({ page, request }) => {
    await asAdmin(page, request)
    await page.goto('/admin/photogalleryupload')
    await page.route('**/api/photogallery/upload', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    )
    await page.getByLabel('Image').setInputFiles(png())
    await page.getByLabel('Tags (comma separated)').fill('x')
    await page.getByRole('button', { name: 'Upload' }).click()
    await expect(toast(page, 'Failed to upload image or add to gallery.')).toBeVisible()
    await expect(page.getByLabel('Tags (comma separated)')).toHaveValue('x')
  })
})
