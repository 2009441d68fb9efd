import { expect, type Page, test } from '@playwright/test'
import { apiLogin, expectNoHorizontalScroll, expectNoSeriousAxeViolations, RUN, watchConsole } from './helpers'

// The programme as visitors read it (issue 33 item 5): an organiser's programme is built and published through the
// API, then read on /programme, on a session's page and on /programme/changes — in India's time, and in New York
// with the visitor's own time added (a 09:00 IST session is the evening before there).

const ROOM = `Seminar Hall ${RUN}`
const MORNING = `Morning paper session ${RUN}`
const PANEL = `Storage policy panel ${RUN}`
const TEA = `Tea ${RUN}`
let firstDay = ''
let morningSlug = ''

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request)
  const headers = { token }
  const settings = (await (await request.get('/api/settings')).json()) as {
    settings: { conference: { startDate: string } }
  }
  firstDay = settings.settings.conference.startDate
  const room = await request.post('/api/programme/rooms', { headers, data: { name: ROOM, capacity: 80 } })
  expect(room.status()).toBe(201)
  const roomId = ((await room.json()) as { room: { _id: string } }).room._id
  const at = (time: string) => `${firstDay}T${time}:00+05:30`
  const morning = await request.post('/api/programme/sessions', {
    headers,
    data: {
      kind: 'paper-session',
      title: MORNING,
      description: 'Grid-forming inverters.\n\nA second paragraph.',
      start: at('09:00'),
      end: at('10:00'),
      roomId,
      track: `Power ${RUN}`,
      chairs: ['Prof. Lakshmi Venkataraman'],
      people: [{ name: 'Arvind Quillon', role: 'Moderator' }],
    },
  })
  expect(morning.status()).toBe(201)
  morningSlug = ((await morning.json()) as { session: { slug: string } }).session.slug
  const panel = await request.post('/api/programme/sessions', {
    headers,
    data: { kind: 'panel', title: PANEL, start: at('10:30'), end: at('11:30'), roomId: null },
  })
  expect(panel.status()).toBe(201)
  // A break with nothing to read: no star, no "All rooms".
  const tea = await request.post('/api/programme/sessions', {
    headers,
    data: { kind: 'break', title: TEA, start: at('10:00'), end: at('10:30'), roomId: null },
  })
  expect(tea.status()).toBe(201)
  expect((await request.post('/api/programme/publish', { headers, data: { note: `First ${RUN}` } })).status()).toBe(201)
  // Then the panel is cancelled, and published again: the changelog says so.
  const panelId = ((await panel.json()) as { session: { _id: string } }).session._id
  expect(
    (await request.put(`/api/programme/sessions/${panelId}`, { headers, data: { status: 'cancelled' } })).status(),
  ).toBe(200)
  expect((await request.post('/api/programme/publish', { headers, data: { note: `Second ${RUN}` } })).status()).toBe(
    201,
  )
})

const card = (page: Page, title: string) =>
  page.getByTestId('programme-session').filter({ hasText: title }).filter({ visible: true })

test.describe('in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata' })

  test('a visitor reads the programme: grid by room, filters in the URL, a session page and the changes', async ({
    page,
  }) => {
    // Three pages checked with axe, one of them a grid: more than the default 30 s on a slow machine.
    test.setTimeout(60_000)
    const errors = watchConsole(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/programme')
    await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible()
    // From 1024 px: the grid, with a column for the room, the room's sessions under its heading.
    const heading = page
      .getByTestId('programme-day')
      .filter({ hasText: MORNING })
      .getByTestId('programme-room-heading')
      .filter({ hasText: ROOM })
    await expect(heading).toBeVisible()
    const morning = card(page, MORNING)
    await expect(morning).toContainText('09:00–10:00 IST')
    const [headingBox, cardBox] = await Promise.all([heading.boundingBox(), morning.boundingBox()])
    expect(Math.abs(headingBox!.x - cardBox!.x)).toBeLessThan(2)
    expect(cardBox!.y).toBeGreaterThan(headingBox!.y)
    await expect(morning).toContainText('Paper session')
    await expect(morning).toContainText('Moderator: Arvind Quillon')
    const panel = card(page, PANEL)
    await expect(panel).toContainText('Cancelled')
    await expect(panel.getByRole('link', { name: PANEL })).toHaveCSS('text-decoration-line', 'line-through')
    // A browser in India adds no second time, and keeps no room for one.
    await expect(morning).not.toContainText('Your time')
    await expect(morning.getByTestId('local-time')).toHaveCount(0)
    // A break spans the grid, with no star and no room label.
    const tea = card(page, TEA)
    await expect(tea.getByRole('button', { name: /my programme/ })).toHaveCount(0)
    await expect(tea).not.toContainText('All rooms')
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      /^webcal:\/\/127\.0\.0\.1:\d+\/api\/programme\/calendar\.ics$/,
    )
    await expectNoSeriousAxeViolations(page)

    // Filters: labelled selects, kept in the URL.
    await page.getByLabel('Kind of session').selectOption('panel')
    await expect(page).toHaveURL(/[?&]kind=panel/)
    await expect(card(page, PANEL)).toBeVisible()
    await expect(card(page, MORNING)).toHaveCount(0)
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(card(page, MORNING)).toBeVisible()

    await card(page, MORNING).getByRole('link', { name: MORNING }).click()
    await expect(page).toHaveURL(new RegExp(`/programme/${morningSlug}$`))
    await expect(page.getByRole('heading', { level: 1, name: MORNING })).toBeVisible()
    await expect(page.getByText('A second paragraph.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Download (.ics)' })).toHaveAttribute(
      'href',
      /calendar\.ics\?sessions=/,
    )
    await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('href', /calendar\.google\.com/)
    await expectNoSeriousAxeViolations(page)

    await page.goto('/programme/changes')
    await expect(page.getByRole('heading', { level: 1, name: 'Programme changes' })).toBeVisible()
    const latest = page.getByRole('listitem').filter({ hasText: `Second ${RUN}` })
    await expect(latest).toContainText(PANEL)
    await expect(latest).toContainText('Cancelled')
    // The first publication is one entry, its sessions listed compactly.
    const first = page.getByRole('region', { name: 'Version 1', exact: true })
    await expect(first).toContainText(/Programme published: \d+ sessions?/)
    await expect(first.getByRole('listitem').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    const missing = await page.goto('/programme/no-such-session')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    // The 404 suggests the programme and offers search.
    await expect(page.getByRole('navigation', { name: 'Suggested pages' }).getByRole('link').first()).toHaveText(
      'Programme',
    )
    await page.getByRole('button', { name: 'Search the site' }).click()
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible()
    expect(errors.filter((e) => !/404/.test(e))).toEqual([])
  })

  test('at 360 px the sticky day heading is one line ("Fri 6 Mar · Day 1") and covers no card', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/programme')
    const day = page.getByRole('heading', { level: 2, name: /^\w{3} \d{1,2} \w{3} · Day \d+$/ }).first()
    await expect(day).toBeVisible()
    const line = await day.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
    const box = (await day.boundingBox())!
    expect(box.height).toBeLessThan(line * 2)
    // Scrolled to a card, the heading stands above it, not over it.
    const morning = card(page, MORNING)
    await morning.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    const [headingBox, cardBox] = await Promise.all([day.boundingBox(), morning.boundingBox()])
    expect(cardBox!.y).toBeGreaterThanOrEqual(headingBox!.y + headingBox!.height - 1)
    await expectNoHorizontalScroll(page)
    await expectNoSeriousAxeViolations(page)
  })
})

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('a visitor sees both times, with "previous day" for a morning session', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/programme')
    const morning = card(page, MORNING)
    await expect(morning).toContainText('09:00–10:00 IST')
    // 09:00 IST is 03:30 UTC: 22:30 EST or 23:30 EDT, the evening before.
    await expect(morning.getByTestId('local-time')).toHaveText(
      /^Your time: (22:30–23:30 EST|23:30–00:30 EDT) \(previous day\)$/,
    )
  })

  test('at 360 px: a list, both times, no sideways scroll, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/programme')
    // Below 1024 px: a list (the grid's room headings are hidden, each card says its room).
    await expect(page.getByTestId('programme-room-heading').first()).toBeHidden()
    const morning = card(page, MORNING)
    await expect(morning).toContainText(ROOM)
    await expect(morning.getByTestId('local-time')).toContainText('(previous day)')
    await expectNoHorizontalScroll(page)
    await expectNoSeriousAxeViolations(page)
    await page.goto(`/programme/${morningSlug}`)
    await expect(page.getByTestId('local-time')).toContainText('(previous day)')
    await expectNoHorizontalScroll(page)
  })
})
