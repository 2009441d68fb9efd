import { expect, test } from '@playwright/test'
import { waitForLiveApp } from './helpers'

// Public pages of the Authors and Programs groups, the committee pages, the photo gallery and /contact,
// against the real server. Data is seeded through the API under unique names and removed afterwards.

// ---- Authors ----

test.describe('authors', () => {
  test('/authors accordion keeps one section open at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/authors')
    const titles = ['Guidelines to Authors', 'Conference Tracks', 'Paper Submission', 'Registration']
    const triggers = titles.map((t) => page.getByRole('button', { name: t, exact: true }))
    for (const t of triggers) await expect(t).toHaveAttribute('aria-expanded', 'false')

    await triggers[0]!.click()
    await expect(triggers[0]!).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('Prepare your manuscript with the Springer template')).toBeVisible()

    await triggers[1]!.click()
    await expect(triggers[1]!).toHaveAttribute('aria-expanded', 'true')
    await expect(triggers[0]!).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText('Prepare your manuscript with the Springer template')).toBeHidden()

    await triggers[1]!.click()
    for (const t of triggers) await expect(t).toHaveAttribute('aria-expanded', 'false')

    // Keyboard: focus a trigger and press Enter.
    await triggers[3]!.focus()
    await page.keyboard.press('Enter')
    await expect(triggers[3]!).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('link', { name: 'Read more about registration' }).click()
    await expect(page).toHaveURL(/\/authors\/registrations$/)
  })

  test('call for papers: domains open independently, and special-track card n goes to /authors/call-for-papers/n', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''))
    })
    await page.goto('/authors/call-for-papers')
    await waitForLiveApp(page)
    // The server rendered the page's Markdown, and hydration keeps it: starting the page loads no Markdown renderer
    // (markdown-it, whose code sets validateLink); opening a domain, whose text was not on the page, loads it.
    const startUp = await Promise.all(scripts.slice())
    expect(startUp.length).toBeGreaterThan(0)
    expect(startUp.filter((code) => code.includes('validateLink'))).toEqual([])
    const ee = page.getByRole('button', { name: 'Electrical Engineering', exact: true })
    const cit = page.getByRole('button', { name: 'Computing and Information Technologies' })
    await ee.click()
    await cit.click()
    await expect(ee).toHaveAttribute('aria-expanded', 'true')
    await expect(cit).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('FACTS and HVDC')).toBeVisible()
    await expect(page.getByText('Cryptography and cybersecurity')).toBeVisible()
    await ee.click()
    await expect(page.getByText('FACTS and HVDC')).toBeHidden()
    // A fresh site has no brochure yet (issue 54: no placeholder goes public): no link, rather than a broken one.
    await expect(page.getByRole('link', { name: /call-for-papers brochure/ })).toHaveCount(0)

    const cards = page.getByRole('region', { name: 'Special Tracks' }).getByRole('link')
    await expect(cards).toHaveCount(4)
    for (const [n, title] of [
      [0, 'Biosensing and Neuromorphic Computing'],
      [1, 'Electric Vehicles and Sustainable Energy'],
      [2, 'Renewable Energy'],
      [3, 'Photovoltaic Cells'],
    ] as const) {
      await page.getByTestId(`special-track-${n}`).click()
      await expect(page).toHaveURL(new RegExp(`/authors/call-for-papers/${n}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('heading', { level: 2, name: /^Track 1:/ })).toBeVisible()
      await expect(page.getByRole('img', { name: /Illustration/ })).toBeVisible()
      await page.goBack()
    }
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'Track 2: Power Conversion, Control and Sustainable Electrification',
      }),
    ).toHaveCount(0)
  })

  test('an unknown special-track index shows a not-found message with a link back', async ({ page }) => {
    for (const bad of ['4', 'abc', '-1', '01']) {
      await page.goto(`/authors/call-for-papers/${bad}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special track not found')
    }
    await page.getByRole('link', { name: 'Back to Call for Papers' }).click()
    await expect(page).toHaveURL(/\/authors\/call-for-papers$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call for Papers')
  })

  test('registrations shows the specified fee table exactly, GST, the 50% rules and bank details on request', async ({
    page,
  }) => {
    await page.goto('/authors/registrations')
    const table = page.getByTestId('fee-table')
    await expect(table.locator('thead th')).toHaveText(['Category', /^Early bird/, /^Late/, /^Additional paper/])
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(5)
    const expected = [
      ['Students/Research Scholar', '6,500 INR', '7,500 INR', '50% of the fee'],
      ['Academicians', '7,500 INR', '8,500 INR', '50% of the fee'],
      ['Industry Participants', '9,000 INR', '10,000 INR', '50% of the fee'],
      ['Foreign Authors', '250 USD', '280 USD', '50% of the fee'],
      ['Accompanying Person', '50% of the registration fee', '50% of the registration fee', '—'],
    ]
    for (const [i, cells] of expected.entries()) await expect(rows.nth(i).locator('th, td')).toHaveText(cells)
    await expect(page.getByText('All fees include GST.')).toBeVisible()
    await expect(page.getByText('Gala dinner on 7 March 2026')).toBeVisible()
    await expect(page.getByText(/Bank details .* shared on request/)).toBeVisible()
  })

  test('paper submissions lists the specified important dates', async ({ page }) => {
    await page.goto('/authors/paper-submissions')
    for (const date of [
      '16 June 2025',
      '28 November 2025',
      '29 December 2025',
      '25 January 2026',
      '16 February 2026',
      '23 February 2026',
    ]) {
      await expect(page.getByRole('cell', { name: date })).toBeVisible()
    }
  })

  test('the CMT acknowledgement is its data page at the static page’s path, rendered by the server', async ({
    page,
    request,
  }) => {
    // No static file answers the path any more (issue 54): the server renders the page in the site's layout.
    const res = await request.get('/authors/cmt-acknowledgement.html')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('id="main"')
    expect(html).toContain('Microsoft CMT')
    expect(html).toContain('<title data-ssr>CMT Acknowledgement | ICNARI 2026</title>')

    await page.goto('/authors/cmt-acknowledgement.html')
    await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText('CMT Acknowledgement')

    // Reached inside the site (the menu's plain link: a full load), the same page.
    await page.goto('/authors/paper-publication')
    await waitForLiveApp(page)
    await page.getByRole('link', { name: 'CMT Acknowledgement' }).click()
    await expect(page).toHaveURL(/\/authors\/cmt-acknowledgement\.html$/)
    await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText('CMT Acknowledgement')
    await expect(page.locator('#main')).toContainText('Microsoft offers this service to the conference free of charge')
    await expect(page).toHaveTitle('CMT Acknowledgement | ICNARI 2026')
  })
})
