import { type APIRequestContext, expect, test } from '@playwright/test'
import { apiLogin, clickThroughTo, RUN, requestGate, waitForLiveApp } from './helpers'

// Public pages of the Authors and Programs groups, the committee pages, the photo gallery and /contact,
// against the real server. Data is seeded through the API under unique names and removed afterwards.

type CommitteePath = 'organisingcommitee' | 'technicalcommitee' | 'internationalcommitee'

async function createMember(
  request: APIRequestContext,
  token: string,
  committee: CommitteePath,
  data: { name: string; committee: string; priority?: number; role?: string },
): Promise<string> {
  const res = await request.post(`/api/${committee}/createMember`, {
    headers: { token },
    data: {
      name: data.name,
      committee: data.committee,
      specialization: ['Power Systems', 'Control'],
      college: 'NIT Patna',
      description: 'Seeded by the public-pages e2e spec.',
      ...(data.priority === undefined ? {} : { priority: data.priority }),
      ...(data.role === undefined ? {} : { role: data.role }),
    },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { member: { _id: string } }).member._id
}

async function deleteMembers(
  request: APIRequestContext,
  token: string,
  committee: CommitteePath,
  ids: readonly string[],
) {
  for (const id of ids) {
    const res = await request.delete(`/api/${committee}/deleteMember/${id}`, { headers: { token } })
    expect([200, 404]).toContain(res.status())
  }
}

// ---- committees ----

test.describe('committees', () => {
  let token = ''
  const organising: string[] = []
  const technical: string[] = []
  const tag = `cm${RUN}`

  test.beforeAll(async ({ request }) => {
    token = await apiLogin(request)
  })

  test.afterAll(async ({ request }) => {
    await deleteMembers(request, token, 'organisingcommitee', organising)
    await deleteMembers(request, token, 'technicalcommitee', technical)
  })

  test('organising members are grouped under the 15 committee headings in order, Honorary Chairs shown as Chairs, by priority', async ({
    page,
    request,
  }) => {
    // Created out of order on purpose; the one without a priority last, which puts it at the end of its list.
    organising.push(
      await createMember(request, token, 'organisingcommitee', {
        name: `Pc two ${tag}`,
        committee: 'Program Chair',
        priority: 2,
      }),
    )
    organising.push(
      await createMember(request, token, 'organisingcommitee', {
        name: `Pc one ${tag}`,
        committee: 'Program Chair',
        priority: 1,
      }),
    )
    organising.push(
      await createMember(request, token, 'organisingcommitee', { name: `Pc none ${tag}`, committee: 'Program Chair' }),
    )
    organising.push(
      await createMember(request, token, 'organisingcommitee', {
        name: `Chair ${tag}`,
        committee: 'Honorary Chairs (Chairman)',
      }),
    )

    await page.goto('/about/organising-committee')
    const headings = page.getByTestId('committee-group').getByRole('heading', { level: 2 })
    await expect(headings.filter({ hasText: 'Program Chair' })).toHaveCount(1)
    const labels = await headings.allTextContents()
    expect(labels).not.toContain('Honorary Chairs (Chairman)')
    expect(labels.indexOf('Chairs')).toBeGreaterThanOrEqual(0)
    expect(labels.indexOf('Chairs')).toBeLessThan(labels.indexOf('Program Chair'))

    const chairs = page
      .getByTestId('committee-group')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Chairs', exact: true }) })
    await expect(chairs.getByRole('heading', { level: 3, name: `Chair ${tag}` })).toBeVisible()
    const programChair = page
      .getByTestId('committee-group')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Program Chair', exact: true }) })
    await expect(programChair.getByRole('heading', { level: 3 }).filter({ hasText: tag })).toHaveText([
      `Pc one ${tag}`,
      `Pc two ${tag}`,
      `Pc none ${tag}`,
    ])
  })

  test('committee lists are cached in localStorage for a day under their own key', async ({ page, request }) => {
    organising.push(
      await createMember(request, token, 'organisingcommitee', {
        name: `Cached ${tag}`,
        committee: 'Program Secretary',
      }),
    )
    // A full load arrives rendered with the current list, which the browser keeps for a day.
    await page.goto('/about/organising-committee')
    await expect(page.getByRole('heading', { level: 3, name: `Cached ${tag}` })).toBeVisible()
    await waitForLiveApp(page)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('committee-cache:organising')))
      .toContain(`Cached ${tag}`)

    // A member added now is not seen on a move inside the app until the cache expires: no request at all.
    organising.push(
      await createMember(request, token, 'organisingcommitee', {
        name: `Later ${tag}`,
        committee: 'Program Secretary',
      }),
    )
    let requests = 0
    page.on('request', (r) => {
      if (r.url().includes('/api/organisingcommitee/getAllMembers')) requests++
    })
    await page.goto('/contact')
    await clickThroughTo(page, '/about/organising-committee')
    await expect(page.getByRole('heading', { level: 3, name: `Cached ${tag}` })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: `Later ${tag}` })).toHaveCount(0)
    expect(requests).toBe(0)

    // A day-old entry is ignored and replaced.
    await page.evaluate(() => {
      const entry = JSON.parse(localStorage.getItem('committee-cache:organising')!) as { savedAt: number }
      entry.savedAt -= 86_400_000
      localStorage.setItem('committee-cache:organising', JSON.stringify(entry))
    })
    await page.goto('/contact')
    await clickThroughTo(page, '/about/organising-committee')
    await expect(page.getByRole('heading', { level: 3, name: `Later ${tag}` })).toBeVisible()
    expect(requests).toBe(1)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('committee-cache:organising')))
      .toContain(`Later ${tag}`)
    expect(await page.evaluate(() => localStorage.getItem('committee-cache:technical'))).toBeNull()
    // A full load always shows the current list, whatever the browser kept.
    await page.goto('/about/organising-committee')
    await expect(page.getByRole('heading', { level: 3, name: `Later ${tag}` })).toBeVisible()
  })

  test('technical members show as cards with college, specializations and a role badge', async ({ page, request }) => {
    technical.push(
      await createMember(request, token, 'technicalcommitee', {
        name: `Tpc ${tag}`,
        committee: 'TPC',
        role: 'Track Chair',
      }),
    )
    await page.goto('/about/technical-programme-committee')
    const card = page.getByTestId('member-card').filter({ has: page.getByRole('heading', { name: `Tpc ${tag}` }) })
    await expect(card).toContainText('Track Chair')
    await expect(card).toContainText('NIT Patna')
    await expect(card).toContainText('Power Systems, Control')
    await expect(card.getByRole('img')).toHaveAttribute('alt', `Portrait of Tpc ${tag}`)
  })

  test('a failed load shows the failure alert and a toast, on each committee page', async ({ page }) => {
    const cases = [
      [
        '/about/organising-committee',
        '**/api/organisingcommitee/getAllMembers',
        'Failed to load committee members data',
      ],
      [
        '/about/technical-programme-committee',
        '**/api/technicalcommitee/getAllMembers',
        'Failed to load techical programme committee members data',
      ],
      [
        '/about/international-advisory-committee',
        '**/api/internationalcommitee/getAllMembers',
        'Failed to load international advisory committee members data',
      ],
      [
        '/about/industry-programme-committee',
        '**/api/industryprogramme/getAllMembers',
        'Failed to load industry programme committee members data',
      ],
    ] as const
    for (const [path, pattern, message] of cases) {
      // A move inside the app (a full load arrives with the members rendered on the server).
      await page.goto('/contact')
      await waitForLiveApp(page)
      await page.route(pattern, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Boom' }) }),
      )
      await clickThroughTo(page, path)
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(message)
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible()
    }
  })

  test('shows 4 skeleton cards while loading', async ({ page }) => {
    const gate = requestGate()
    await page.goto('/contact')
    await waitForLiveApp(page)
    await page.route('**/api/internationalcommitee/getAllMembers', async (route) => {
      await gate.opened
      await route.continue()
    })
    await clickThroughTo(page, '/about/international-advisory-committee')
    await expect(page.getByTestId('member-skeleton')).toHaveCount(4)
    gate.open()
    await expect(page.getByTestId('member-skeleton')).toHaveCount(0)
  })
})
