import { type APIRequestContext, expect, type Page } from '@playwright/test'
import axe from 'axe-core'

export const ADMIN = { email: 'admin@example.org', password: 'e2e-password-123', name: 'E2E Admin' }

/**
 * A gate for held requests: a route awaits `opened`, the test calls `open()` once it has seen the busy state. A fixed
 * delay instead can end before a slow host paints that state.
 */
export function requestGate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/**
 * Waits until a server-rendered page has been taken over by the app. Until then its buttons are held back (invisible,
 * so not focusable): a test that moves focus by keyboard must wait; clicks wait for visibility on their own.
 */
export async function waitForLiveApp(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-ssr')
}

/**
 * Moves to `path` inside the app, as a visitor does after the first page: a click on its link in the header (the
 * desktop bar's closed menus keep live links in the page; at a phone's width the bar and the closed burger panel
 * are the server's HTML until they show, docs/decisions/040, so this is for desktop widths). The browser then
 * fetches the page's data itself, where a full load would arrive with it rendered on the server.
 */
export async function clickThroughTo(page: Page, path: string) {
  await waitForLiveApp(page)
  const found = await page.evaluate((p) => {
    // The logo, or a link of the navigation that shows at this width (the hidden one is not live).
    const link = [...document.querySelectorAll<HTMLAnchorElement>(`header a[href="${p}"]`)].find(
      (a) => a.closest('nav')?.checkVisibility() ?? true,
    )
    link?.click()
    return !!link
  }, path)
  expect(found, `a header link to ${path}`).toBe(true)
  await expect(page).toHaveURL(new URL(path, page.url()).href)
}

/** The serious and critical axe violations on the page as it is now, one line each (rule, impact, elements). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await finiteAnimationsDone(page)
  let violations = await seriousOnes(page)
  // A toast that starts leaving while axe reads it (sonner removes one 5 s after it shows) is measured half
  // transparent. When every element found is in the toast area, or already gone, axe reads the page once more.
  const elements = violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))
  const inToastsOnly =
    elements.length > 0 &&
    (await page.evaluate(
      (selectors) =>
        selectors.every((s) => {
          try {
            const element = document.querySelector(s)
            return !element || element.closest('[data-sonner-toaster]') !== null
          } catch {
            return false // a selector this page cannot read: reported as found
          }
        }),
      elements,
    ))
  if (inToastsOnly) {
    await finiteAnimationsDone(page)
    violations = await seriousOnes(page)
  }
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * axe-core's own `axe.run` in the page, injected once per document (docs/decisions/046). @axe-core/playwright's
 * analyze() injected axe twice and finished in a blank page, to merge results from cross-origin frames; the site's
 * only frame is a third party's map. That took 1.4–2.9 s a check on a 2-core host, this 0.5–1.3 s.
 */
async function seriousOnes(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const violations = await page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe
    // Only violations are reported in full: listing every passing node as well took a third of axe's time here.
    // The map's frame is a third party's page (and offline here); the <iframe> element itself is still checked.
    const { violations } = await inPage.run(document, { resultTypes: ['violations'], iframes: false })
    return violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target })) }))
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/**
 * axe reads colours as they are at that instant: a toast still fading in (sonner's, after "Share") was measured half
 * transparent, a contrast failure no visitor sees. Waits (at most 2 s) until two frames pass with no finite
 * transition or animation running; endless ones (a spinner) are left running. Two frames, because what a resize
 * or a click starts can begin a frame later: at a phone's width the toast area moves to the bottom and mounts its
 * toast again, which fades in only once React's effect has run (a CI run read it at opacity 0 in between).
 */
async function finiteAnimationsDone(page: Page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 2_000
    const left = () => Math.max(0, deadline - performance.now())
    // A hidden page gets no frames: a timer stands in.
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve())
        setTimeout(resolve, 100)
      })
    while (left() > 0) {
      await frame()
      await frame()
      const ending = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined))
      if (ending.length === 0) return
      await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, left()))])
    }
  })
}

/** Fails the test on serious or critical axe violations, listing them. */
export async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([])
}

/** Fails the test when the page scrolls sideways at the current viewport width. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

/** Fails the test on any console error or uncaught page error. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return errors
}

export async function apiLogin(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/user/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

export async function loginThroughForm(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** Deletes every paper through the API so a test starts from a known list. */
export async function clearPapers(request: APIRequestContext, token: string) {
  const res = await request.get('/api/papers/all')
  const { data } = (await res.json()) as { data: { _id: string }[] }
  for (const p of data) await request.delete(`/api/papers/delete/${p._id}`, { headers: { token } })
}

/** The two widths the public-page specs check: a small phone and a laptop. */
export const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** A per-run suffix for seeded names, so data left by earlier runs or other specs never matches. */
export const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
