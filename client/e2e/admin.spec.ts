import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, loginThroughForm, seriousAxeViolations, watchConsole } from './helpers'

// The admin area against the real server: every resource is created through its form, seen in the admin list
// and on the public page, changed where the admin may change it, and deleted. Names carry a per-run suffix so
// that other specs' data (same server, same database) never matters.

/** An 8×8 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4oaGBFTEMLQkAgl1GAXRgBQ4AAAAASUVORK5CYII=',
  'base64',
)
const png = (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: PNG })
const notAnImage = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }

let seq = 0
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(seq++).toString(36)}`

/** Logs in through the API and stores the session as the login form would (faster than the form). */
async function asAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiLogin(request)
  await page.goto('/login')
  await page.evaluate(
    ([t, n]) => {
      localStorage.setItem('token', t)
      localStorage.setItem('name', n)
      localStorage.setItem('photo', '')
    },
    [token, ADMIN.name] as const,
  )
  return token
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

async function confirmDelete(page: Page, trigger: Locator) {
  await trigger.click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete' }).click()
}

/** The names (h2) of the list items, in page order, restricted to the given names. */
async function orderOf(items: Locator, names: string[]): Promise<string[]> {
  const all = await items.locator('h2, h3').allTextContents()
  return all.map((s) => s.trim()).filter((s) => names.includes(s))
}

test.describe('admin guard and session', () => {
  test('every admin page redirects to /login without a token', async ({ page }) => {
    for (const path of ['/admin', '/admin/add-speakers', '/admin/all-organising-members', '/admin/contact-messages']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login$/)
    }
  })

  test('the dashboard shows the name and leads to every admin page; widgets list papers and updates', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page)
    const token = await apiLogin(request)
    const heading = unique('Dashboard paper')
    const title = unique('Dashboard update')
    const long = 'x'.repeat(200)
    await request.post('/api/papers/add', {
      headers: { token },
      data: { heading, authors: ['A'], content: `P${long}` },
    })
    await request.post('/api/recentupdate/add', {
      headers: { token },
      data: { title, description: `U${long}`, eventDate: '2026-03-06T10:00:00+05:30' },
    })

    await loginThroughForm(page)
    await expect(page.getByTestId('admin-name')).toHaveText(ADMIN.name)
    const cards = page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link')
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.sort()).toEqual(
      [
        '/admin/add-admin',
        '/admin/add-papers',
        '/admin/add-speakers',
        '/admin/add-recent-updates',
        '/admin/photogalleryupload',
        '/admin/all-papers',
        '/admin/all-speakers',
        '/admin/all-updates',
        '/admin/add-organising-member',
        '/admin/all-organising-members',
        '/admin/add-technical-member',
        '/admin/all-technical-members',
        '/admin/add-international-member',
        '/admin/all-international-members',
        '/admin/add-industry-programme-member',
        '/admin/all-industry-programme-members',
        '/admin/contact-messages',
        '/admin/deletephoto',
      ].sort(),
    )

    const papers = page.getByRole('region', { name: 'Papers received' })
    await expect(papers.getByText(heading)).toBeVisible()
    await expect(papers.getByText(`P${'x'.repeat(149)}…`)).toBeVisible()
    const updates = page.getByRole('region', { name: 'Recent updates' })
    await expect(updates.getByText(title)).toBeVisible()
    await expect(updates.getByText(`U${'x'.repeat(149)}…`)).toBeVisible()
    for (const region of [papers, updates]) {
      const list = region.getByRole('list')
      expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px')
      expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto')
    }

    await cards.filter({ hasText: 'All speakers' }).click()
    await expect(page).toHaveURL(/\/admin\/all-speakers$/)
    await expect(page.getByRole('heading', { level: 1, name: 'All speakers' })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('the header says Admin when no name is stored', async ({ page, request }) => {
    await asAdmin(page, request)
    await page.evaluate(() => localStorage.removeItem('name'))
    await page.goto('/admin')
    await expect(page.getByTestId('admin-name')).toHaveText('Admin')
  })

  test('Logout clears the session, revokes the token on the server and goes to /login', async ({ page }) => {
    await loginThroughForm(page)
    const token = await page.evaluate(() => localStorage.getItem('token'))
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('photo'),
        localStorage.getItem('name'),
      ]),
    ).toEqual([null, null, null])
    const me = await page.request.get('/api/user/me', { headers: { token: token! } })
    expect(me.status()).toBe(401)
  })

  test('a revoked token on a delete leads back to /login with a message', async ({ page, request }) => {
    const token = await asAdmin(page, request)
    const apiToken = await apiLogin(request)
    const heading = unique('Revoked paper')
    await request.post('/api/papers/add', {
      headers: { token: apiToken },
      data: { heading, authors: ['A'], content: 'c' },
    })
    await page.goto('/admin/all-papers')
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await request.post('/api/user/logout', { headers: { token } })
    await confirmDelete(page, page.getByRole('button', { name: `Delete ${heading}` }))
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    const papers = (await (await request.get('/api/papers/all')).json()) as { data: { heading: string }[] }
    expect(papers.data.map((p) => p.heading)).toContain(heading)
  })

  test('without a stored token a write says Please log in first. and calls nothing', async ({ page, request }) => {
    await asAdmin(page, request)
    await page.goto('/admin/add-recent-updates')
    await page.evaluate(() => localStorage.removeItem('token'))
    const writes: string[] = []
    page.on('request', (r) => {
      if (r.method() !== 'GET') writes.push(r.url())
    })
    await page.getByLabel('Title').fill('No token')
    await page.getByLabel('Description').fill('Should not be sent')
    await page.getByLabel('Event date and time (India time)').fill('2026-03-06T10:00')
    await page.getByRole('button', { name: 'Add update' }).click()
    await expect(toast(page, 'Please log in first.')).toBeVisible()
    expect(writes).toEqual([])
  })
})

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

    // Both have priority 0: newest first.
    await page.goto('/admin/all-speakers')
    const items = page.getByTestId('admin-speaker')
    await expect(items.filter({ hasText: first })).toBeVisible()
    expect(await orderOf(items, [first, second])).toEqual([second, first])
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
    const box = page.getByLabel(`Priority for ${second}`, { exact: true })
    const set = page.getByRole('button', { name: `Set priority for ${second}` })
    await box.fill('')
    await set.click()
    await expect(items.filter({ hasText: second }).getByText('Please enter a priority value.')).toBeVisible()
    await box.fill('1.5')
    await set.click()
    await expect(items.filter({ hasText: second }).getByText('Please enter a valid number for priority.')).toBeVisible()
    await box.fill('7')
    await set.click()
    await expect(toast(page, 'Priority updated successfully!')).toBeVisible()
    await expect(items.filter({ hasText: second }).getByText('Priority 7')).toBeVisible()
    expect(await orderOf(items, [first, second])).toEqual([first, second])
    await page.goto('/programs/speakers')
    await expect(page.getByTestId('speaker-card').filter({ hasText: second })).toBeVisible()
    expect(await orderOf(page.getByTestId('speaker-card'), [first, second])).toEqual([first, second])

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
    // Hold the upload a moment so the busy state can be seen.
    await page.route('**/api/user/image', async (route) => {
      await new Promise((r) => setTimeout(r, 600))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Upload' }).click()
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled()
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

  test('gallery upload failure shows the spec message', async ({ page, request }) => {
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
      await expect(page.getByRole('button', { name: /^Set priority/ })).toHaveCount(0)

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

  test('a failed member update shows the spec message and stays on the form', async ({ page, request }) => {
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

  test('add admin: validation, create, 409 for a taken e-mail, the new admin logs in', async ({ page, request }) => {
    const errors = watchConsole(page)
    await asAdmin(page, request)
    await page.goto('/admin/add-admin')
    await page.getByRole('button', { name: 'Add admin' }).click()
    await expect(page.getByText('Name is required.')).toBeVisible()
    await expect(page.getByText('Email is required.')).toBeVisible()
    await expect(page.getByText('Password is required.')).toBeVisible()
    await expect(page.getByText('Profile image is required.')).toBeVisible()
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Add admin' }).click()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(page.getByText('Password must have at least 8 characters.')).toBeVisible()

    const email = `admin-${Date.now()}@example.org`
    const name = unique('Second Admin')
    const fill = async () => {
      await page.getByLabel('Name').fill(name)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill('a long pass phrase')
      await page.getByLabel('Profile image').setInputFiles(png('me.png'))
      await page.getByRole('button', { name: 'Add admin' }).click()
    }
    await fill()
    await expect(toast(page, 'Admin created successfully.')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('')
    await fill()
    await expect(toast(page, 'An admin with this email already exists.')).toBeVisible()

    // The new admin logs in through the form and sees their name and photo.
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('a long pass phrase')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByTestId('admin-name')).toHaveText(name)
    await expect(page.getByRole('img', { name: `${name}'s photo` })).toHaveAttribute(
      'src',
      /^https?:\/\/[^/]+\/api\/images\//,
    )
    // The browser itself logs the refused request of the 409 case.
    expect(errors.filter((e) => !e.includes('409 (Conflict)'))).toEqual([])
  })

  test('add admin failure other than 409 shows the spec message', async ({ page, request }) => {
    await asAdmin(page, request)
    await page.goto('/admin/add-admin')
    await page.route('**/api/user/newuser', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    )
    await page.getByLabel('Name').fill('X')
    await page.getByLabel('Email').fill('x@example.org')
    await page.getByLabel('Password').fill('long enough')
    await page.getByLabel('Profile image').setInputFiles(png())
    await page.getByRole('button', { name: 'Add admin' }).click()
    await expect(toast(page, 'Something went wrong! Please try again.')).toBeVisible()
  })

  test('a contact message sent to the API shows on /admin/contact-messages', async ({ page, request }) => {
    const errors = watchConsole(page)
    const name = unique('Visitor')
    const res = await request.post('/api/contact', {
      data: {
        name,
        email: 'visitor@example.org',
        subject: 'Fees',
        phone: '+91 98765 43210',
        message: 'Is lunch included?',
      },
    })
    expect(res.status()).toBe(201)
    await asAdmin(page, request)
    await page.goto('/admin/contact-messages')
    const msg = page.getByRole('article', { name: `Message from ${name}` })
    await expect(msg).toBeVisible()
    await expect(msg.getByText('visitor@example.org')).toBeVisible()
    await expect(msg.getByText('+91 98765 43210')).toBeVisible()
    await expect(msg.getByText('Is lunch included?')).toBeVisible()
    await expect(msg.locator('time')).toHaveText(/\d{4}/)
    expect(errors).toEqual([])
  })

  test('contact messages: Loading... then No messages found. when the list is empty', async ({ page, request }) => {
    await asAdmin(page, request)
    await page.route('**/api/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 500))
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: [], totalCount: 0, currentPage: 1, pageSize: 0, totalPages: 0 }),
      })
    })
    await page.goto('/admin/contact-messages')
    await expect(page.getByText('Loading...')).toBeVisible()
    await expect(page.getByText('No messages found.')).toBeVisible()
  })

  test('a failed speaker delete shows the spec message and keeps the speaker', async ({ page, request }) => {
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

test.describe('failure messages (spec §8) with the API answering 503', () => {
  const down = { status: 503, contentType: 'application/json', body: '{"message":"down"}' }

  test('add speaker, add member, set priority and a members list show the spec texts; toasts sit bottom-center', async ({
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('admin pages fit the screen without sideways scrolling', async ({ page, request }) => {
    const token = await asAdmin(page, request)
    const name = unique('Phone speaker')
    await request.post('/api/speaker/create', {
      headers: { token },
      data: { name, specialization: 'x', description: 'y'.repeat(300) },
    })
    // One long unbroken word in a paper and an update: the previews must wrap, not widen the page.
    await request.post('/api/papers/add', {
      headers: { token },
      data: { heading: name, authors: ['A'], content: 'p'.repeat(300) },
    })
    await request.post('/api/recentupdate/add', {
      headers: { token },
      data: { title: name, description: 'u'.repeat(300), eventDate: '2026-03-06T10:00:00+05:30' },
    })
    for (const path of [
      '/admin',
      '/admin/all-papers',
      '/admin/all-updates',
      '/admin/all-speakers',
      '/admin/add-organising-member',
      '/admin/contact-messages',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  })
})

test('admin pages have no serious or critical accessibility violations', async ({ browser, request }) => {
  test.setTimeout(240_000)
  const token = await apiLogin(request)
  const speaker = (await (
    await request.post('/api/speaker/create', {
      headers: { token },
      data: { name: unique('Axe speaker'), specialization: 'x', description: 'd' },
    })
  ).json()) as { speaker: { _id: string } }
  const member = (await (
    await request.post('/api/organisingcommitee/createMember', {
      headers: { token },
      data: {
        name: unique('Axe member'),
        specialization: 'x',
        college: 'c',
        committee: 'Program Chair',
        description: 'd',
      },
    })
  ).json()) as { member: { _id: string } }
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/login')
  await page.evaluate((t) => localStorage.setItem('token', t), token)
  const paths = [
    '/admin',
    '/admin/add-admin',
    '/admin/add-papers',
    '/admin/add-speakers',
    '/admin/add-recent-updates',
    '/admin/photogalleryupload',
    '/admin/all-papers',
    '/admin/all-speakers',
    '/admin/all-updates',
    `/admin/all-speakers/update/${speaker.speaker._id}`,
    '/admin/add-organising-member',
    '/admin/all-organising-members',
    `/admin/all-organising-members/${member.member._id}`,
    '/admin/add-technical-member',
    '/admin/all-technical-members',
    '/admin/add-international-member',
    '/admin/all-international-members',
    '/admin/contact-messages',
    '/admin/deletephoto',
  ]
  const titles = new Set<string>()
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    titles.add(await page.title())
    expect(await seriousAxeViolations(page), path).toEqual([])
  }
  expect(titles.size).toBe(paths.length)
  await context.close()
  await request.delete(`/api/speaker/delete/${speaker.speaker._id}`, { headers: { token } })
  await request.delete(`/api/organisingcommitee/deleteMember/${member.member._id}`, { headers: { token } })
})
