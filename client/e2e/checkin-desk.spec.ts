import { expect, test } from '@playwright/test'
import { png } from './admin-helpers'
import { apiLogin, expectNoHorizontalScroll, expectNoSeriousAxeViolations, RUN } from './helpers'

// Issue 53 item 2: a volunteer with the desk role checks in an attendee on a 360 px phone by search.
// Registration is opened for this test only (to create the attendee) and closed again after it.
test.use({ viewport: { width: 360, height: 740 } })

test('a volunteer with the desk role checks in an attendee on a 360 px phone by search', async ({ page, request }) => {
  // Two users, a registration and two axe runs: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000)
  const token = await apiLogin(request)
  const headers = { token }
  const opened = await request.patch('/api/settings', { headers, data: { registration: { open: true } } })
  expect(opened.status()).toBe(200)
  const dates = (await (await request.get('/api/dates')).json()) as { _id: string; date: string; role: string | null }[]
  const last = (Array.isArray(dates) ? dates : (dates as { dates: typeof dates }).dates).find(
    (d) => d.role === 'last-registration',
  )
  const ahead = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
  if (last && last.date < ahead) {
    const moved = await request.put(`/api/dates/${last._id}`, { headers, data: { date: ahead } })
    expect(moved.status()).toBe(200)
  }
  try {
    // A confirmed registration and a desk account, through the API.
    const name = `Checkin Attendee ${RUN}`
    const res = await request.post('/api/registrations', {
      data: {
        name,
        email: `checkin-${RUN}@example.org`,
        phone: '+91 98765 43210',
        institution: 'NIT Patna',
        country: 'India',
        category: 'academician',
        mode: 'in-person',
        paperIds: [],
        accompanying: 1,
        consent: true,
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    const { registration } = await res.json()
    const list = await request.get(`/api/registrations?q=${registration.code}`, { headers })
    const id = ((await list.json()) as { data: { _id: string; code: string }[] }).data.find(
      (r) => r.code === registration.code,
    )!._id
    const confirmed = await request.post(`/api/registrations/${id}/confirm`, { headers, data: {} })
    expect(confirmed.status(), await confirmed.text()).toBe(200)

    const upload = await request.post('/api/user/image', { headers, multipart: { image: png() } })
    const pic = ((await upload.json()) as { result: string }).result
    const email = `desk-checkin-${RUN}@example.org`
    const password = 'front desk volunteer 7'
    const created = await request.post('/api/user/newuser', {
      headers,
      data: { name: 'Desk Volunteer', email, password, pic, role: 'desk' },
    })
    expect(created.status(), await created.text()).toBe(200)
    const login = await request.post('/api/user/login', { data: { email, password } })
    const deskToken = ((await login.json()) as { token: string }).token

    await page.goto('/login')
    await page.evaluate((t) => localStorage.setItem('token', t), deskToken)
    await page.goto('/admin')
    await page.getByRole('link', { name: 'Check attendees in' }).click()
    await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible()
    await expect(page.getByTestId('checkin-summary')).toBeVisible()
    await page.getByLabel('Name, registration code or e-mail').fill(name)
    await page.getByRole('button', { name: 'Search registrations' }).click()
    await page.getByRole('button', { name: `Open ${name} (${registration.code})` }).click()
    const card = page.getByTestId('checkin-card')
    await expect(card.getByRole('heading', { name })).toBeVisible()
    await expect(card).toContainText('Payment confirmed')
    await expect(card).toContainText('NIT Patna')
    await expectNoHorizontalScroll(page)
    await expectNoSeriousAxeViolations(page)

    await card.getByRole('button', { name: `Check in ${name}` }).click()
    await expect(card.getByRole('status')).toHaveText(`${name} (${registration.code}) is checked in.`)
    await expect(card).toContainText(/Checked in today at \d\d:\d\d by Desk Volunteer\./)
    await card.getByRole('button', { name: `Check in ${name}` }).click()
    await expect(card.getByRole('status')).toHaveText(/^Already checked in at \d\d:\d\d by Desk Volunteer\.$/)
    await expectNoHorizontalScroll(page)
    await expectNoSeriousAxeViolations(page)
  } finally {
    await request.patch('/api/settings', { headers, data: { registration: { open: false } } })
    if (last && last.date < ahead) await request.put(`/api/dates/${last._id}`, { headers, data: { date: last.date } })
  }
})
