import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, expectNoSeriousAxeViolations, watchConsole } from './helpers'

// Issue 22: the Industry Programme Committee end to end (menu, admin add/edit/delete, public page, axe), and an
// uploaded image shown by a page on another origin.

/** An 8×8 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4oaGBFTEMLQkAgl1GAXRgBQ4AAAAASUVORK5CYII=',
  'base64',
)
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const PUBLIC = '/about/industry-programme-committee'

test('industry programme committee: About menu, admin add, public page in priority order, edit, delete; axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const errors = watchConsole(page)
  const suffix = Date.now().toString(36)
  const name = `Industry Chair ${suffix}`
  const token = await apiLogin(request)
  // A member with priority 1 added through the API: the one added through the form (no priority) comes after it.
  const first = await request.post('/api/industryprogramme/createMember', {
    headers: { token },
    data: {
      name: `Industry First ${suffix}`,
      specialization: ['Drives'],
      college: 'Acme',
      committee: 'Industry Programme Committee',
      description: 'd',
      priority: 1,
    },
  })
  expect(first.status()).toBe(201)

  // The About menu links to the page, after the Technical Programme Committee.
  await page.goto('/')
  await page.getByRole('button', { name: 'About' }).first().click()
  const link = page.getByRole('link', { name: 'Industry Programme Committee' }).first()
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${PUBLIC}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Industry Programme Committee' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // Added through the dashboard's form, with a role from the committee's list.
  await page.evaluate(
    ([t, n]) => {
      localStorage.setItem('token', t)
      localStorage.setItem('name', n)
      localStorage.setItem('photo', '')
    },
    [token, ADMIN.name] as const,
  )
  await page.goto('/admin/add-industry-programme-member')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Specialization (comma separated)').fill('Power electronics, Smart grids')
  await page.getByLabel('College').fill('Grid Systems Ltd')
  await page.getByLabel('Committee').fill('Industry Programme Committee')
  await page.getByLabel('Role (optional)').selectOption('Co-Chair')
  await page.getByLabel('Description').fill('Head of research.')
  await page.getByLabel('Image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG })
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('button', { name: 'Add industry programme member' }).click()
  await expect(toast(page, 'Member created successfully.')).toBeVisible()

  await page.goto(PUBLIC)
  const cards = page.getByTestId('member-card')
  const card = cards.filter({ hasText: name })
  await expect(card.getByText('Co-Chair', { exact: true })).toBeVisible()
  await expect(card.locator('img')).toHaveJSProperty('complete', true)
  const names = (await cards.locator('h2').allTextContents()).map((s) => s.trim()).filter((s) => s.endsWith(suffix))
  expect(names).toEqual([`Industry First ${suffix}`, name])

  // Edited from the admin list (which shows priorities), then deleted.
  await page.goto('/admin/all-industry-programme-members')
  const item = page.getByTestId('admin-member').filter({ hasText: name })
  // Added without a priority, it went to the end of the list (issue 54): it has the next one.
  await expect(item.getByText(/^Priority \d+$/)).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await item.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(page.getByLabel('Role (optional)')).toHaveValue('Co-Chair')
  await page.getByLabel('Role (optional)').selectOption('Chair')
  await page.getByLabel('College').fill('Grid Systems India')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Member updated successfully.')).toBeVisible()
  await page.goto(PUBLIC)
  await expect(card.getByText('Grid Systems India')).toBeVisible()
  await expect(card.getByText('Chair', { exact: true })).toBeVisible()

  await page.goto('/admin/all-industry-programme-members')
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Member deleted successfully.')).toBeVisible()
  await page.goto(PUBLIC)
  await expect(cards.filter({ hasText: `Industry First ${suffix}` })).toBeVisible()
  await expect(card).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a page on another origin shows an uploaded speaker photo by the URL the API returned', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request)
  const upload = await request.post('/api/user/image', {
    headers: { token },
    multipart: { image: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } },
  })
  expect(upload.status()).toBe(200)
  const url = ((await upload.json()) as { result: string }).result
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/images\//)
  const speaker = await request.post('/api/speaker/create', {
    headers: { token },
    data: { name: `Cross-origin ${Date.now()}`, specialization: ['x'], description: 'd', imageUrl: url },
  })
  expect(((await speaker.json()) as { speaker: { imageUrl: string } }).speaker.imageUrl).toBe(url)

  // Another origin: the same host on another port, serving a page that embeds the photo.
  const html = `<!doctype html><html lang="en"><title>Elsewhere</title><img id="photo" alt="Speaker" src="${url}"></html>`
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    await page.goto(`http://127.0.0.1:${port}/`)
    const photo = page.locator('#photo')
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
