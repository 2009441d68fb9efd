import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { toast } from './admin-helpers'
import { apiLogin, expectNoHorizontalScroll, expectNoSeriousAxeViolations, RUN } from './helpers'

// Issue 34 item 3, the programme offline: after a first visit, the service worker has the programme, the session
// pages and the workshop pages; offline they open with "You are offline. Programme as of …"; back online, a version
// published meanwhile is announced and read again. The worker never answers the admin area, the login page or a
// write. The manifest is served with its icons. (The other specs block service workers: playwright.config.ts.)

test.use({ serviceWorkers: 'allow' })

const WORKSHOP = '/programs/technical-session/photovoltaic-cell'
const notice = (page: Page) => page.getByTestId('offline-notice')

interface Programme {
  version: { number: number; publishedAt: string } | null
  sessions: { slug: string; title: string }[]
}

const programmeOf = async (request: APIRequestContext) =>
  (await (await request.get('/api/programme', { headers: { 'cache-control': 'no-cache' } })).json()) as Programme

/** As the notice writes it: "7 March 10:00 IST". */
function ist(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.day} ${parts.month} ${parts.hour}:${parts.minute} IST`
}

/** The worker controls the page and has fetched the programme, its pages and the workshop pages. */
async function waitForOfflineCopies(page: Page, paths: string[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const name = (await caches.keys()).find((n) => n.startsWith('icnari-pages-'))
          if (!name) return ['no page cache']
          const pages = await caches.open(name)
          const api = await caches.open('icnari-api')
          const missing: string[] = []
          for (const path of wanted) if (!(await pages.match(path))) missing.push(path)
          if (!(await api.match('/api/programme'))) missing.push('/api/programme')
          return missing
        }, paths),
      { timeout: 30_000 },
    )
    .toEqual([])
}

test('after a first visit, the programme, a session and a workshop open offline with the notice', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const programme = await programmeOf(request)
  expect(programme.version, 'migration 0011 publishes the workshops').not.toBeNull()
  const session = programme.sessions[0]!
  const sessionPath = `/programme/${encodeURIComponent(session.slug)}`
  const expected = `You are offline. Programme as of ${ist(programme.version!.publishedAt)}`

  // A first visit to any public page (the home page): no notice online.
  await page.goto('/')
  await waitForOfflineCopies(page, ['/programme', sessionPath, WORKSHOP])
  await expect(notice(page)).toHaveText('')
  // Online, pages come from the network (network first), and the worker answers no admin page, no login page and
  // no write.
  expect((await page.goto('/programme'))!.fromServiceWorker()).toBe(true)
  const direct: { url: string; method: string; fromWorker: boolean }[] = []
  page.on('response', (res) => {
    // Pages and writes, by path: the admin and login code under /assets/ is the worker's to serve (sw.ts).
    if (/^\/(admin|login)(\/|$)|^\/api\/contact$/.test(new URL(res.url()).pathname))
      direct.push({ url: res.url(), method: res.request().method(), fromWorker: res.fromServiceWorker() })
  })
  await page.goto('/login')
  await page.evaluate(() =>
    fetch('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
  )
  await expect.poll(() => direct.length).toBeGreaterThanOrEqual(2)
  expect(direct.filter((r) => r.fromWorker)).toEqual([])
  // A page beyond the programme, visited once: read until its code has loaded (the worker keeps what was fetched).
  await page.goto('/about/venue-and-travels')
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('icnari-assets')).keys()).some((r) => /\/venue-and-travels-[^/]+\.js$/.test(r.url)),
      ),
    )
    .toBe(true)
  await page.goto('/')

  await context.setOffline(true)
  for (const path of ['/programme', sessionPath, WORKSHOP]) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(200)
    await expect(notice(page), path).toHaveText(expected)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page.goto('/programme')
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible()
  await expect(page.getByRole('main').getByText(session.title).filter({ visible: true }).first()).toBeVisible()

  // Beyond the programme: a page visited before opens with the same notice; one never opened gets the site's own
  // offline page, with links to what this device holds, instead of the browser's error.
  expect((await page.goto('/about/venue-and-travels'))?.status()).toBe(200)
  await expect(notice(page)).toHaveText(expected)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const unvisited = await page.goto('/sponsors/benefits-of-sponsorship')
  expect(unvisited?.status()).toBe(503)
  await expect(page.getByRole('heading', { level: 1, name: 'This page is not saved on this device' })).toBeVisible()
  const saved = page.getByRole('list').getByRole('link')
  await expect(saved.first()).toHaveAttribute('href', '/programme')
  await expect(page.getByRole('link', { name: /Venue/ })).toHaveAttribute('href', '/about/venue-and-travels')
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('link', { name: /Venue/ }).click()
  await expect(notice(page)).toHaveText(expected)

  // Never from the cache: a write fails offline, as without a worker (and the admin area and login page, below).
  const write = await page.evaluate(() =>
    fetch('/api/programme/publish', { method: 'POST', body: '{}' }).then(
      (r) => `answered ${r.status}`,
      () => 'failed',
    ),
  )
  expect(write).toBe('failed')

  // At 360 px, with the notice shown: no sideways scroll, and axe is clean.
  await page.setViewportSize({ width: 360, height: 740 })
  await expect(notice(page)).toHaveText(expected)
  await expectNoHorizontalScroll(page)
  await expectNoSeriousAxeViolations(page)
  for (const path of ['/admin', '/admin/programme', '/login']) {
    const other = await context.newPage()
    await expect(other.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/)
    await other.close()
  }
  await context.setOffline(false)
})

test('back online, a version published meanwhile is announced and shown', async ({ page, context, request }) => {
  test.setTimeout(90_000)
  await page.goto('/programme')
  await waitForOfflineCopies(page, ['/programme', WORKSHOP])
  const before = await programmeOf(request)

  await context.setOffline(true)
  await page.reload()
  await expect(notice(page)).toHaveText(/^You are offline\. Programme as of \d{1,2} \w+ \d{2}:\d{2} IST$/)

  // Meanwhile, an organiser publishes a new version with one more session.
  const token = await apiLogin(request)
  const headers = { token }
  const title = `Offline reading ${RUN}`
  const { settings } = (await (await request.get('/api/settings')).json()) as {
    settings: { conference: { startDate: string } }
  }
  const day = settings.conference.startDate
  const added = await request.post('/api/programme/sessions', {
    headers,
    data: { kind: 'talk', title, start: `${day}T17:00:00+05:30`, end: `${day}T17:30:00+05:30`, roomId: null },
  })
  expect(added.status()).toBe(201)
  const sessionId = ((await added.json()) as { session: { _id: string } }).session._id
  expect((await request.post('/api/programme/publish', { headers, data: { note: `Offline ${RUN}` } })).status()).toBe(
    201,
  )
  const next = before.version!.number + 1
  await expect(page.getByText(title)).toHaveCount(0)

  await context.setOffline(false)
  await expect(toast(page, `The programme was updated: version ${next}`)).toBeVisible({ timeout: 15_000 })
  await expect(notice(page)).toHaveText('')
  await expect(page.getByRole('main').getByText(title).filter({ visible: true }).first()).toBeVisible()

  // Tidy up for the specs after this one.
  expect((await request.delete(`/api/programme/sessions/${sessionId}`, { headers })).status()).toBe(200)
  expect((await request.post('/api/programme/publish', { headers, data: { note: `Tidy ${RUN}` } })).status()).toBe(201)
})

test('the manifest is served with its icons and linked from every page; /sw.js is never cached unasked', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b3b6f')
  const res = await request.get('/manifest.webmanifest')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8')
  const manifest = (await res.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    icons: { src: string; sizes: string; type: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({ start_url: '/programme', display: 'standalone', theme_color: '#0b3b6f' })
  expect(manifest.short_name.length).toBeGreaterThan(0)
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src)
    expect(png.status(), icon.src).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
    const body = await png.body()
    // The PNG's own size (IHDR) is the size the manifest says.
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
  }
  const sw = await request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(sw.headers()['content-type']).toBe('text/javascript; charset=utf-8')
  expect(sw.headers()['cache-control']).toBe('no-cache')
})
