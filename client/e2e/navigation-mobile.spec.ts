import { expect, test } from '@playwright/test'
import { expectNoHorizontalScroll, VIEWPORTS, waitForLiveApp } from './helpers'

// The public shell (header, footer, home page, About and Sponsors pages) against the real server.

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the burger opens the menu; one group at a time; the open group closes on click; a link closes the menu', async ({
    page,
  }) => {
    await page.goto('/')
    const burger = page.getByRole('button', { name: 'Open menu' })
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { name: 'About', exact: true })).toBeHidden()
    await burger.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')

    const nav = page.getByRole('navigation', { name: 'Main' })
    const about = nav.getByRole('button', { name: 'About', exact: true })
    const authors = nav.getByRole('button', { name: 'Authors', exact: true })
    await about.click()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Venue and Travels' })).toBeVisible()
    await authors.click()
    await expect(authors).toHaveAttribute('aria-expanded', 'true')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Venue and Travels' })).toBeHidden()
    await expect(nav.getByRole('link', { name: 'Call for Papers' })).toBeVisible()
    await authors.click()
    await expect(authors).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Call for Papers' })).toBeHidden()

    await about.click()
    await nav.getByRole('link', { name: 'Venue and Travels' }).click()
    await expect(page).toHaveURL(/\/about\/venue-and-travels$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Venue and Travels' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('button', { name: 'About', exact: true })).toBeHidden()
    await expectNoHorizontalScroll(page)
  })

  test('the Technical Session submenu (the published workshops) toggles separately inside Programs', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = page.getByRole('navigation', { name: 'Main' })
    const programs = nav.getByRole('button', { name: 'Programs' })
    await programs.click()
    // Programme is the group's first item.
    await expect(nav.getByRole('link', { name: 'Programme', exact: true })).toHaveAttribute('href', '/programme')
    const session = nav.getByRole('button', { name: 'Technical Session' })
    await expect(session).toHaveAttribute('aria-expanded', 'false')
    const renewable = nav.getByRole('link', { name: 'Next-Gen Energy Sources: Renewable Energy Technologies' })
    await expect(renewable).toBeHidden()
    await session.click()
    await expect(renewable).toBeVisible()
    await expect(renewable).toHaveAttribute('href', '/programs/technical-session/renewable-energy')
    await expect(
      nav.getByRole('link', { name: 'Next-Gen Transportation: EVs, Drone Technology & Emerging Innovations' }),
    ).toBeVisible()
    await session.click()
    await expect(renewable).toBeHidden()
    await expect(programs).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Speakers' })).toBeVisible()
  })

  test('Escape closes the menu and returns focus to the burger', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('a window narrowed from a desktop to a phone: the burger menu works and moves inside the app', async ({
    page,
  }) => {
    // Loaded wide, the burger menu was the server's HTML, not hydrated (docs/decisions/040): it must come alive.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/about/venue-and-travels')
    await waitForLiveApp(page)
    await page.evaluate(() => {
      ;(window as unknown as { stayedInApp: boolean }).stayedInApp = true
    })
    await page.setViewportSize({ width: 360, height: 740 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Authors', exact: true }).click()
    // The page shown is marked as such in the live menu.
    await nav.getByRole('button', { name: 'About', exact: true }).click()
    await expect(nav.getByRole('link', { name: 'Venue and Travels' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Accomodations' }).click()
    await expect(page).toHaveURL(/\/about\/accomodations$/)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true)
    await expectNoHorizontalScroll(page)
  })
})

test.describe('Admin item', () => {
  for (const vp of VIEWPORTS) {
    test(`hidden without a token and shown with one (${vp.name})`, async ({ page }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      await page.goto('/')
      const openMenu = async () => {
        if (vp.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click()
      }
      const admin = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })
      await openMenu()
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible()
      await expect(admin).toHaveCount(0)

      // Read when the navigation mounts.
      await page.evaluate(() => localStorage.setItem('token', 'any-stored-token'))
      await page.reload()
      await openMenu()
      await expect(admin).toBeVisible()
      await expect(admin).toHaveAttribute('href', '/admin')

      // Logout elsewhere in the app fires 'session-change'.
      await page.evaluate(() => {
        localStorage.removeItem('token')
        window.dispatchEvent(new Event('session-change'))
      })
      await expect(admin).toHaveCount(0)
    })
  }
})
