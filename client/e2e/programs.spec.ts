import { type APIRequestContext, expect, test } from '@playwright/test'
import { apiLogin, clickThroughTo, RUN, requestGate, waitForLiveApp } from './helpers'

// Public pages of the Authors and Programs groups, the committee pages, the photo gallery and /contact,
// against the real server. Data is seeded through the API under unique names and removed afterwards.

// ---- seeding helpers (admin API) ----

async function createSpeaker(
  request: APIRequestContext,
  token: string,
  data: { name: string; specialization: string[]; description: string; priority: number },
): Promise<string> {
  const res = await request.post('/api/speaker/create', {
    headers: { token },
    data: { name: data.name, specialization: data.specialization, description: data.description },
  })
  expect(res.status()).toBe(201)
  const id = ((await res.json()) as { speaker: { _id: string } }).speaker._id
  const prio = await request.patch(`/api/speaker/setPriority/${id}`, {
    headers: { token },
    data: { priority: data.priority },
  })
  expect(prio.status()).toBe(200)
  return id
}

// ---- Programs ----

test.describe('programs', () => {
  test('/programs links to every item', async ({ page }) => {
    await page.goto('/programs')
    for (const [name, url] of [
      ['Programme', /\/programme$/],
      ['Speakers', /\/programs\/speakers$/],
      ['Technical Session', /\/programs\/technical-session$/],
      ['Tours', /\/programs\/tours$/],
      ['Cultural Event', /\/programs\/cultural-event$/],
    ] as const) {
      await page.getByRole('link', { name: new RegExp(`^${name}`) }).click()
      await expect(page).toHaveURL(url)
      await page.goBack()
    }
  })

  test('technical sessions: the landing lists the published workshops, a slug opens its workshop, an unknown one says Session not found', async ({
    page,
    request,
  }) => {
    // The workshops are sessions of the published programme (migration 0011 published the first three).
    const programme = (await (await request.get('/api/programme')).json()) as {
      sessions: { kind: string; slug: string }[]
    }
    const workshops = programme.sessions.filter((s) => s.kind === 'workshop')
    expect(workshops.map((w) => w.slug)).toEqual(
      expect.arrayContaining(['evs-and-emerging-technologies', 'photovoltaic-cell', 'renewable-energy']),
    )
    await page.goto('/programs/technical-session')
    await expect(page.getByRole('main').getByRole('link', { name: /View session/ })).toHaveCount(workshops.length)
    await page
      .getByRole('main')
      .getByRole('link', { name: /Photovoltaic Cells/ })
      .click()
    await expect(page).toHaveURL(/\/programs\/technical-session\/photovoltaic-cell$/)
    await expect(page).toHaveTitle(/^Photovoltaic Cells \| /)
    await expect(page.getByRole('list', { name: 'Themes' }).getByRole('listitem')).toHaveCount(5)
    await expect(page.getByTestId('workshop-schedule')).toHaveText('Date, time and room: to be announced')
    await expect(page.getByRole('heading', { level: 2, name: 'Speakers' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Coordinators' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Dr. Vivek Garg' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'coordinator-pv-1@example.org' })).toHaveAttribute(
      'href',
      'mailto:coordinator-pv-1@example.org',
    )

    // The slug is decoded (spaces to hyphens, any case).
    await page.goto('/programs/technical-session/Renewable%20Energy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Next-Gen Energy Sources: Renewable Energy Technologies',
    )

    await page.goto('/programs/technical-session/quantum-widgets')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Session not found')
    await page.getByRole('link', { name: 'All technical sessions' }).click()
    await expect(page).toHaveURL(/\/programs\/technical-session$/)
  })

  test('tours shows 11 heritage sites with image and description; cultural events are to be announced', async ({
    page,
  }) => {
    await page.goto('/programs/tours')
    const cards = page.getByTestId('tour-list').getByRole('listitem')
    await expect(cards).toHaveCount(11)
    await expect(cards.first().getByRole('img')).toHaveAttribute('alt', /Mahabodhi/)
    await expect(cards.first().getByRole('heading', { name: 'Mahabodhi Temple' })).toBeVisible()
    await page.goto('/programs/cultural-event')
    await expect(page.getByText('To be announced').first()).toBeVisible()
  })

  test.describe('speakers', () => {
    let token = ''
    const ids: string[] = []
    const tag = `spk${RUN}`
    const first = `Dr. Ira ${tag}`
    const second = `Prof. Omar ${tag}`

    test.beforeAll(async ({ request }) => {
      token = await apiLogin(request)
      // Created first but with a larger priority: the server sends it second.
      ids.push(
        await createSpeaker(request, token, {
          name: second,
          specialization: ['Smart Grids'],
          description: `Grid resilience ${tag}y.`,
          priority: 7,
        }),
      )
      ids.push(
        await createSpeaker(request, token, {
          name: first,
          specialization: [`Perovskite ${tag}x`, 'Hydrogen'],
          description: 'Works on tandem solar cells.',
          priority: 1,
        }),
      )
    })

    test.afterAll(async ({ request }) => {
      for (const id of ids) await request.delete(`/api/speaker/delete/${id}`, { headers: { token } })
    })

    test('search matches name, specialization and description case-insensitively; no match offers Clear Search', async ({
      page,
    }) => {
      await page.goto('/programs/speakers')
      const search = page.getByLabel('Search speakers')
      const names = page.getByTestId('speaker-grid').getByRole('heading', { level: 2 })

      await search.fill(tag.toUpperCase())
      await expect(names).toHaveText([first, second]) // priority ascending, as the server sends
      await search.fill(`PEROVSKITE ${tag.toUpperCase()}X`)
      await expect(names).toHaveText([first])
      await search.fill(`resilience ${tag}Y`)
      await expect(names).toHaveText([second])
      await search.fill(`omar ${tag}`)
      await expect(names).toHaveText([second])

      await search.fill(`zz-no-such-speaker-${tag}`)
      await expect(page.getByTestId('speakers-no-match')).toContainText('No speakers match')
      await expect(page.getByTestId('speaker-grid')).toHaveCount(0)
      await page.getByRole('button', { name: 'Clear Search' }).click()
      await expect(search).toHaveValue('')
      await expect(page.getByTestId('speaker-grid').getByRole('heading', { name: first })).toBeVisible()
      await expect(page.getByTestId('speaker-grid').getByRole('heading', { name: second })).toBeVisible()
    })

    test('a long list arrives with its first cards only; the later speakers come once live', async ({
      page,
      request,
    }) => {
      // 13 speakers placed last (priority 990): with more than the first 12 cards, the page carries a null for each
      // later speaker and fetches the list whole after hydration (lightenSpeakersState).
      const late: string[] = []
      try {
        for (let i = 0; i < 13; i++)
          late.push(
            await createSpeaker(request, token, {
              name: `Late ${tag} ${i}`,
              specialization: ['Grids'],
              description: `Late biography ${tag} ${i}.`,
              priority: 990,
            }),
          )
        const html = await (await request.get('/programs/speakers')).text()
        const state = JSON.parse(
          /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html)![1]!,
        ) as {
          queries: {
            queryKey: string[]
            state: { data: ({ name: string } | null)[]; isInvalidated: boolean }
          }[]
        }
        const list = state.queries.find((q) => q.queryKey[0] === 'speakers')!
        expect(list.state.isInvalidated).toBe(true)
        // The page's data holds the count of everyone (the count it shows) but only the first 12 speakers; the last
        // of the whole list is one of ours, beyond them (the order among equal priorities is the server's). Other
        // test files add and remove speakers meanwhile, so the count is the page's own.
        const count = list.state.data.length
        expect(html).toContain(`${count} speakers`)
        expect(list.state.data.slice(0, 12).every((s) => s !== null)).toBe(true)
        expect(list.state.data.slice(12).every((s) => s === null)).toBe(true)
        const everyone = (await (await request.get('/api/speaker/all')).json()).data as { name: string }[]
        const later = everyone.at(-1)!
        expect(later.name).toMatch(new RegExp(`^Late ${tag} `))
        expect(list.state.data.some((s) => s?.name === later.name)).toBe(false)
        const number = later.name.split(' ').at(-1)
        expect(html).not.toContain(`Late biography ${tag} ${number}.`)

        const fetched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/speaker/all')
        await page.goto('/programs/speakers')
        await fetched
        const card = page.getByTestId('speaker-grid').getByRole('listitem').filter({ hasText: later.name })
        await expect(card).toContainText(`Late biography ${tag} ${number}.`)
        // Far below the screen, a card skips style, layout and paint (content-visibility: auto) until it is
        // scrolled near; its text is there all along, for find in page and assistive technology.
        const drawn = () =>
          card.getByRole('heading').evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }))
        expect(await drawn()).toBe(false)
        await card.scrollIntoViewIfNeeded()
        await expect.poll(drawn).toBe(true)

        // That fetch failing (a flaky network) keeps the first cards on screen, says so, and offers to try again.
        await page.route('**/api/speaker/all', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Boom' }) }),
        )
        await page.goto('/programs/speakers')
        await expect(
          page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to fetch speakers. Please try again.' }),
        ).toBeVisible()
        const alert = page.getByRole('main').getByRole('alert')
        await expect(alert).toContainText('Failed to fetch speakers. Please try again.')
        await expect(page.getByTestId('speaker-grid').getByRole('heading')).toHaveCount(12)
        const sent = JSON.parse((await page.locator('#server-state').textContent())!) as typeof state
        const shownCount = sent.queries.find((q) => q.queryKey[0] === 'speakers')!.state.data.length
        await expect(page.getByText(`${shownCount} speakers`, { exact: true })).toBeVisible()
        await page.unroute('**/api/speaker/all')
        await alert.getByRole('button', { name: 'Try Again' }).click()
        await expect(page.getByTestId('speaker-grid').getByRole('heading', { name: later.name })).toBeAttached()
        await expect(alert).toHaveCount(0)
      } finally {
        for (const id of late) await request.delete(`/api/speaker/delete/${id}`, { headers: { token } })
      }
    })

    test('shows 6 skeleton cards while loading', async ({ page }) => {
      const gate = requestGate()
      // A move inside the app (a full load arrives with the speakers rendered on the server).
      await page.goto('/contact')
      await waitForLiveApp(page)
      await page.route('**/api/speaker/all', async (route) => {
        await gate.opened
        await route.continue()
      })
      await clickThroughTo(page, '/programs/speakers')
      await expect(page.getByTestId('speaker-skeleton')).toHaveCount(6)
      gate.open()
      await expect(page.getByTestId('speaker-skeleton')).toHaveCount(0)
      await expect(page.getByTestId('speaker-grid').getByRole('heading', { name: first })).toBeVisible()
    })

    test('a failed load shows the error and a toast; Try Again refetches', async ({ page }) => {
      await page.goto('/contact')
      await waitForLiveApp(page)
      await page.route('**/api/speaker/all', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Boom' }) }),
      )
      await clickThroughTo(page, '/programs/speakers')
      const alert = page.getByRole('main').getByRole('alert')
      await expect(alert).toContainText('Failed to fetch speakers. Please try again.')
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to fetch speakers. Please try again.' }),
      ).toBeVisible()

      await page.unroute('**/api/speaker/all')
      await alert.getByRole('button', { name: 'Try Again' }).click()
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
      await expect(page.getByTestId('speaker-grid').getByRole('heading', { name: first })).toBeVisible()
    })
  })
})
