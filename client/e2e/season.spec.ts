import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { asAdmin, toast } from './admin-helpers'
import { apiLogin, expectNoHorizontalScroll, expectNoSeriousAxeViolations, RUN, watchConsole } from './helpers'

// Issue 16: an organiser runs the season from the admin area, and a visitor sees the change on the next load.
// (One server for every spec: what a test changes, it puts back.)

interface DateRow {
  _id: string
  label: string
  date: string
  previousDates: string[]
}

async function datesOf(request: APIRequestContext): Promise<DateRow[]> {
  const res = await request.get('/api/dates')
  expect(res.status()).toBe(200)
  return ((await res.json()) as { dates: DateRow[] }).dates
}

/** The home table's row of a date, by its label. */
const homeRow = (page: Page, label: string) =>
  page
    .getByTestId('important-dates')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label }) })

test('an admin extends the submission deadline; the home page shows the new day, the old one struck through and "Extended"', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page)
  const token = await asAdmin(page, request)
  const before = (await datesOf(request)).find((d) => d.label === 'Paper submission deadline')!
  try {
    await page.goto('/admin/important-dates')
    const card = page.getByTestId('admin-date').filter({ hasText: 'Paper submission deadline' })
    await card.getByRole('button', { name: 'Edit Paper submission deadline' }).click()
    const day = card.getByLabel('Date', { exact: true })
    await expect(day).toHaveAttribute('type', 'date')
    await expect(day).toHaveValue(before.date)
    await day.fill('2025-12-12')
    await card.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(page, 'Date updated successfully.')).toBeVisible()
    await expect(card.getByText('Extended')).toBeVisible()

    await page.goto('/')
    const row = homeRow(page, 'Paper submission deadline')
    await expect(row.getByRole('cell')).toContainText('12 December 2025')
    await expect(row.locator('del')).toHaveText(before.date === '2025-11-28' ? '28 November 2025' : /\d{4}/)
    await expect(row.getByText('Extended', { exact: true })).toBeVisible()
    // Passed dates say so in words, not by colour alone (today is after the whole season).
    await expect(row.getByText('Passed', { exact: true })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await request.put(`/api/dates/${before._id}`, { headers: { token }, data: { date: before.date } })
  }
})

test('a range ending before it starts is refused in the form, with a visible message', async ({ page, request }) => {
  await asAdmin(page, request)
  await page.goto('/admin/important-dates')
  const form = page.getByRole('region', { name: 'Add a date' })
  await form.getByLabel('Label').fill(`E2E range ${RUN}`)
  await form.getByLabel('Date', { exact: true }).fill('2026-05-10')
  await form.getByLabel('End date (optional)').fill('2026-05-01')
  await form.getByRole('button', { name: 'Add date' }).click()
  await expect(form.getByRole('alert')).toHaveText('The end date must be on or after the date.')
  await expect(page.getByTestId('admin-date').filter({ hasText: `E2E range ${RUN}` })).toHaveCount(0)
})

test('an announcement added in the admin area appears in the banner, its in-site link going through the app', async ({
  page,
  request,
}) => {
  const token = await asAdmin(page, request)
  const text = `Season banner ${RUN}: write to us`
  await page.goto('/admin/announcements')
  const form = page.getByRole('region', { name: 'Add an announcement' })
  await form.getByLabel('Text').fill(text)
  await form.getByLabel('Link (optional)').fill('javascript:alert(1)')
  await form.getByRole('button', { name: 'Add announcement' }).click()
  await expect(form.getByRole('alert')).toContainText('Link must start with http:// or https://')
  await form.getByLabel('Link (optional)').fill('/contact')
  await expect(form.getByText('Lower numbers show first.')).toBeVisible()
  await form.getByLabel('Priority').fill('0')
  await form.getByRole('button', { name: 'Add announcement' }).click()
  await expect(toast(page, 'Announcement added successfully.')).toBeVisible()
  try {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Announcements' })
    const link = banner.getByRole('link', { name: text })
    await expect(link).toHaveAttribute('href', '/contact')
    await expect(link).not.toHaveAttribute('target')
    await link.click()
    await expect(page).toHaveURL(/\/contact$/)
  } finally {
    const { announcements } = (await (
      await request.get('/api/announcements?all=true', { headers: { token } })
    ).json()) as { announcements: { _id: string; text: string }[] }
    for (const a of announcements.filter((x) => x.text === text))
      await request.delete(`/api/announcements/${a._id}`, { headers: { token } })
  }
})

test('with no announcement showing, the home page has no banner strip at all', async ({ page, request }) => {
  const token = await apiLogin(request)
  const { announcements } = (await (
    await request.get('/api/announcements?all=true', { headers: { token } })
  ).json()) as {
    announcements: { _id: string; text: string; showFrom: string | null; showUntil: string | null }[]
  }
  // Hidden by moving each window into the past, then restored as it was.
  const past = { showFrom: '2020-01-01T00:00:00+05:30', showUntil: '2020-01-02T00:00:00+05:30' }
  for (const a of announcements) await request.put(`/api/announcements/${a._id}`, { headers: { token }, data: past })
  try {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Important Dates' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0)
    await expect(page.getByTestId('marquee-track')).toHaveCount(0)
  } finally {
    for (const a of announcements)
      await request.put(`/api/announcements/${a._id}`, {
        headers: { token },
        data: { showFrom: a.showFrom, showUntil: a.showUntil },
      })
  }
})

test('the contact e-mail changed in /admin/settings appears on /contact and in the footer', async ({
  page,
  request,
}) => {
  const token = await asAdmin(page, request)
  const before = ((await (await request.get('/api/settings')).json()) as { settings: { contactEmail: string } })
    .settings.contactEmail
  const email = `season-${RUN}@example.org`
  try {
    await page.goto('/admin/settings')
    const contact = page.getByRole('region', { name: 'Contact details' })
    await expect(contact.getByLabel('Contact e-mail')).toHaveValue(before)
    await contact.getByLabel('Contact e-mail').fill('not an address')
    await contact.getByRole('button', { name: 'Save contact details' }).click()
    await expect(contact.getByRole('alert')).toHaveText('Please enter a valid email address.')
    await contact.getByLabel('Contact e-mail').fill(email)
    await contact.getByRole('button', { name: 'Save contact details' }).click()
    await expect(toast(page, 'Settings saved.')).toBeVisible()
    // The bank details are the admin's only: the public settings never carry them.
    await expect(page.getByRole('region', { name: 'Bank details' }).getByLabel('IFSC')).not.toHaveValue('')
    const publicSettings = (await (await request.get('/api/settings')).json()) as { settings: object }
    expect(publicSettings.settings).not.toHaveProperty('bank')

    await page.goto('/contact')
    await expect(page.getByRole('main').getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: email })).toBeVisible()
  } finally {
    await request.patch('/api/settings', { headers: { token }, data: { contactEmail: before } })
  }
})

test('a department changed in /admin/settings names the host in the footer and on /contact', async ({
  page,
  request,
}) => {
  const token = await asAdmin(page, request)
  const before = ((await (await request.get('/api/settings')).json()) as { settings: { organiser: object } }).settings
    .organiser
  const department = `School of Season ${RUN}`
  try {
    await page.goto('/admin/settings')
    const organiser = page.getByRole('region', { name: 'Organiser and address' })
    await expect(organiser.getByLabel('Department')).toHaveValue('Department of Electrical Engineering')
    await organiser.getByLabel('Department').fill(department)
    await organiser.getByRole('button', { name: 'Save organiser and address' }).click()
    await expect(toast(page, 'Settings saved.')).toBeVisible()

    await page.goto('/contact')
    await expect(page.getByRole('contentinfo')).toContainText(`${department}, NIT Patna`)
  } finally {
    await request.patch('/api/settings', { headers: { token }, data: { organiser: before } })
  }
})

test('a fee edited in /admin/settings shows on the registrations page, and every amount is on screen at 360 px', async ({
  page,
  request,
}) => {
  const token = await asAdmin(page, request)
  const { settings } = (await (await request.get('/api/settings')).json()) as {
    settings: { fees: { rows: object[] } }
  }
  try {
    await page.goto('/admin/settings')
    const fees = page.getByRole('region', { name: 'Registration fees' })
    await fees.getByLabel('Early bird: amount in INR').first().fill('6600')
    await fees.getByRole('button', { name: 'Save fees' }).click()
    await expect(toast(page, 'Settings saved.')).toBeVisible()

    await page.goto('/authors/registrations')
    await expect(page.getByTestId('fee-table').getByRole('row', { name: /Students\/Research Scholar/ })).toContainText(
      '6,600 INR',
    )
    await expect(page.getByTestId('fee-cards')).toBeHidden()

    await page.setViewportSize({ width: 360, height: 780 })
    await expect(page.getByTestId('fee-table')).toBeHidden()
    const cards = page.getByTestId('fee-cards')
    await expect(cards.getByRole('listitem')).toHaveCount(5)
    const amounts = cards.locator('dd')
    await expect(amounts).toHaveCount(15)
    await expect(amounts.first()).toHaveText('6,600 INR')
    for (const box of await amounts.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(360)
    }
    // An amount is never broken between its number and its currency ("7,500 / INR"): one line each.
    const lines = await amounts.evaluateAll((els) =>
      els
        .filter((e) => /\d INR$|\d USD$/.test(e.textContent ?? ''))
        .map((e) => {
          const range = document.createRange()
          range.selectNodeContents(e)
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
        }),
    )
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every((n) => n === 1)).toBe(true)
    await expect(cards.getByText('250 USD')).toBeVisible()
    await expect(cards.getByText('50% of the registration fee').first()).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoSeriousAxeViolations(page)
  } finally {
    await request.patch('/api/settings', { headers: { token }, data: { fees: settings.fees } })
  }
})

test('a hotel given its address and distance in /admin/settings shows them on its own card on the accommodation page', async ({
  page,
  request,
}) => {
  const token = await asAdmin(page, request)
  const { settings } = (await (await request.get('/api/settings')).json()) as {
    settings: { hotels: { name: string }[] }
  }
  const address = `Fraser Road, Patna 800001 (${RUN})`
  try {
    await page.goto('/admin/settings')
    const hotels = page.getByRole('region', { name: 'Hotels' })
    const second = hotels.getByTestId('hotel-editor').nth(1)
    await expect(second.getByLabel('Hotel name')).toHaveValue(settings.hotels[1]!.name)
    await second.getByLabel('Address').fill(address)
    await second.getByLabel('Distance from NIT Patna').fill('about 5 km by road')
    await second.getByLabel('Phone').fill('+91 612 222 0000')
    await second.getByLabel('Website').fill('https://hotel.example.org/patna')
    // A hotel without a name is refused where it was typed.
    await hotels.getByRole('button', { name: 'Add a hotel' }).click()
    await hotels.getByRole('button', { name: 'Save hotels' }).click()
    await expect(hotels.getByTestId('hotel-editor').last().getByRole('alert')).toHaveText('Hotel name is required.')
    await hotels.getByRole('button', { name: `Remove hotel ${settings.hotels.length + 1}` }).click()
    await hotels.getByRole('button', { name: 'Save hotels' }).click()
    await expect(toast(page, 'Settings saved.')).toBeVisible()

    await page.goto('/about/accomodations')
    const cards = page.getByRole('region', { name: 'Hotels nearby' }).getByRole('listitem')
    await expect(cards).toHaveCount(settings.hotels.length)
    const card = cards.nth(1)
    await expect(card.getByRole('heading', { name: settings.hotels[1]!.name })).toBeVisible()
    await expect(card).toContainText('about 5 km by road from NIT Patna')
    await expect(card.getByRole('link', { name: /^\+91 612 222 0000/ })).toHaveAttribute('href', 'tel:+916122220000')
    await expect(card.getByRole('link', { name: /^Website/ })).toHaveAttribute(
      'href',
      'https://hotel.example.org/patna',
    )
    // One map, showing the hotel chosen.
    await card.getByRole('button', { name: `Show ${settings.hotels[1]!.name} on the map` }).click()
    const map = page.getByRole('region', { name: 'Map of the hotels' })
    await expect(map.getByTestId('map-fallback')).toContainText(address)
    await expect(map.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent('Fraser Road').replace(/%20/g, '(%20|\\+)')),
    )
    // The others still offer the route, which gives the distance.
    await expect(cards.first().getByRole('link', { name: /^Route and distance from NIT Patna/ })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  } finally {
    await request.patch('/api/settings', { headers: { token }, data: { hotels: settings.hotels } })
  }
})
