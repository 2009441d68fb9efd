import { expect, test } from '@playwright/test'
import { apiLogin, expectNoSeriousAxeViolations, requestGate, waitForLiveApp, watchConsole } from './helpers'

// Public pages are rendered on the server at request time from current data (server/src/pages/renderer.ts,
// client/src/entry-server.tsx), and the app takes them over in the browser without fetching that data again.

test.describe('server-rendered pages', () => {
  const PAGES = ['/', '/programs/speakers', '/authors/call-for-papers', '/about/organising-committee', '/contact']

  test('arrive as HTML with their heading, title and description, and no inline script (CSP)', async ({ request }) => {
    for (const path of PAGES) {
      const html = await (await request.get(path)).text()
      expect(html, path).toMatch(/<div id="root" data-ssr>.*<a href="#main"/s)
      expect(html, path).toMatch(/<h1[\s>]/)
      expect(html, path).toMatch(/<title data-ssr>[^<]+ \| ICNARI 2026<\/title>/)
      expect(html, path).toMatch(/<meta data-ssr name="description" content="[^"]+"/)
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length, path).toBeGreaterThan(0)
      // Only the app's own code runs; the page's data and its structured data ride in JSON scripts, which never run.
      for (const tag of scripts)
        expect(tag, path).toMatch(
          /\ssrc="\/assets\/|^<script type="application\/json" id="server-state">$|^<script type="application\/ld\+json">$/,
        )
    }
  })

  test('a page rendered again from the same data has the same ETag, so a returning browser gets a 304', async ({
    request,
  }) => {
    const token = await apiLogin(request)
    const first = await request.get('/')
    const etag = first.headers().etag!
    expect(etag).toBeTruthy()
    // A paper added and removed: the home page is dropped twice and rendered again from what it showed before.
    const added = await request.post('/api/papers/add', {
      headers: { token },
      data: { heading: `Fleeting paper ${Date.now()}`, authors: ['A'], content: 'c' },
    })
    const { paper } = (await added.json()) as { paper: { _id: string } }
    expect((await request.get('/')).headers().etag).not.toBe(etag)
    await request.delete(`/api/papers/delete/${paper._id}`, { headers: { token } })
    const again = await request.get('/')
    expect(again.headers().etag).toBe(etag)
    expect((await request.get('/', { headers: { 'if-none-match': etag } })).status()).toBe(304)
  })

  test('the home page fetched without JavaScript holds the latest papers and the important dates', async ({
    request,
  }) => {
    const token = await apiLogin(request)
    const heading = `Server-rendered highlight ${Date.now()}`
    const added = await request.post('/api/papers/add', {
      headers: { token },
      data: { heading, authors: ['R. Iyer'], content: 'Shown without JavaScript' },
    })
    expect(added.status()).toBe(201)
    const { dates } = (await (await request.get('/api/dates')).json()) as { dates: { label: string }[] }
    expect(dates.length).toBeGreaterThan(0)
    // The next load after the write already has it: the rendered page was dropped with the papers list.
    const html = await (await request.get('/')).text()
    const body = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="server-state"'))
    expect(body).toContain(heading)
    for (const { label } of dates) expect(body).toContain(label)
  })

  test('the app takes over without asking the API again for the data in the page', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (req) => {
      // Pictures (/api/images/…) are loaded by <img>, as on any page; data calls are what must not repeat.
      if (new URL(req.url()).pathname.startsWith('/api/') && req.resourceType() !== 'image')
        calls.push(`${req.method()} ${req.url()}`)
    })
    const expected: string[] = []
    for (const path of ['/', '/programs/speakers', '/about/organising-committee', '/allpapers']) {
      await page.goto(path)
      // A long speakers list arrives with only its first cards whole and is fetched once, whole, when live
      // (features/speakers/api.ts lightenSpeakersState): that is data the page did not hold.
      const lightened = await page.evaluate(() =>
        (
          JSON.parse(document.getElementById('server-state')?.textContent ?? '{"queries":[]}') as {
            queries: { state: { isInvalidated: boolean } }[]
          }
        ).queries.some((q) => q.state.isInvalidated),
      )
      if (lightened) expected.push(`GET ${new URL('/api/speaker/all', page.url())}`)
      await waitForLiveApp(page)
      await page.waitForLoadState('networkidle')
    }
    expect(calls).toEqual(expected)
  })

  test("the page is painted before the app's code is fetched, and the app then takes it over", async ({ page }) => {
    // client/boot.js: on a slow link the page's content shows without waiting for ~110 KB of code (LCP).
    for (const path of ['/', '/programs/speakers']) {
      await page.goto(path)
      await waitForLiveApp(page)
      const { painted, appFetched } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        appFetched:
          performance.getEntriesByType('resource').find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name))?.startTime ??
          Number.NaN,
      }))
      expect(painted, path).toBeGreaterThan(0)
      expect(appFetched, path).toBeGreaterThanOrEqual(painted)
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page.getByRole('dialog'), path).toBeVisible()
    }
  })

  test('a URL that is no page answers 404 with the not-found page, and so does an unknown session', async ({
    request,
  }) => {
    const missing = await request.get('/no/such/page')
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toContain('data-ssr')
    const session = await request.get('/programs/technical-session/no-such-session')
    expect(session.status()).toBe(404)
    expect(await session.text()).toContain('Session not found')
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

  test('on a move inside the app, a list page shows its announced placeholder while its data loads', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    // Hold the lists back, as a slow network would: only a navigation inside the app fetches, so only it waits.
    const LIST_PAGES = [
      { path: '/programs/speakers', busy: 'Loading speakers' },
      { path: '/about/organising-committee', busy: 'Loading committee members' },
      { path: '/about/photogallery', busy: 'Loading photos' },
    ]
    for (const { path, busy } of LIST_PAGES) {
      await page.goto('/contact')
      await waitForLiveApp(page)
      const gate = requestGate()
      await page.route('**/api/**', async (route) => {
        await gate.opened
        await route.continue()
      })
      // The site's own link to the page (in the header's menus), followed by the router.
      await page.evaluate((href) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click(), path)
      const placeholder = page.getByRole('status', { name: busy })
      await expect(placeholder, path).toBeVisible()
      await expectNoSeriousAxeViolations(page)
      gate.open()
      await expect(placeholder, path).toHaveCount(0)
      await page.unroute('**/api/**')
    }
  })

  test('a visitor who scrolls before the app takes over stays where they are, and a tap lands where aimed', async ({
    page,
  }) => {
    // Hold the app's code back a moment, as a slow phone would, to scroll and tap the server's page meanwhile.
    const gate = requestGate()
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await gate.opened
      await route.continue()
    })
    // (Not until DOMContentLoaded: that waits for the app's code.)
    await page.goto('/authors/paper-publication', { waitUntil: 'commit' })
    const link = page.getByRole('link', { name: 'CMT Acknowledgement' })
    await link.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    gate.open()
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
    // Fields of the server's page are held back until the app is live, so typing right away is never lost.
    await page.getByLabel('Name').fill('Ada Lovelace')
    await waitForLiveApp(page)
    await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace')
    await expect(page.locator('head title')).toHaveCount(1)
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
    // Navigating inside the app changes the title (the server's one is gone).
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).first().click()
    await expect(page).toHaveTitle(/^About\b.*\| ICNARI 2026$/)
    expect(errors).toEqual([])
  })
})
