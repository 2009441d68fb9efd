import { expect, type Page, test } from '@playwright/test'
import { asAdmin, toast } from './admin-helpers'
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, RUN, watchConsole } from './helpers'

// Issue 32 items 4 and 5: an organiser starts ICNARI 2027 from /admin/edition, and 2026 stays online, read-only, at
// its own host. Starting an edition empties papers, speakers and updates for the whole server: this spec runs in
// the 'edition' project, against a server and an in-memory database of its own (playwright.config.ts).

interface Plan {
  from: { shortName: string; host: string }
  to: { shortName: string; host: string }
  shiftDays: number
  carried: Record<string, number>
  shifted: Record<string, number>
  emptied: Record<string, number>
}

/** The count a plan table gives for one row, by the row's words. */
async function countIn(page: Page, table: string, row: string): Promise<number> {
  const cell = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell')
  return Number(await cell.textContent())
}

test('an admin previews and starts ICNARI 2027; the site is 2027, and the old host answers with the 2026 archive', async ({
  page,
  request,
  baseURL,
}) => {
  // A backup, then the whole public site rendered into the archive: well beyond the usual 30 s.
  test.setTimeout(300_000)
  const errors = watchConsole(page)
  const port = new URL(baseURL!).port
  const oldOrigin = `http://icnari2026.localhost:${port}`
  const token = await asAdmin(page, request)

  // The current edition needs an address for its archive; and something to empty.
  const patched = await request.patch('/api/settings', {
    headers: { token },
    // The edition's own mailbox: carried, it still names 2026 (the dashboard's "Check what was carried over").
    data: { conference: { publicUrl: oldOrigin }, contactEmail: 'icnari2026@example.org' },
  })
  expect(patched.status()).toBe(200)
  const heading = `Edition spec paper ${RUN}`
  expect(
    (
      await request.post('/api/papers/add', {
        headers: { token },
        data: { heading, authors: ['A. Author'], content: 'An abstract.' },
      })
    ).status(),
  ).toBeLessThan(300)
  expect(
    (
      await request.post('/api/recentupdate/add', {
        headers: { token },
        data: { title: `Edition spec update ${RUN}`, description: 'News.', eventDate: '2026-03-06T10:00:00+05:30' },
      })
    ).status(),
  ).toBeLessThan(300)

  // The dashboard leads to the form.
  await page.goto('/admin')
  const editions = page.getByRole('region', { name: 'Editions' })
  await expect(editions.getByText('None yet')).toBeVisible()
  await editions.getByRole('link', { name: 'Start the next edition' }).click()
  await expect(page).toHaveURL(/\/admin\/edition$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Start the next edition' })).toBeVisible()

  // Prefilled: the current edition one year on, every field with a visible label.
  const expected = {
    'Conference name': 'International Conference on Next-Generation Adaptive Research and Innovations',
    'Short name': 'ICNARI 2027',
    Acronym: 'icnari2027',
    Year: '2027',
    'First day': '2027-03-06',
    'Last day': '2027-03-08',
    'Public URL': `http://icnari2027.localhost:${port}`,
  }
  for (const [label, value] of Object.entries(expected)) {
    await expect(page.getByText(label, { exact: true })).toBeVisible()
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
  }
  await expectNoSeriousAxeViolations(page)

  // The preview is the server's dry run, shown in full.
  await page.getByRole('button', { name: 'Preview the changes' }).click()
  await expect(page.getByRole('heading', { name: 'What starting ICNARI 2027 does' })).toBeVisible()
  const dry = await request.post('/api/editions/next', {
    headers: { token },
    data: {
      name: expected['Conference name'],
      shortName: 'ICNARI 2027',
      acronym: 'icnari2027',
      year: 2027,
      startDate: '2027-03-06',
      endDate: '2027-03-08',
      publicUrl: expected['Public URL'],
      dryRun: true,
    },
  })
  expect(dry.status()).toBe(200)
  const plan = (await dry.json()) as Plan
  expect(plan.from.host).toBe('icnari2026.localhost')
  expect(plan.emptied.papers).toBeGreaterThanOrEqual(1)
  expect(await countIn(page, 'What ICNARI 2027 starts without', 'Papers')).toBe(plan.emptied.papers)
  expect(await countIn(page, 'What ICNARI 2027 starts without', 'Recent updates')).toBe(plan.emptied.recentUpdates)
  expect(await countIn(page, 'What ICNARI 2027 keeps from ICNARI 2026', 'Admins')).toBe(plan.carried.admins)
  expect(await countIn(page, `What moves by ${plan.shiftDays} days`, 'Important dates')).toBe(
    plan.shifted.importantDates,
  )
  await expect(page.getByRole('heading', { name: new RegExp(`^Shifted by ${plan.shiftDays} days`) })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoHorizontalScroll(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  // The dry runs wrote nothing.
  await expect((await request.get('/api/papers/all')).json()).resolves.toMatchObject({
    data: expect.arrayContaining([expect.objectContaining({ heading })]),
  })

  // Start, after a confirmation that says what happens.
  await page.getByRole('button', { name: 'Start ICNARI 2027' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Start ICNARI 2027?' })
  await expect(dialog).toContainText('This archives ICNARI 2026 at icnari2026.localhost and empties papers (')
  await dialog.getByRole('button', { name: 'Start ICNARI 2027' }).click()
  const started = page.getByTestId('edition-started')
  await expect(started).toBeVisible({ timeout: 240_000 })
  await expect(toast(page, 'ICNARI 2027 has started.')).toBeVisible()
  await expect(started).toContainText(/icnari-.*\.tar\.gz/)
  await expect(started).toContainText(/icnari2026\.localhost: \d+ pages, \d+ files/)
  await expect(started.getByRole('link', { name: 'Open the ICNARI 2026 archive' })).toHaveAttribute(
    'href',
    `${oldOrigin}/`,
  )

  // The site is ICNARI 2027 now, with its days; what was emptied says it is empty.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(ICNARI 2027)')
  await expect(page.getByTestId('hero')).toContainText('6–8 March 2027')
  await expect(page).toHaveTitle(/ICNARI 2027/)
  await expect(page.getByRole('contentinfo')).toContainText('ICNARI 2027')
  await page.goto('/allpapers')
  await expect(page.getByText('No papers have been published yet.')).toBeVisible()
  await page.goto('/programs/speakers')
  await expect(page.getByText('No speakers have been announced yet.')).toBeVisible()
  await page.goto('/allupdates')
  await expect(page.getByText('No updates have been published yet.')).toBeVisible()

  // The dashboard lists the past edition with its archive, and says what was carried over to check.
  await page.goto('/admin')
  await expect(page.getByTestId('past-editions').getByRole('link', { name: 'ICNARI 2026 archive' })).toHaveAttribute(
    'href',
    `${oldOrigin}/`,
  )
  await expect(page.getByTestId('carried-review-notice')).toContainText('registration fees and hotels')
  // Each carried value still naming 2026, with where it is edited, until changed or dismissed (issue 54 item 6).
  const carried = page.getByTestId('carried-over')
  await expect(carried.getByRole('heading', { name: 'Check what was carried over' })).toBeVisible()
  await expect(carried).toContainText('icnari2026@example.org')
  await expect(carried.getByRole('link', { name: 'Edit Contact e-mail' })).toHaveAttribute(
    'href',
    '/admin/settings#settings-contact',
  )
  await expectNoSeriousAxeViolations(page)
  await carried.getByRole('button', { name: 'Dismiss Contact e-mail' }).click()
  await expect(toast(page, 'Dismissed: it is no longer listed.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit Contact e-mail' })).toHaveCount(0)
  await page.goto('/admin/settings')
  await expect(page.getByTestId('carried-review-notice')).toBeVisible()
  expect(errors).toEqual([])

  // The old host answers with 2026 as it was, its paper included, and its banner.
  await page.goto(`${oldOrigin}/`)
  const banner = page.locator('[data-archive-banner]')
  await expect(banner).toContainText('ICNARI 2026 took place on')
  await expect(banner).toContainText('This is its archive.')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(ICNARI 2026)')
  await page.goto(`${oldOrigin}/allpapers/`)
  await expect(page.getByText(heading)).toBeVisible()

  // The archive's search needs no server: with the network gone, Pagefind's index (already fetched or cached by
  // the page's first search) finds the paper from the files alone.
  await page.goto(`${oldOrigin}/search/`)
  const search = page
    .getByRole('textbox', { name: /search/i })
    .or(page.locator('#archive-search input'))
    .first()
  await search.fill('Edition spec paper')
  await expect(page.locator('#archive-search').getByText(/results? for/i)).toBeVisible()
  await expect(page.locator('#archive-search a[href="/allpapers/"]').first()).toBeVisible()
  await page.context().setOffline(true)
  await search.fill(`Edition spec paper ${RUN}`)
  await expect(page.locator('#archive-search a[href="/allpapers/"]').first()).toBeVisible()
  await page.context().setOffline(false)
})
