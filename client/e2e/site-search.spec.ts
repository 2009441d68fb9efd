import { expect, type Page, test } from '@playwright/test'
import { apiLogin, expectNoSeriousAxeViolations, waitForLiveApp, watchConsole } from './helpers'

// Issue 18 item 6: the site search dialog, driven by the keyboard alone, leads to a page that shows the result.

/** A word of letters only, new each run: full-text search splits digits and letters into separate words. */
const word = (stem: string) =>
  stem +
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .toLowerCase()

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' })

test('keyboard only: / opens the search, an author found as they type, Enter shows the paper far down /allpapers', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const errors = watchConsole(page)
  const token = await apiLogin(request)
  const surname = word('Quillfeather')
  const heading = `Adaptive grids for ${word('village')} microplants`
  const target = await request.post('/api/papers/add', {
    headers: { token },
    data: { heading, authors: [`Meera ${surname}`, 'A. Co-author'], content: 'Field trials of adaptive control.' },
  })
  expect(target.status()).toBe(201)
  const paperId = ((await target.json()) as { paper: { _id: string } }).paper._id
  // Newer papers push it below the list's first batch (it grows by 12 as the visitor scrolls).
  for (let i = 0; i < 14; i++) {
    const res = await request.post('/api/papers/add', {
      headers: { token },
      data: { heading: `Filler paper ${i} ${word('f')}`, authors: ['Someone Else'], content: 'Other work.' },
    })
    expect(res.status()).toBe(201)
  }

  await page.goto('/')
  await waitForLiveApp(page)
  const search = dialog(page)
  // The shortcut works once the header's code runs (a press before that does nothing, as on any page that is
  // still starting); a press that lands after the dialog opened goes into the field, which is emptied after.
  await expect(async () => {
    if (!(await search.isVisible())) await page.keyboard.press('/')
    await expect(search).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  const input = search.getByRole('combobox')
  await expect(input).toBeFocused()
  await page.keyboard.press('Control+a')
  await page.keyboard.press('Backspace')
  // As they type: the surname's first letters are enough.
  await page.keyboard.type(surname.slice(0, 14))
  const papers = search.getByRole('group', { name: 'Papers' })
  await expect(papers.getByRole('option', { name: new RegExp(heading) })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await page.keyboard.press('ArrowDown')
  await expect(papers.getByRole('option', { name: new RegExp(heading) })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(search).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/allpapers#paper-${paperId}$`))
  const item = page.locator(`#paper-${paperId}`)
  await expect(item).toBeFocused()
  await expect(item).toBeInViewport()
  await expect(item.getByRole('heading', { name: heading })).toBeVisible()
  expect(errors).toEqual([])
})

test('keyboard only: Ctrl+K finds a speaker by a word of the description; Enter opens the speakers page filtered to them, Escape closes', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request)
  const name = `Dr ${word('Anahita')} ${word('Varkey')}`
  const topic = word('photonicgrid')
  const created = await request.post('/api/speaker/create', {
    headers: { token },
    data: { name, specialization: ['Power systems'], description: `Leads the ${topic} laboratory.` },
  })
  expect(created.status()).toBe(201)

  await page.goto('/about')
  await waitForLiveApp(page)
  const search = dialog(page)
  await expect(async () => {
    if (!(await search.isVisible())) await page.keyboard.press('Control+k')
    await expect(search).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await page.keyboard.type(topic)
  const speakers = search.getByRole('group', { name: 'Speakers' })
  await expect(speakers.getByRole('option', { name: new RegExp(name) })).toBeVisible()
  // Enter with nothing chosen opens the best result.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/programs\/speakers\?q=/)
  await expect(page.getByLabel('Search speakers')).toHaveValue(name)
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()

  // Escape closes the dialog and leaves the page as it was; / typed into a field is just a character.
  await page.keyboard.press('Control+k')
  await expect(search).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(search).toHaveCount(0)
  await page.getByLabel('Search speakers').fill('')
  await page.getByLabel('Search speakers').press('/')
  await expect(page.getByLabel('Search speakers')).toHaveValue('/')
  await expect(search).toHaveCount(0)
})
