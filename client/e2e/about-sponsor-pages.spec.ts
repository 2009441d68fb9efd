import { expect, test } from '@playwright/test'
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, waitForLiveApp } from './helpers'

// The public shell (header, footer, home page, About and Sponsors pages) against the real server.

test.describe('pages', () => {
  test('Bihta campus: an image opens an enlarged overlay; Close and Escape close it', async ({ page }) => {
    await page.goto('/about/about-nit-patna-(bihta-campus)')
    await expect(page.getByText('125+ acres')).toBeVisible()
    await expect(page.getByText('about 25 km', { exact: true })).toBeVisible()
    const triggers = page.getByRole('button', { name: /^Enlarge photo: / })
    await expect(triggers).toHaveCount(3)

    const first = page.getByRole('button', { name: 'Enlarge photo: Main entrance' })
    await first.click()
    const dialog = page.getByRole('dialog', { name: 'Main entrance' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img')).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(first).toBeFocused()

    await page.getByRole('button', { name: 'Enlarge photo: Campus grounds' }).click()
    const second = page.getByRole('dialog', { name: 'Campus grounds' })
    await expect(second).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(second).toHaveCount(0)
  })

  test('an unknown campus suffix is a 404, not the campus page', async ({ page }) => {
    await page.goto('/about/about-nit-patna-(patna-campus)')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test('the 404 page links home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page).toHaveTitle(/Page not found/)
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('region', { name: 'Conference themes' })).toBeVisible()
  })

  test('venue: 12 km to the airport, 8 km to the railway station', async ({ page }) => {
    await page.goto('/about/venue-and-travels')
    await expect(page.getByText('Jai Prakash Narayan International Airport')).toBeVisible()
    await expect(page.getByText('about 12 km')).toBeVisible()
    await expect(page.getByText('about 8 km')).toBeVisible()
  })

  test('accommodation: guest house and hostels on availability, six hotels and one map (on demand on a phone)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/about/accomodations')
    await expect(page.getByRole('heading', { name: 'Guest house and hostels' })).toBeVisible()
    await expect(page.getByText(/subject to availability/)).toBeVisible()
    await expect(page.getByTestId('hotel')).toHaveCount(6)
    const maps = page.locator('iframe')
    await expect(maps).toHaveCount(1)
    await expect(maps).toHaveAttribute('loading', 'lazy')
    await expect(maps).toHaveAttribute('title', /^Map showing /)
    const third = (await page.getByTestId('hotel').nth(2).getByRole('heading').textContent()) ?? ''
    await page.getByRole('button', { name: `Show ${third} on the map` }).click()
    await expect(maps).toHaveAttribute('title', `Map showing ${third}`)

    // A phone loads no map until asked.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.reload()
    await waitForLiveApp(page)
    await expect(page.getByTestId('hotel')).toHaveCount(6)
    await expect(maps).toHaveCount(0)
    await page.getByRole('button', { name: 'Show the map' }).click()
    await expect(maps).toHaveCount(1)
    await expectNoHorizontalScroll(page)
    await expectNoSeriousAxeViolations(page)
  })

  test('about pages carry the conference facts', async ({ page }) => {
    await page.goto('/about/about-the-conference')
    for (const text of ['Hybrid', '6–8 March 2026', 'Department of Electrical Engineering, NIT Patna']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Specialised tracks' })).toBeVisible()
    await page.goto('/about/about-nit-patna')
    await expect(page.getByText('Institute of National Importance', { exact: true })).toBeVisible()
    await expect(page.getByText('Centre of Excellence', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: '7 disciplines' })).toBeVisible()
    await page.goto('/about')
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(10) // with the Industry Programme Committee
    await page
      .getByRole('main')
      .getByRole('link', { name: /Venue and Travels/ })
      .click()
    await expect(page).toHaveURL(/\/about\/venue-and-travels$/)
  })

  test('sponsorship: five tiers with facilities and 18% GST extra; three benefits', async ({ page }) => {
    for (const path of ['/sponsors', '/sponsors/become-a-sponsor']) {
      await page.goto(path)
      for (const tier of ['PLATINUM', 'GOLD', 'SILVER', 'BRONZE', 'Academic/Industrial']) {
        await expect(page.getByRole('heading', { level: 3, name: tier, exact: true })).toBeVisible()
        await expect(
          page
            .getByRole('list', { name: `${tier} facilities` })
            .getByRole('listitem')
            .first(),
        ).toBeVisible()
      }
      await expect(page.getByTestId('gst-note')).toHaveText('18% GST extra')
    }
    await page.goto('/sponsors/benefits-of-sponsorship')
    const benefits = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(benefits).toHaveText([
      'Logo on the conference website',
      'Logo in the conference programme',
      'Promotional video during the online session',
    ])
  })
})
