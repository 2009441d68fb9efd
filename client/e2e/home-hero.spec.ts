import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import {
  apiLogin,
  clickThroughTo,
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  requestGate,
  watchConsole,
} from './helpers'

// The home hero, the carousel and the two panels (issue 17 item 2; issue 16 part 5).
// (The seeded Important Dates: the tests that move them put them back.)

const VIEWS = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const

interface DateRow {
  _id: string
  label: string
  date: string
  endDate?: string
}

async function datesOf(request: APIRequestContext): Promise<DateRow[]> {
  return ((await (await request.get('/api/dates')).json()) as { dates: DateRow[] }).dates
}

/** Deletes every item of a public list through the admin API. */
async function deleteAll(request: APIRequestContext, token: string, list: string, deletePath: string) {
  const { data } = (await (await request.get(list)).json()) as { data: { _id: string }[] }
  for (const { _id } of data) {
    const res = await request.delete(`${deletePath}${_id}`, { headers: { token } })
    expect([200, 404]).toContain(res.status())
  }
}

/** `YYYY-MM-DD`, `days` after today in India. */
function inDays(days: number): string {
  const india = new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000)
  return india.toISOString().slice(0, 10)
}

/** Fails unless the element is wholly inside the viewport as the page first shows (no scrolling). */
async function expectAboveTheFold(page: Page, element: Locator) {
  await expect(element).toBeVisible()
  const box = (await element.boundingBox())!
  const { width, height } = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(box.y + box.height).toBeLessThanOrEqual(height)
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test('after the conference (today, with the seeded dates) the hero says it took place and invites no submission', async ({
  page,
}) => {
  const errors = watchConsole(page)
  for (const view of VIEWS) {
    await page.setViewportSize(view)
    await page.goto('/')
    const hero = page.getByTestId('hero')
    await expect(hero).toHaveAttribute('data-season', 'over')
    await expect(hero.getByTestId('hero-took-place')).toContainText('ICNARI 2026 took place on 6–8 March 2026')
    const actions = hero.getByRole('navigation', { name: 'Main actions' })
    await expect(actions.getByRole('link', { name: /Submit a paper/ })).toHaveCount(0)
    await expect(actions.getByRole('link', { name: 'Register' })).toHaveCount(0)
    await expectAboveTheFold(page, actions.getByRole('link', { name: 'All papers' }))
    await expectAboveTheFold(page, actions.getByRole('link', { name: 'Photo gallery' }))
    await expect(page.getByTestId('next-deadline')).toHaveCount(0)
    // The seeded banner items ended with what they announced: none still invites anyone.
    await expect(page.getByText(/Registration closes|camera-ready versions are due|Save the date|join us/)).toHaveCount(
      0,
    )
    // Every date shows as passed, in words.
    const rows = page.getByTestId('important-dates').locator('tbody tr')
    await expect(rows).toHaveCount(7)
    await expect(rows.getByText('Passed', { exact: true })).toHaveCount(7)
    await expectNoHorizontalScroll(page)
  }
  await expectNoSeriousAxeViolations(page)
  expect(errors).toEqual([])
})

test('while the season runs, Submit a paper, Register and Brochure are on the first screen with the next deadline', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request)
  const seeded = await datesOf(request)
  // The season moved to the future: the first date 10 days on, each later one 20 days after it.
  const moved = seeded.map((d, i) => ({
    ...d,
    date: inDays(10 + 20 * i),
    ...(d.endDate ? { endDate: inDays(12 + 20 * i) } : {}),
  }))
  const { settings: before } = (await (await request.get('/api/settings')).json()) as {
    settings: { links: { submission: string; brochure: string } }
  }
  // A fresh site has no brochure (no placeholder goes public): the organisers' own is set for this test.
  const settings = { links: { ...before.links, brochure: 'https://nitp.ac.in/icnari/brochure.pdf' } }
  try {
    await request.patch('/api/settings', { headers: { token }, data: { links: { brochure: settings.links.brochure } } })
    for (const d of [...moved].reverse())
      expect(
        (
          await request.put(`/api/dates/${d._id}`, {
            headers: { token },
            data: { date: d.date, ...(d.endDate ? { endDate: d.endDate } : {}) },
          })
        ).status(),
      ).toBe(200)
    for (const view of VIEWS) {
      await page.setViewportSize(view)
      await page.goto('/')
      const hero = page.getByTestId('hero')
      await expect(hero).toHaveAttribute('data-season', 'running')
      const actions = hero.getByRole('navigation', { name: 'Main actions' })
      const submit = actions.getByRole('link', { name: /Submit a paper/ })
      await expect(submit).toHaveAttribute('href', settings.links.submission)
      await expect(submit).toHaveAttribute('target', '_blank')
      await expect(submit).toHaveAttribute('rel', /noopener/)
      await expectAboveTheFold(page, submit)
      await expectAboveTheFold(page, actions.getByRole('link', { name: 'Register' }))
      await expect(actions.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/authors/registrations')
      await expectAboveTheFold(page, actions.getByRole('link', { name: /Brochure/ }))
      await expect(actions.getByRole('link', { name: /Brochure/ })).toHaveAttribute('href', settings.links.brochure)
      const deadline = page.getByTestId('next-deadline')
      await expect(deadline).toContainText(`${moved[0]!.label},`)
      await expect(deadline).toContainText('10 days left')
      await expectAboveTheFold(page, deadline)
      // The table highlights the same date.
      const next = page.getByTestId('important-dates').locator('tr[data-status="next"]')
      await expect(next).toHaveCount(1)
      await expect(next).toContainText(moved[0]!.label)
      await expect(next).toContainText('10 days left')
      await expect(page.getByTestId('important-dates').getByText('Passed', { exact: true })).toHaveCount(0)
      await expectNoHorizontalScroll(page)
    }
    await expectNoSeriousAxeViolations(page)
  } finally {
    await request.patch('/api/settings', { headers: { token }, data: { links: { brochure: before.links.brochure } } })
    for (const d of seeded)
      await request.put(`/api/dates/${d._id}`, {
        headers: { token },
        data: { date: d.date, endDate: d.endDate ?? null },
      })
  }
})

test('carousel captions are HTML under the image: the arrows and dots never cover them', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const view of VIEWS) {
    await page.setViewportSize(view)
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Conference themes' })
    // The server's HTML has the Pause button; once the app runs it goes under reduced motion. Take the controls
    // after that, or one of them may vanish while being measured.
    // The controls stay hidden until the app is live (so, before it, no button matches at all): wait for them first.
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible()
    await expect(carousel.getByRole('button', { name: /slideshow/ })).toHaveCount(0)
    const caption = carousel.getByRole('group', { name: '1 of 7' }).locator('p')
    await expect(caption).toHaveText(/\w/)
    const captionBox = (await caption.boundingBox())!
    const image = (await carousel.getByRole('group', { name: '1 of 7' }).locator('img').boundingBox())!
    expect(captionBox.y).toBeGreaterThanOrEqual(image.y + image.height - 1)
    // Every control's box in one read: a control listed first and measured later may be gone by then.
    const controls = await carousel.getByRole('button').evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect()
        const shown = b.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        return { label: b.getAttribute('aria-label') ?? '', shown, x: r.x, y: r.y, width: r.width, height: r.height }
      }),
    )
    // Controls the carousel hides on purpose are skipped by their visibility; a shown one must have a size.
    const shown = controls.filter((control) => control.shown)
    expect(shown.map((control) => control.label)).toEqual(expect.arrayContaining(['Previous slide', 'Next slide']))
    for (const { label, shown: _shown, ...box } of shown) {
      expect(box.width * box.height, `${label} has no size`).toBeGreaterThan(0)
      expect(overlaps(captionBox, box), label).toBe(false)
    }
  }
})

test('the panels say so in their box when empty, hold skeletons while loading, and updates show their date in India time', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request)
  // Other specs leave papers and updates behind (one server for every spec): this one starts with none.
  await deleteAll(request, token, '/api/papers/all', '/api/papers/delete/')
  await deleteAll(request, token, '/api/recentupdate/all', '/api/recentupdate/delete/')
  await page.goto('/')
  const highlights = page.getByRole('region', { name: 'Highlights' })
  const updates = page.getByRole('region', { name: 'Recent Updates' })
  await expect(highlights).toContainText('No papers have been highlighted yet.')
  await expect(updates).toContainText('No updates have been posted yet.')

  const res = await request.post('/api/recentupdate/add', {
    headers: { token },
    data: { title: 'Camera-ready reminder', description: 'Due soon', eventDate: '2026-02-16T04:30:00.000Z' },
  })
  expect(res.status()).toBe(201)
  const id = ((await res.json()) as { recentUpdate: { _id: string } }).recentUpdate._id
  try {
    // A move inside the app while the lists are held: skeletons in the boxes, 'Loading...' below them.
    const gate = requestGate()
    await page.route('**/api/recentupdate/all*', async (route) => {
      await gate.opened
      await route.continue()
    })
    await page.goto('/contact')
    await clickThroughTo(page, '/')
    await expect(updates.getByTestId('updates-list-loading')).toBeVisible()
    await expect(page.getByText('Loading...')).toBeVisible()
    const box = (await updates.boundingBox())!
    const skeleton = (await updates.getByTestId('updates-list-loading').boundingBox())!
    expect(skeleton.y).toBeGreaterThan(box.y)
    expect(skeleton.y + skeleton.height).toBeLessThanOrEqual(box.y + box.height)
    gate.open()
    await expect(page.getByText('Loading...')).toHaveCount(0)
    // 04:30 UTC is 10:00 in India.
    const date = updates.getByRole('listitem').filter({ hasText: 'Camera-ready reminder' }).locator('time')
    await expect(date).toHaveText('16 Feb 2026, 10:00 IST')
    await expect(date).toHaveAttribute('datetime', '2026-02-16T04:30:00.000Z')
    await expect(updates.getByText('No updates have been posted yet.')).toHaveCount(0)
  } finally {
    await request.delete(`/api/recentupdate/delete/${id}`, { headers: { token } })
  }
})
