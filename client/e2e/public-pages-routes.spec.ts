import { expect, type Page, test } from '@playwright/test'
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, VIEWPORTS } from './helpers'

// Public pages of the Authors and Programs groups, the committee pages, the photo gallery and /contact,
// against the real server. Data is seeded through the API under unique names and removed afterwards.

/** Every route of this part of the site, with its one <h1>. */
/**
 * Every route this spec owns, with its one <h1>. axe runs on each at phone width, and at desktop width too where
 * `axeAtDesktop` is set: the header and footer are the same on every page, and a page's own content keeps its
 * elements and colours across widths, so one desktop pass per kind of page (form, table, grid, list) covers it.
 */
const ROUTES: readonly { path: string; h1: string | RegExp; axeAtDesktop?: true; status?: 404 }[] = [
  { path: '/authors', h1: 'For Authors' },
  { path: '/authors/call-for-papers', h1: 'Call for Papers', axeAtDesktop: true },
  { path: '/authors/call-for-papers/0', h1: 'Biosensing and Neuromorphic Computing' },
  { path: '/authors/call-for-papers/1', h1: 'Electric Vehicles and Sustainable Energy' },
  { path: '/authors/call-for-papers/2', h1: 'Renewable Energy' },
  { path: '/authors/call-for-papers/3', h1: 'Photovoltaic Cells' },
  { path: '/authors/call-for-papers/4', h1: 'Special track not found' },
  { path: '/authors/guidelines-to-authors', h1: 'Guidelines to Authors' },
  { path: '/authors/paper-submissions', h1: 'Paper Submissions' },
  { path: '/authors/registrations', h1: 'Registration', axeAtDesktop: true },
  { path: '/authors/best-student-paper-award', h1: 'Best Student Paper Award' },
  { path: '/authors/financial-support', h1: 'Financial support' },
  { path: '/authors/paper-publication', h1: 'Paper Publication' },
  { path: '/authors/cmt-acknowledgement.html', h1: 'CMT Acknowledgement' },
  { path: '/programs', h1: 'Programs' },
  { path: '/programs/speakers', h1: 'Speakers', axeAtDesktop: true },
  { path: '/programs/technical-session', h1: 'Technical Session' },
  {
    path: '/programs/technical-session/evs-and-emerging-technologies',
    h1: 'Next-Gen Transportation: EVs, Drone Technology & Emerging Innovations',
  },
  { path: '/programs/technical-session/photovoltaic-cell', h1: 'Photovoltaic Cells' },
  {
    path: '/programs/technical-session/renewable-energy',
    h1: 'Next-Gen Energy Sources: Renewable Energy Technologies',
  },
  // Answers 404 (no soft 404 for search engines): the browser logs the document's status, which is expected.
  { path: '/programs/technical-session/no-such-session', h1: 'Session not found', status: 404 },
  { path: '/programs/tours', h1: 'Tours', axeAtDesktop: true },
  { path: '/programs/cultural-event', h1: 'Cultural Events' },
  { path: '/about/organising-committee', h1: 'Organising Committee', axeAtDesktop: true },
  { path: '/about/technical-programme-committee', h1: 'Technical Programme Committee' },
  { path: '/about/international-advisory-committee', h1: 'International Advisory Committee' },
  { path: '/about/industry-programme-committee', h1: 'Industry Programme Committee' },
  { path: '/about/photogallery', h1: 'Photo Gallery', axeAtDesktop: true },
  { path: '/contact', h1: 'Contact', axeAtDesktop: true },
]

/**
 * Collects console errors and uncaught exceptions. Failed loads of cross-origin resources are ignored:
 * the test machine is offline, so the OpenStreetMap frame (and any https image another spec may have
 * left behind) cannot load; everything served by our own origin must load cleanly.
 */
function watchOwnErrors(page: Page, origin: string, notFoundDocument?: string): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    const url = msg.location().url
    if (msg.text().startsWith('Failed to load resource') && url && !url.startsWith(origin)) return
    if (notFoundDocument && url === notFoundDocument && msg.text().includes('status of 404')) return
    errors.push(`${msg.text()} (${url})`)
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return errors
}

// ---- every route at two sizes ----

// Each route loads once at phone width and is then widened to desktop width.
const [PHONE, DESKTOP] = VIEWPORTS
test.describe(`public pages at ${PHONE.width}x${PHONE.height}, then ${DESKTOP.width}x${DESKTOP.height}`, () => {
  test.use({ viewport: { width: PHONE.width, height: PHONE.height } })

  for (const route of ROUTES) {
    test(`${route.path}: one h1, no console errors, no horizontal scroll, no serious axe violations (phone${route.axeAtDesktop ? ' and desktop' : ''})`, async ({
      page,
      baseURL,
    }) => {
      const errors = watchOwnErrors(page, baseURL!, route.status === 404 ? baseURL + route.path : undefined)
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(route.status ?? 200)
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toHaveCount(1)
      await expect(h1).toHaveText(route.h1)
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await expectNoHorizontalScroll(page)
      await expectNoSeriousAxeViolations(page)

      await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height })
      await expect(h1).toHaveCount(1)
      await expect(h1).toBeVisible()
      await expectNoHorizontalScroll(page)
      if (route.axeAtDesktop) await expectNoSeriousAxeViolations(page)
      expect(errors).toEqual([])
    })
  }
})

// Read from the server's HTML, where the title and description arrive (server-rendering.spec.ts checks that the
// app, once live, keeps one of each).
test('every page has its own title and description', async ({ request }) => {
  const head = async (path: string) => {
    const html = await (await request.get(path)).text()
    return {
      title: html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1],
      description: html.match(/<meta[^>]* name="description" content="([^"]*)"/)?.[1],
    }
  }
  const registrations = await head('/authors/registrations')
  expect(registrations.title).toBe('Registrations | ICNARI 2026')
  expect(registrations.description).toContain('including GST')
  expect((await head('/programs/tours')).title).toBe('Tours | ICNARI 2026')
  expect((await head('/programs/technical-session/nope')).title).toBe('Session not found | ICNARI 2026')
})
