import { expect, type Page, test } from '@playwright/test'
import { apiLogin, expectNoSeriousAxeViolations, waitForLiveApp, watchConsole } from './helpers'

// Issue 18 item 6: the site search dialog, driven by the keyboard alone, leads to a page that shows the result.
// Issue 34 item 1: a programme session found by the search is starred from the dialog, into My programme.

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

test('a session found by the search is starred from the dialog (the chosen one, by keys or pointer) and is in My programme', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const errors = watchConsole(page)
  const token = await apiLogin(request)
  const headers = { token }
  const settings = (await (await request.get('/api/settings')).json()) as {
    settings: { conference: { startDate: string } }
  }
  const day = settings.settings.conference.startDate
  // Two sessions only this run's word finds (papers, speakers and the rest have not got it).
  const topic = word('heliostat')
  const titles = [`Tracking ${topic} mirrors`, `Cleaning ${topic} fields`]
  for (const [i, title] of titles.entries()) {
    const res = await request.post('/api/programme/sessions', {
      headers,
      data: { kind: 'talk', title, start: `${day}T1${i}:00:00+05:30`, end: `${day}T1${i}:45:00+05:30`, roomId: null },
    })
    expect(res.status()).toBe(201)
  }
  expect((await request.post('/api/programme/publish', { headers, data: { note: topic } })).status()).toBe(201)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForLiveApp(page)
  const search = dialog(page)
  await expect(async () => {
    if (!(await search.isVisible())) await page.keyboard.press('/')
    await expect(search).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await page.keyboard.type(topic)
  const sessions = search.getByRole('group', { name: 'Programme sessions' }).getByRole('option')
  await expect(sessions).toHaveCount(2)
  const [first, second] = (await sessions.allTextContents()).map((text) => titles.find((t) => text.includes(t))!)
  const star = (title: string) => search.getByRole('button', { name: `Add ${title} to my programme` })
  const row = search.getByTestId('search-star')

  // Nothing chosen: the first session's star, outside the list.
  await expect(star(first!)).toHaveAttribute('aria-pressed', 'false')
  await expect(search.getByRole('listbox').getByRole('button')).toHaveCount(0)
  // The arrow keys take it to the chosen session, the pointer resting on one too.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(sessions.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(row).toContainText(second!)
  await sessions.nth(0).hover()
  await expect(star(first!)).toBeVisible()
  await sessions.nth(1).hover()
  await expect(star(second!)).toBeVisible()
  await sessions.nth(0).hover()
  await expect(star(first!)).toBeVisible()
  const box = (await row.boundingBox())!
  await expectNoSeriousAxeViolations(page)

  // On its way down to the star, the pointer crosses the other session: the star stays the one it rested on.
  const to = (await star(first!).boundingBox())!
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 })
  await star(first!).click()
  await expect(search.getByRole('button', { name: `Remove ${first} from my programme` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(sessions.nth(0)).toHaveAttribute('aria-selected', 'true')
  expect(await row.boundingBox()).toEqual(box)
  await expectNoSeriousAxeViolations(page)

  await page.keyboard.press('Escape')
  await expect(search).toHaveCount(0)
  await page.goto('/programme?starred=1')
  await waitForLiveApp(page)
  const starred = page.getByTestId('programme-session').filter({ visible: true })
  await expect(starred.filter({ hasText: first! })).toBeVisible()
  await expect(starred.filter({ hasText: second! })).toHaveCount(0)
  expect(errors).toEqual([])
})
