import { expect, type Page, test } from '@playwright/test'
import { asAdmin, png, toast, unique } from './admin-helpers'
import { ADMIN, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './helpers'

// Issue 17: the admin session is checked with the server before any admin page renders, the login returns to
// the page asked for, and the dashboard, lists and image fields help the admin.

async function logInThroughForm(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test.describe('the session check on entering an admin page', () => {
  test('a revoked token goes to /login with a message, and the login comes back to the page', async ({
    page,
    request,
  }) => {
    const token = await asAdmin(page, request)
    await request.post('/api/user/logout', { headers: { token } })
    await page.goto('/admin/all-speakers')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fall-speakers$/)
    await expect(toast(page, 'Your session has expired. Please log in again.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'All speakers' })).toHaveCount(0)
    await logInThroughForm(page)
    await expect(page).toHaveURL(/\/admin\/all-speakers$/)
    await expect(page.getByRole('heading', { level: 1, name: 'All speakers' })).toBeVisible()
  })

  test('a tampered token is refused the same way', async ({ page }) => {
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('token', 'tampered-token'))
    await page.goto('/admin/add-papers')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fadd-papers$/)
    await expect(toast(page, 'Your session has expired. Please log in again.')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  test('a redirect to anywhere but an admin page of this site is ignored', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('https://evil.example/admin')}`)
    await logInThroughForm(page)
    await expect(page).toHaveURL(/\/admin$/)
  })
})

test('the dashboard groups one tile per area with icons, live counts and a primary action; its title sits where public titles do', async ({
  page,
  request,
}) => {
  const token = await asAdmin(page, request)
  await request.post('/api/papers/add', {
    headers: { token },
    data: { heading: unique('Counted paper'), authors: ['A'], content: 'c' },
  })
  const papers = ((await (await request.get('/api/papers/all?limit=1')).json()) as { totalCount: number }).totalCount
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/admin')
  const nav = page.getByRole('navigation', { name: 'Admin pages' })
  // Grouped by what organisers do; one tile per area with its count and its primary action.
  const groups = nav.getByRole('heading', { level: 2 })
  await expect(groups).toHaveText(['Content', 'Programme', 'People', 'Registrations', 'Inbox', 'Site'])
  const tile = (name: string) =>
    nav.getByTestId('admin-tile').filter({ has: page.getByRole('link', { name, exact: true }) })
  const content = nav.getByRole('region', { name: 'Content' })
  await expect(content.getByTestId('admin-tile')).toHaveCount(7)
  await expect(tile('Pages').getByRole('link', { name: 'Pages', exact: true })).toHaveAttribute('href', '/admin/pages')
  await expect(tile('Registrations').getByTestId('admin-count')).toHaveText(
    /^\d+ awaiting payment · \d+ claimed · \d+ need attention$/,
  )
  await expect(tile('Accepted papers').getByTestId('admin-count')).toHaveText(
    `${papers} paper${papers === 1 ? '' : 's'}`,
  )
  await expect(tile('Accepted papers').getByRole('link', { name: 'Add a paper (Accepted papers)' })).toHaveAttribute(
    'href',
    '/admin/add-papers',
  )
  await expect(tile('Gallery').getByRole('link', { name: /^Upload a photo/ })).toBeVisible()
  await expect(tile('Speakers').getByTestId('admin-count')).toHaveText(/^\d+ speakers?$/)
  await expect(nav.getByText('Delete photos')).toHaveCount(0)
  for (const card of await nav.getByTestId('admin-tile').all()) await expect(card.locator('svg').first()).toBeAttached()
  await expectNoSeriousAxeViolations(page)
  const title = (await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).boundingBox())!
  const logo = (await page.getByRole('banner').getByRole('link').first().boundingBox())!
  expect(Math.round(title.x)).toBe(Math.round(logo.x))
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoHorizontalScroll(page)
})

test('admin lists have a labelled search; priorities say lower numbers show first; images preview before upload', async ({
  page,
  request,
}) => {
  const token = await asAdmin(page, request)
  const names = [unique('Searchable alpha'), unique('Searchable beta')]
  const ids: string[] = []
  for (const name of names) {
    const res = await request.post('/api/speaker/create', {
      headers: { token },
      data: { name, specialization: 'x', description: 'y' },
    })
    ids.push(((await res.json()) as { speaker: { _id: string } }).speaker._id)
  }
  await page.goto('/admin/all-speakers')
  await page.getByLabel('Search speakers').fill(names[1]!)
  const cards = page.getByTestId('admin-speaker')
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('heading', { name: names[1] })).toBeVisible()
  await expect(cards.getByText('Lower numbers show first.')).toBeVisible()
  await page.getByLabel('Search speakers').fill('no such speaker at all')
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(page.getByLabel('Search speakers')).toHaveValue('')

  await page.goto('/admin/add-speakers')
  await page.getByLabel('Image').setInputFiles(png())
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', /^blob:/)
  for (const id of ids) await request.delete(`/api/speaker/delete/${id}`, { headers: { token } })
})
