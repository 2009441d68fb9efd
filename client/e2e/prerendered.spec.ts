import { expect, test } from '@playwright/test'
import { expectNoSeriousAxeViolations, waitForLiveApp, watchConsole } from './helpers'

// The public shell (header, footer, home page, About and Sponsors pages) against the real server.

test.describe('pre-rendered pages', () => {
  const PRERENDERED = ['/', '/programs/speakers', '/authors/call-for-papers', '/about/organising-committee', '/contact']

  test('arrive as HTML with their heading, title and description, and no inline script (CSP)', async ({ request }) => {
    for (const path of PRERENDERED) {
      const html = await (await request.get(path)).text()
      expect(html, path).toMatch(/<div id="root" data-prerendered>.*<a href="#main"/s)
      expect(html, path).toMatch(/<h1[\s>]/)
      expect(html, path).toMatch(/<title data-prerendered>[^<]+ \| ICNARI 2026<\/title>/)
      expect(html, path).toMatch(/<meta data-prerendered name="description" content="[^"]+"/)
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag, path).toMatch(/\ssrc="\/assets\//)
    }
  })

  test('without JavaScript a page is readable and its links lead to the other pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/authors/call-for-papers')
    await expect(page.getByRole('heading', { level: 1, name: 'Call for Papers' })).toBeVisible()
    await expect(page).toHaveTitle('Call for Papers | ICNARI 2026')
    await page.getByRole('link', { name: 'ICNARI 2026 home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ICNARI 2026')
    await context.close()
  })

  test('while a list loads, its placeholder is announced by name and passes axe, then gives way to the list', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    // Hold the lists back, as a slow network would: the page shows its loading placeholder meanwhile.
    const LIST_PAGES = [
      { path: '/allupdates', busy: 'Loading updates' },
      { path: '/allpapers', busy: 'Loading papers' },
      { path: '/programs/speakers', busy: 'Loading speakers' },
      { path: '/about/organising-committee', busy: 'Loading committee members' },
      { path: '/about/photogallery', busy: 'Loading photos' },
    ]
    for (const { path, busy } of LIST_PAGES) {
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/**', async (route) => {
        await held
        await route.continue()
      })
      await page.goto(path)
      const placeholder = page.getByRole('status', { name: busy })
      await expect(placeholder, path).toBeVisible()
      await expectNoSeriousAxeViolations(page)
      release()
      await expect(placeholder, path).toHaveCount(0)
      await page.unroute('**/api/**')
    }
  })

  test('a visitor who scrolls before the app takes over stays where they are, and a tap lands where aimed', async ({
    page,
  }) => {
    // Hold the app's code back a moment, as a slow phone would, to scroll and tap the pre-rendered page meanwhile.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    // (Not until DOMContentLoaded: that waits for the app's code.)
    await page.goto('/authors/paper-publication', { waitUntil: 'commit' })
    const link = page.getByRole('link', { name: 'CMT Acknowledgement' })
    await link.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    release()
    await waitForLiveApp(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    // The in-site link is live: the router renders the route in the site's layout.
    await link.click()
    await expect(page).toHaveURL(/\/authors\/cmt-acknowledgement\.html$/)
    await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText('CMT Acknowledgement')
  })

  test('the app takes over without losing what the visitor types, with one title and no console error', async ({
    page,
  }) => {
    const errors = watchConsole(page)
    await page.goto('/contact')
    // Fields of the pre-rendered page are held back until the app is live, so typing right away is never lost.
    await page.getByLabel('Name').fill('Ada Lovelace')
    await waitForLiveApp(page)
    await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace')
    await expect(page.locator('head title')).toHaveCount(1)
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
    // Navigating inside the app changes the title (the pre-rendered one is gone).
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).first().click()
    await expect(page).toHaveTitle(/^About\b.*\| ICNARI 2026$/)
    expect(errors).toEqual([])
  })
})
