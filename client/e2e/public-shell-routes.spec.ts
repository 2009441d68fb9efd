import { expect, test } from '@playwright/test'
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, VIEWPORTS, watchConsole } from './helpers'

// The public shell (header, footer, home page, About and Sponsors pages) against the real server.

/**
 * Every route this part of the site owns, with its one <h1>. axe runs on each at phone width, and at desktop
 * width too where `axeAtDesktop` is set (the header and footer are the same on every page; see public-pages-routes.spec.ts).
 */
const ROUTES: readonly { path: string; h1: string | RegExp; axeAtDesktop?: true }[] = [
  {
    path: '/',
    h1: /International Conference on Next-Generation Adaptive Research and Innovations/,
    axeAtDesktop: true,
  },
  { path: '/allupdates', h1: 'All updates', axeAtDesktop: true },
  { path: '/about', h1: 'About' },
  { path: '/about/about-the-conference', h1: 'About the Conference' },
  { path: '/about/about-nit-patna', h1: 'About NIT Patna', axeAtDesktop: true },
  { path: '/about/venue-and-travels', h1: 'Venue and Travels' },
  { path: '/about/accomodations', h1: 'Accommodation', axeAtDesktop: true },
  { path: '/about/about-nit-patna-(bihta-campus)', h1: 'About NIT Patna (Bihta Campus)' },
  { path: '/sponsors', h1: 'Sponsorship & Exhibitions' },
  { path: '/sponsors/become-a-sponsor', h1: 'Become a Sponsor', axeAtDesktop: true },
  { path: '/sponsors/benefits-of-sponsorship', h1: 'Benefits of Sponsorship' },
  { path: '/this-page-does-not-exist', h1: 'Page not found', axeAtDesktop: true },
]

// Each route loads once at phone width and is then widened to desktop width (a fresh load at a desktop width is
// in the 1440/1024/768 px test below).
const [PHONE, DESKTOP] = VIEWPORTS
test.describe(`every public-shell route at ${PHONE.width}x${PHONE.height}, then ${DESKTOP.width}x${DESKTOP.height}`, () => {
  test.use({ viewport: { width: PHONE.width, height: PHONE.height } })

  for (const route of ROUTES) {
    test(`${route.path}: one visible h1, no console errors, no horizontal scroll, no serious axe violations (phone${route.axeAtDesktop ? ' and desktop' : ''})`, async ({
      page,
    }) => {
      const errors = watchConsole(page)
      await page.goto(route.path)
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toHaveCount(1)
      await expect(h1).toBeVisible()
      await expect(h1).toHaveText(route.h1)
      await expect(page.getByText('Loading...')).toHaveCount(0)
      // The header, footer and toast area are on every page.
      await expect(page.getByRole('banner').first()).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousAxeViolations(page)
      // The live page's head (the server's HTML is read for every route's own title in 'document head' below).
      await expect(page).toHaveTitle(/ICNARI 2026/)
      await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /\S/)

      await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height })
      await expect(h1).toHaveCount(1)
      await expect(h1).toBeVisible()
      await expect(page.getByRole('banner').first()).toBeVisible()
      await expectNoHorizontalScroll(page)
      if (route.axeAtDesktop) await expectNoSeriousAxeViolations(page)
      // A page that does not exist answers 404 (no soft 404): the browser logs that status, which is expected.
      const expected = route.path === '/this-page-does-not-exist' ? /status of 404/ : null
      expect(errors.filter((e) => !expected?.test(e))).toEqual([])
    })
  }
})

// One fresh load per route at 1440 px, then narrowed to 1024 and 768 px: the layout follows the width through CSS
// and matchMedia, so a load at each width would only repeat the same page.
test('no horizontal scrolling at 1440, 1024 or 768 px either', async ({ page }) => {
  test.setTimeout(120_000)
  for (const route of ROUTES) {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(route.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const width of [1440, 1024, 768]) {
      await page.setViewportSize({ width, height: 900 })
      await expect(page.getByRole('heading', { level: 1 }), `${route.path} at ${width} px`).toBeVisible()
      await expectNoHorizontalScroll(page)
    }
  }
})

test.describe('document head', () => {
  // The title and description arrive in the server's HTML, but for the not-found page's description, which the app
  // adds once live: the route loop above checks both on the live page of every route, and server-rendering.spec.ts
  // that the app keeps one of each and changes the title on a move inside the app.
  test('each route has its own <title> and meta description', async ({ request }) => {
    const seen = new Set<string>()
    for (const route of ROUTES) {
      const html = await (await request.get(route.path)).text()
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? ''
      const description = html.match(/<meta[^>]* name="description" content="([^"]*)"/)?.[1]
      expect(title, route.path).toMatch(/ICNARI 2026/)
      if (route.path !== '/this-page-does-not-exist') expect(description, route.path).toBeTruthy()
      expect(seen.has(title), `duplicate title ${title}`).toBe(false)
      seen.add(title)
    }
  })

  test('the tab icon and the home-screen icon are PNG images that load, on app pages, the CMT acknowledgement’s too', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/authors/cmt-acknowledgement.html']) {
      await page.goto(path)
      for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
        const href = await page.locator(selector).getAttribute('href')
        expect(href, `${path} ${selector}`).toBeTruthy()
        const res = await request.get(href!)
        expect(res.status(), `${path} ${href}`).toBe(200)
        expect(res.headers()['content-type'], `${path} ${href}`).toBe('image/png')
        // A PNG starts with its signature: the file is an image, not the app's HTML fallback.
        expect([...(await res.body()).subarray(0, 4)], `${path} ${href}`).toEqual([0x89, 0x50, 0x4e, 0x47])
      }
    }
  })
})
