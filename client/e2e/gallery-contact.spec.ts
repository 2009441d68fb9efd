import { expect, test } from '@playwright/test'
import { apiLogin, RUN, requestGate, waitForLiveApp } from './helpers'

// Public pages of the Authors and Programs groups, the committee pages, the photo gallery and /contact,
// against the real server. Data is seeded through the API under unique names and removed afterwards.

/** A 48x32 PNG to upload for the gallery (the server re-encodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAMUlEQVR42u3OQQ0AAAgEoEtiMCOa0hbOBxsBSPW8EiEhISEhISEhISEhISEhISGhSwsmF8xbp+NSygAAAABJRU5ErkJggg==',
  'base64',
)

// ---- gallery ----

test.describe('photo gallery', () => {
  let token = ''
  let photoId = ''
  const tag = `ph${RUN}`

  test.beforeAll(async ({ request }) => {
    token = await apiLogin(request)
    const upload = await request.post('/api/user/image', {
      headers: { token },
      multipart: { image: { name: 'blue.png', mimeType: 'image/png', buffer: PNG } },
    })
    expect(upload.status()).toBe(200)
    const imageUrl = ((await upload.json()) as { result: string }).result
    const res = await request.post('/api/photogallery/upload', {
      headers: { token },
      data: { imageUrl, tags: [tag, 'campus'] },
    })
    expect(res.status()).toBe(201)
    photoId = ((await res.json()) as { photo: { _id: string } }).photo._id
  })

  test.afterAll(async ({ request }) => {
    if (photoId) await request.delete(`/api/photogallery/delete/${photoId}`, { headers: { token } })
  })

  test('a click opens the full-size photo; Close and Escape close it', async ({ page }) => {
    await page.goto('/about/photogallery')
    const thumb = page.getByRole('button', { name: new RegExp(`Enlarge photo \\d+: ${tag}, campus`) })
    await thumb.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('gallery-full-image')).toHaveAttribute('alt', `Gallery photo: ${tag}, campus`)
    await expect
      .poll(() => dialog.getByTestId('gallery-full-image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(thumb).toBeFocused()

    await thumb.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('a failed load is only logged: no message for the visitor', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text())
    })
    // A full load arrives rendered with the photos: the browser fetches them on a move inside the app.
    await page.goto('/contact')
    await waitForLiveApp(page)
    await page.route('**/api/photogallery/all', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Boom' }) }),
    )
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/about/photogallery"]')?.click())
    await expect(page).toHaveURL(/\/about\/photogallery$/)
    await expect.poll(() => warnings.some((w) => w.includes('Failed to load the photo gallery'))).toBe(true)
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
    await expect(page.getByTestId('gallery-grid')).toHaveCount(0)
  })
})

// ---- contact ----

test.describe('contact', () => {
  test('shows the details, a titled lazy map and the Send us a message form', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible()
    // A fresh site has no contact e-mail or phone yet (no placeholder goes public): none is shown.
    await expect(page.getByRole('main').locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0)
    const map = page.locator('iframe[title="Map showing the location of NIT Patna"]')
    await expect(map).toHaveAttribute('loading', 'lazy')
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//)
  })

  test('validation messages appear inline and nothing is sent', async ({ page }) => {
    let sent = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact') && r.method() === 'POST') sent++
    })
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Name is required.')).toBeVisible()
    await expect(page.getByText('Email is required.')).toBeVisible()
    await expect(page.getByText('Subject is required.')).toBeVisible()
    await expect(page.getByText('Message is required.')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Phone (optional)').fill('call me')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(page.getByText(/Please enter a valid phone number/)).toBeVisible()
    expect(sent).toBe(0)
  })

  test('a successful send shows the server message and clears the form; the button cannot double-submit', async ({
    page,
  }) => {
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact') && r.method() === 'POST') posts.push(r.postData() ?? '')
    })
    const gate = requestGate()
    await page.route('**/api/contact', async (route) => {
      await gate.opened
      await route.continue()
    })
    await page.goto('/contact')
    await page.getByLabel('Name').fill(`E2E Visitor ${RUN}`)
    await page.getByLabel('Email').fill('visitor@example.org')
    await page.getByLabel('Subject').fill('Registration question')
    await page.getByLabel('Message', { exact: true }).fill('Can a foreign author pay by card?')
    await page.getByRole('button', { name: 'Send message' }).click()
    const busy = page.getByRole('button', { name: 'Sending...' })
    await expect(busy).toBeDisabled()
    await busy.click({ force: true }).catch(() => undefined)
    gate.open()

    await expect(page.getByTestId('contact-outcome')).toHaveText(
      'Thank you for contacting us. We will get back to you soon.',
    )
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Thank you for contacting us.' })).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('')
    expect(posts).toHaveLength(1)
    expect(JSON.parse(posts[0]!)).toMatchObject({ name: `E2E Visitor ${RUN}`, subject: 'Registration question' })
    expect(JSON.parse(posts[0]!)).not.toHaveProperty('phone')
  })

  test('a failed send shows its failure message and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Boom' }) }),
    )
    await page.goto('/contact')
    await page.getByLabel('Name').fill('Someone')
    await page.getByLabel('Email').fill('someone@example.org')
    await page.getByLabel('Subject').fill('Hello')
    await page.getByLabel('Message', { exact: true }).fill('Hi there')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Something went wrong. Please try again.')
    await expect(page.getByLabel('Name')).toHaveValue('Someone')
  })
})
