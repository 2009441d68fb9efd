import { type APIRequestContext, expect, test } from '@playwright/test'
import {
  apiLogin,
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  waitForLiveApp,
  watchConsole,
} from './helpers'

/**
 * Every route this part of the site owns, with its one <h1>. axe runs on each at phone width, and at desktop
 * width too where `axeAtDesktop` is set (the header and footer are the same on every page; see public-pages.spec.ts).
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

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

interface UpdateRow {
  _id: string
  title: string
}

async function listUpdates(request: APIRequestContext): Promise<UpdateRow[]> {
  const res = await request.get('/api/recentupdate/all')
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: UpdateRow[] }).data
}

async function deleteUpdates(request: APIRequestContext, token: string, ids: readonly string[]) {
  for (const id of ids) {
    const res = await request.delete(`/api/recentupdate/delete/${id}`, { headers: { token } })
    expect([200, 404]).toContain(res.status())
  }
}

async function addUpdate(
  request: APIRequestContext,
  token: string,
  data: { title: string; description: string; link?: string; eventDate?: string },
): Promise<string> {
  const res = await request.post('/api/recentupdate/add', {
    headers: { token },
    data: { eventDate: '2026-02-16T10:00:00+05:30', ...data },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { recentUpdate: { _id: string } }).recentUpdate._id
}

// Each route loads once at phone width and is then widened to desktop width (a fresh load at desktop widths is
// in the 768/1024/1440 px tests below).
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

      await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height })
      await expect(h1).toHaveCount(1)
      await expect(h1).toBeVisible()
      await expect(page.getByRole('banner').first()).toBeVisible()
      await expectNoHorizontalScroll(page)
      if (route.axeAtDesktop) await expectNoSeriousAxeViolations(page)
      expect(errors).toEqual([])
    })
  }
})

for (const width of [768, 1024, 1440]) {
  test(`no horizontal scrolling at ${width} px either`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    for (const route of ROUTES) {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoHorizontalScroll(page)
    }
  })
}

test.describe('document head', () => {
  test('each route has its own <title> and meta description', async ({ page }) => {
    const seen = new Set<string>()
    for (const route of ROUTES) {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const title = await page.title()
      const description = await page.locator('meta[name="description"]').first().getAttribute('content')
      expect(title, route.path).toMatch(/ICNARI 2026/)
      expect(description, route.path).toBeTruthy()
      expect(seen.has(title), `duplicate title ${title}`).toBe(false)
      seen.add(title)
    }
  })

  test('the tab icon and the home-screen icon are PNG images that load, on app pages and the static page', async ({
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

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('groups open on hover, one at a time, and close when the pointer leaves', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const about = nav.getByRole('button', { name: 'About' })
    const authors = nav.getByRole('button', { name: 'Authors' })
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Venue and Travels' })).toBeHidden()

    await about.hover()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Venue and Travels' })).toBeVisible()

    await authors.hover()
    await expect(authors).toHaveAttribute('aria-expanded', 'true')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Call for Papers' })).toBeVisible()

    await page.mouse.move(640, 600)
    await expect(authors).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Call for Papers' })).toBeHidden()
  })

  test('a group opens on keyboard focus, Escape closes it, ArrowDown reopens it on the first item', async ({
    page,
  }) => {
    await page.goto('/sponsors')
    await waitForLiveApp(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Home' }).focus()
    await page.keyboard.press('Tab')
    const about = nav.getByRole('button', { name: 'About' })
    await expect(about).toBeFocused()
    await expect(about).toHaveAttribute('aria-expanded', 'true')

    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'About the Conference' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'About the Conference' })).toBeFocused()

    // Tabbing past the last item leaves the group, which closes; the next group opens.
    const aboutMenu = page.locator(`[id="${await about.getAttribute('aria-controls')}"]`)
    const aboutItems = await aboutMenu.getByRole('link').count()
    expect(aboutItems).toBeGreaterThanOrEqual(10) // the About group's items, the Industry Programme Committee included
    for (let i = 0; i < aboutItems; i++) await page.keyboard.press('Tab')
    const authors = nav.getByRole('button', { name: 'Authors' })
    await expect(authors).toBeFocused()
    await expect(authors).toHaveAttribute('aria-expanded', 'true')
    await expect(about).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/authors\/call-for-papers$/)
    await expect(authors).toHaveAttribute('aria-expanded', 'false')
  })

  test('the Technical Session submenu toggles on its own and a link navigates and closes the menu', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const programs = nav.getByRole('button', { name: 'Programs' })
    await programs.click()
    await expect(programs).toHaveAttribute('aria-expanded', 'true')
    const session = nav.getByRole('button', { name: 'Technical Session' })
    await expect(session).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Photovoltaic Cell' })).toBeHidden()
    await session.click()
    await expect(session).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['EVs and Emerging Technologies', 'Photovoltaic Cell', 'Renewable Energy']) {
      await expect(nav.getByRole('link', { name })).toBeVisible()
    }
    await session.click()
    await expect(nav.getByRole('link', { name: 'Photovoltaic Cell' })).toBeHidden()
    await expect(programs).toHaveAttribute('aria-expanded', 'true')
    await session.click()
    await nav.getByRole('link', { name: 'Photovoltaic Cell' }).click()
    await expect(page).toHaveURL(/\/programs\/technical-session\/photovoltaic-cell$/)
    await expect(programs).toHaveAttribute('aria-expanded', 'false')
  })

  test('every group item has the route of spec §2; CMT Acknowledgement is a plain link to the static page', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected: Record<string, Record<string, string>> = {
      About: {
        'About the Conference': '/about/about-the-conference',
        'About NIT Patna': '/about/about-nit-patna',
        'Organising Committee': '/about/organising-committee',
        'International Advisory Committee': '/about/international-advisory-committee',
        'Technical Programme Committee': '/about/technical-programme-committee',
        'Industry Programme Committee': '/about/industry-programme-committee',
        'Venue and Travels': '/about/venue-and-travels',
        Accomodations: '/about/accomodations',
        'About NIT Patna (Bihta Campus)': '/about/about-nit-patna-(bihta-campus)',
        PhotoGallery: '/about/photogallery',
      },
      Authors: {
        'Call for Papers': '/authors/call-for-papers',
        'Guidelines to Authors': '/authors/guidelines-to-authors',
        'Paper Submissions': '/authors/paper-submissions',
        Registrations: '/authors/registrations',
        'Best Student Paper Award': '/authors/best-student-paper-award',
        'Financial support': '/authors/financial-support',
        'CMT Acknowledgement': '/authors/cmt-acknowledgement.html',
        'Paper Publication': '/authors/paper-publication',
      },
      Programs: {
        Speakers: '/programs/speakers',
        Tours: '/programs/tours',
        'Cultural Event': '/programs/cultural-event',
      },
      Sponsors: {
        'Become a Sponsor': '/sponsors/become-a-sponsor',
        'Benefits of Sponsorship': '/sponsors/benefits-of-sponsorship',
      },
    }
    for (const [group, items] of Object.entries(expected)) {
      const trigger = nav.getByRole('button', { name: group, exact: true })
      await trigger.click()
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      await expect(panel.getByRole('link')).toHaveCount(Object.keys(items).length)
      for (const [label, href] of Object.entries(items)) {
        await expect(panel.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
      }
      await page.keyboard.press('Escape')
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact')

    // CMT Acknowledgement is a plain anchor: a full page load of the static file, not a client-side route.
    await nav.getByRole('button', { name: 'Authors' }).click()
    const cmt = nav.getByRole('link', { name: 'CMT Acknowledgement' })
    await cmt.click()
    await expect(page).toHaveURL(/\/authors\/cmt-acknowledgement\.html$/)
  })

  test('the footer has the eight links of the spec', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('navigation', { name: 'Footer' })
    const links = footer.getByRole('link')
    await expect(links).toHaveCount(8)
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))
    expect(hrefs).toEqual(['/', '/about', '/authors', '/programs', '/sponsors', '/contact', '/admin', '/login'])
  })
})

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

  test('the Technical Session submenu toggles separately inside Programs', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = page.getByRole('navigation', { name: 'Main' })
    const programs = nav.getByRole('button', { name: 'Programs' })
    await programs.click()
    const session = nav.getByRole('button', { name: 'Technical Session' })
    await expect(session).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Renewable Energy' })).toBeHidden()
    await session.click()
    await expect(nav.getByRole('link', { name: 'Renewable Energy' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'EVs and Emerging Technologies' })).toBeVisible()
    await session.click()
    await expect(nav.getByRole('link', { name: 'Renewable Energy' })).toBeHidden()
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

test.describe('home page', () => {
  test('hero shows the title, date and tagline; the tagline is hidden on a phone', async ({ page }) => {
    const tagline =
      'Join the most innovative minds for a transformative event that pushes the boundaries of research and innovation.'
    await page.goto('/')
    await expect(page.getByText(tagline)).toBeVisible()
    await expect(page.getByRole('img', { name: 'ICNARI 2026 logo' })).toBeVisible()
    await expect(page.getByText('6–8 March 2026 · NIT Patna · Hybrid')).toBeVisible()
    await page.setViewportSize({ width: 360, height: 740 })
    await expect(page.getByText(tagline)).toBeHidden()
  })

  test('carousel: 7 slides, first eager with size, others lazy; arrows and dots change the slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Conference themes' })
    const slides = carousel.getByRole('group', { includeHidden: true })
    await expect(slides).toHaveCount(7)
    const imgs = carousel.locator('img')
    await expect(imgs.first()).toHaveAttribute('loading', 'eager')
    await expect(imgs.first()).toHaveAttribute('width', '1600')
    await expect(imgs.first()).toHaveAttribute('height', '700')
    for (let i = 1; i < 7; i++) await expect(imgs.nth(i)).toHaveAttribute('loading', 'lazy')

    const dot = (n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` })
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('group', { name: '2 of 7' })).toBeInViewport()
    await dot(5).click()
    await expect(dot(5)).toHaveAttribute('aria-current', 'true')
    await expect(dot(2)).not.toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('group', { name: '5 of 7' })).toBeInViewport()
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(dot(4)).toHaveAttribute('aria-current', 'true')
    await dot(1).click()
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(dot(7)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('group', { name: '7 of 7' })).toBeInViewport()
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('group', { name: '1 of 7' })).toBeInViewport()
    await carousel.getByRole('button', { name: 'Previous slide' }).click()

    // Reduced motion: nothing moves on its own.
    await page.mouse.move(5, 5)
    await page.waitForTimeout(2600)
    await expect(dot(7)).toHaveAttribute('aria-current', 'true')
  })

  test('carousel autoplays every 2 s and the pause button stops it', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Conference themes' })
    const dot = (n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` })
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    const started = Date.now()
    await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 4000 })
    expect(Date.now() - started).toBeGreaterThan(1000)
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.mouse.move(5, 5)
    const current = await carousel
      .getByRole('button', { name: /Go to slide/ })
      .evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-current') === 'true'))
    await page.waitForTimeout(2600)
    await expect(dot(current + 1)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('carousel loops without a seam, pauses while hovered or keyboard-focused, and follows a drag', async ({
    page,
  }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Conference themes' })
    const frame = page.getByTestId('carousel')
    const dot = (n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` })
    const current = () =>
      carousel
        .getByRole('button', { name: /Go to slide/ })
        .evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-current') === 'true') + 1)
    /** The shown slide fills the frame once the move has settled. */
    const expectShown = async (n: number) => {
      await expect(dot(n)).toHaveAttribute('aria-current', 'true')
      const box = (await frame.boundingBox())!
      await expect
        .poll(async () => (await carousel.getByRole('group', { name: `${n} of 7` }).boundingBox())?.x)
        .toBeCloseTo(box.x, 0)
    }

    // Hovering the arrows holds the slideshow; leaving lets it go on.
    await carousel.getByRole('button', { name: 'Next slide' }).hover()
    const held = await current()
    await page.waitForTimeout(2600)
    expect(await current()).toBe(held)
    await page.mouse.move(5, 5)
    await expect(dot((held % 7) + 1)).toHaveAttribute('aria-current', 'true', { timeout: 4000 })

    // Keyboard focus inside holds it too, until focus leaves.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).focus()
    await page.keyboard.press('Shift+Tab')
    const focusHeld = await current()
    await page.waitForTimeout(2600)
    expect(await current()).toBe(focusHeld)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeFocused()
    await page.locator('body').focus()

    // After 7 comes 1, sliding in from the right, and before 1 comes 7.
    await dot(7).click()
    await expectShown(7)
    // Sample where slides 7 and 1 are, frame by frame, while Next moves on: 7 leaves to the left, 1 comes in
    // from the right (no rewind through slides 6 to 2).
    const path = await frame.evaluate(async (el) => {
      const left = (n: number) => el.querySelector(`[aria-label="${n} of 7"]`)!.getBoundingClientRect().left
      const x0 = el.getBoundingClientRect().left
      const samples: { seven: number; one: number }[] = []
      el.querySelector<HTMLButtonElement>('[aria-label="Next slide"]')!.click()
      const end = performance.now() + 800
      while (performance.now() < end) {
        await new Promise(requestAnimationFrame)
        samples.push({ seven: left(7) - x0, one: left(1) - x0 })
      }
      return samples
    })
    for (const { seven, one } of path) {
      expect(seven).toBeLessThanOrEqual(1)
      expect(one).toBeGreaterThanOrEqual(-1)
    }
    expect(path.some(({ one }) => one > 10)).toBe(true)
    await expectShown(1)
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expectShown(7)

    // A drag to the left shows the next slide, to the right the previous; a short one springs back.
    const box = (await frame.boundingBox())!
    const drag = async (dx: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 3, { steps: 5 })
      await page.mouse.up()
    }
    await drag(-200)
    await expectShown(1)
    await drag(200)
    await expectShown(7)
    await drag(-20)
    await expectShown(7)
    expect(await page.evaluate(() => String(getSelection()))).toBe('')
  })

  test('carousel: a swipe on a touch screen moves the slide', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Conference themes' })
    await waitForLiveApp(page)
    const box = (await page.getByTestId('carousel').boundingBox())!
    const y = box.y + box.height / 3
    const cdp = await context.newCDPSession(page)
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] })
      for (let i = 1; i <= 5; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + ((to - from) * i) / 5, y }],
        })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    await swipe(box.x + box.width * 0.7, box.x + box.width * 0.3)
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true')
    await swipe(box.x + box.width * 0.3, box.x + box.width * 0.7)
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
    await context.close()
  })

  test('the announcement banner scrolls, pauses on hover and stands still for reduced motion', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Announcements' })
    await expect(banner.getByText('Registration closes on 23 February 2026', { exact: false }).first()).toBeVisible()
    const track = banner.getByTestId('marquee-track')
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState)
    const animationName = () => track.evaluate((el) => getComputedStyle(el).animationName)
    expect(await animationName()).toBe('icnari-marquee')
    expect(await playState()).toBe('running')
    await banner.hover()
    expect(await playState()).toBe('paused')
    await page.mouse.move(5, 5)
    expect(await playState()).toBe('running')
    await banner.getByRole('button', { name: 'Pause announcements' }).click()
    await page.mouse.move(5, 5)
    expect(await playState()).toBe('paused')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await animationName()).toBe('none')
  })

  test('Important Dates table lists the spec §9 dates', async ({ page }) => {
    await page.goto('/')
    const table = page.getByRole('table')
    const rows: [string, string][] = [
      ['Paper submission opens', '16 June 2025'],
      ['Paper submission deadline', '28 November 2025'],
      ['Notification of acceptance', '29 December 2025'],
      ['Early bird registration', '25 January 2026'],
      ['Camera-ready paper submission', '16 February 2026'],
      ['Last date of registration', '23 February 2026'],
      ['Conference dates', '6–8 March 2026'],
    ]
    await expect(page.getByRole('heading', { name: 'Important Dates' })).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(rows.length + 1)
    for (const [event, date] of rows) {
      await expect(table.getByRole('row', { name: `${event} ${date}` })).toBeVisible()
    }
  })

  test('Highlights and Recent Updates sit side by side on desktop and stack on a phone', async ({ page }) => {
    await page.goto('/')
    const highlights = page.getByRole('region', { name: 'Highlights' })
    const updates = page.getByRole('region', { name: 'Recent Updates' })
    await expect(updates).toBeVisible()
    let h = (await highlights.boundingBox())!
    let u = (await updates.boundingBox())!
    expect(Math.abs(h.y - u.y)).toBeLessThan(2)
    expect(u.x).toBeGreaterThan(h.x + h.width - 1)
    await page.setViewportSize({ width: 360, height: 740 })
    h = (await highlights.boundingBox())!
    u = (await updates.boundingBox())!
    expect(u.y).toBeGreaterThanOrEqual(h.y + h.height)
    expect(Math.abs(u.x - h.x)).toBeLessThan(2)
  })

  test('Recent Updates with 0, 15 and 16 updates; View only with a link; View more to /allupdates', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page)
    const token = await apiLogin(request)
    const before = await listUpdates(request)
    await deleteUpdates(
      request,
      token,
      before.map((u) => u._id),
    )
    const created: string[] = []
    // This test is about the panel, not HTTP caching (a separate test covers freshness after a write).
    // (Playwright turns the browser's HTTP cache off while a route handler is installed.)
    await page.route('**/api/**', (route) => route.continue())
    try {
      await page.goto('/')
      const panel = page.getByRole('region', { name: 'Recent Updates' })
      await expect(page.getByText('Loading...')).toHaveCount(0)
      await expect(panel.getByRole('heading', { name: 'Recent Updates' })).toBeVisible()
      await expect(panel.getByRole('listitem')).toHaveCount(0)
      await expect(panel.getByRole('link', { name: 'View more' })).toHaveCount(0)

      const stamp = Date.now()
      for (let i = 1; i <= 15; i++) {
        created.push(
          await addUpdate(request, token, {
            title: `PS update ${stamp} #${i}`,
            description: `Description of update ${i}`,
            ...(i === 3 ? { link: 'https://example.org/news/3' } : {}),
          }),
        )
      }
      await page.reload()
      await expect(panel.getByRole('listitem')).toHaveCount(15)
      await expect(panel.getByText(`PS update ${stamp} #7`)).toBeVisible()
      await expect(panel.getByText('Description of update 7', { exact: true })).toBeVisible()
      const view = panel.getByRole('link', { name: `View PS update ${stamp} #3` })
      await expect(view).toHaveAttribute('href', 'https://example.org/news/3')
      await expect(view).toHaveAttribute('target', '_blank')
      await expect(view).toHaveAttribute('rel', /noopener/)
      await expect(panel.getByRole('link', { name: /^View / })).toHaveCount(1)
      await expect(panel.getByRole('link', { name: 'View more' })).toHaveCount(0)
      // The list scrolls inside its 500 px box and can be reached by keyboard.
      const list = panel.getByTestId('updates-list')
      expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight && el.clientHeight <= 500)).toBe(true)
      await expectNoSeriousAxeViolations(page)

      created.push(await addUpdate(request, token, { title: `PS update ${stamp} #16`, description: 'The sixteenth' }))
      await page.reload()
      await expect(panel.getByRole('listitem')).toHaveCount(15)
      // Newest first: #16 is shown, #1 is the one left out.
      await expect(panel.getByText(`PS update ${stamp} #16`)).toBeVisible()
      await expect(panel.getByText(`PS update ${stamp} #1`, { exact: true })).toHaveCount(0)
      await panel.getByRole('link', { name: 'View more' }).click()
      await expect(page).toHaveURL(/\/allupdates$/)
      const cards = page.getByRole('main').getByRole('heading', { level: 2 })
      await expect(cards).toHaveCount(16)
      await expect(cards.first()).toHaveText(`PS update ${stamp} #16`)
      await page.getByLabel('Search updates').fill('sixteenth')
      await expect(cards).toHaveCount(1)
      await page.getByLabel('Search updates').fill('no such update anywhere')
      await expect(page.getByText('No updates match your search.')).toBeVisible()
      await page.getByRole('button', { name: 'Clear Search' }).click()
      await expect(cards).toHaveCount(16)
      expect(errors).toEqual([])
    } finally {
      await deleteUpdates(request, token, created)
    }
  })

  test('full Highlights and Recent Updates lists scroll in their boxes without serious axe violations', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request)
    const stamp = Date.now()
    const papers: string[] = []
    const updates: string[] = []
    await page.route('**/api/**', (route) => route.continue())
    try {
      for (let i = 1; i <= 16; i++) {
        const res = await request.post('/api/papers/add', {
          headers: { token },
          data: { heading: `PS paper ${stamp} #${i}`, authors: ['A. Author'], content: 'c' },
        })
        expect(res.status()).toBe(201)
        papers.push(((await res.json()) as { paper: { _id: string } }).paper._id)
        updates.push(await addUpdate(request, token, { title: `PS full ${stamp} #${i}`, description: 'd' }))
      }
      for (const vp of VIEWPORTS) {
        await page.setViewportSize({ width: vp.width, height: vp.height })
        await page.goto('/')
        for (const name of ['Highlights', 'Recent Updates']) {
          const region = page.getByRole('region', { name })
          await expect(region.getByRole('listitem')).toHaveCount(15)
          await expect(region.getByRole('link', { name: 'View more' })).toBeVisible()
        }
        await expectNoHorizontalScroll(page)
        await expectNoSeriousAxeViolations(page)
      }
    } finally {
      for (const id of papers) await request.delete(`/api/papers/delete/${id}`, { headers: { token } })
      await deleteUpdates(request, token, updates)
    }
  })

  test('a reload right after an admin writes an update shows it (no stale browser cache)', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request)
    await page.goto('/')
    await expect(page.getByText('Loading...')).toHaveCount(0)
    const title = `PS fresh ${Date.now()}`
    const id = await addUpdate(request, token, { title, description: 'Written after the first visit' })
    try {
      await page.reload()
      await expect(page.getByRole('region', { name: 'Recent Updates' }).getByText(title)).toBeVisible()
    } finally {
      await deleteUpdates(request, token, [id])
    }
  })

  test('"Loading..." shows while a list loads; a failed load is only logged and the lists stay empty', async ({
    page,
  }) => {
    const messages: { type: string; text: string }[] = []
    page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }))
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/recentupdate/all*', async (route) => {
      await held
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' })
    })
    await page.goto('/')
    await expect(page.getByText('Loading...')).toBeVisible()
    release()
    await expect(page.getByText('Loading...')).toHaveCount(0)
    const panel = page.getByRole('region', { name: 'Recent Updates' })
    await expect(panel.getByRole('listitem')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect.poll(() => messages.some((m) => m.type === 'warning' && m.text.includes('recent updates'))).toBe(true)
    // Only the browser's own network line, never an application console.error.
    expect(messages.filter((m) => m.type === 'error' && !m.text.startsWith('Failed to load resource'))).toEqual([])
  })
})

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

  test('accommodation: guest house and hostels on availability, six hotels each with a lazy titled map', async ({
    page,
  }) => {
    await page.goto('/about/accomodations')
    await expect(page.getByRole('heading', { name: 'Guest house and hostels' })).toBeVisible()
    await expect(page.getByText(/subject to availability/)).toBeVisible()
    const maps = page.locator('iframe')
    await expect(maps).toHaveCount(6)
    for (let i = 0; i < 6; i++) {
      await expect(maps.nth(i)).toHaveAttribute('loading', 'lazy')
      await expect(maps.nth(i)).toHaveAttribute('title', /^Map showing /)
    }
  })

  test('about pages carry the spec facts', async ({ page }) => {
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
