import { expect, test } from '@playwright/test'
import { waitForLiveApp } from './helpers'

/**
 * A visitor opened a page before a redeploy; the new build's route chunks have new names and the old ones are gone
 * (404). Moving to another page needs such an old chunk: the page reloads once, to the new version, and shows the
 * page asked for, instead of an error. Here the "redeploy" is every script not loaded yet answering 404 until the
 * page reloads.
 */
test('a route chunk gone after a redeploy reloads the page once, to the page asked for', async ({ page }) => {
  await page.goto('/')
  await waitForLiveApp(page)
  await page.evaluate(() => sessionStorage.clear())

  let redeployed = true
  let missingChunks = 0
  let reloads = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      reloads++
      redeployed = false // the reloaded page is the new version: its chunks exist
    }
  })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!redeployed) return route.continue()
    missingChunks++
    await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found."}' })
  })

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
  await expect(page).toHaveURL(/\/contact$/)
  expect(missingChunks).toBeGreaterThan(0)
  expect(reloads).toBe(1)
  await waitForLiveApp(page)
})

test("a chunk a route's loader imports (the speakers list code) gone after a redeploy: one reload, then the page", async ({
  page,
}) => {
  await page.goto('/')
  await waitForLiveApp(page)
  await page.evaluate(() => sessionStorage.clear())
  let redeployed = true
  let reloads = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      reloads++
      redeployed = false
    }
  })
  await page.route(/\/assets\/.+\.js$/, (route) =>
    redeployed
      ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found."}' })
      : route.continue(),
  )
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Programs' }).click()
  await nav.getByRole('link', { name: 'Speakers', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible()
  await expect(page).toHaveURL(/\/programs\/speakers$/)
  await waitForLiveApp(page)
  expect(reloads).toBe(1)
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
})

test('a chunk still missing after the reload does not reload again (no loop)', async ({ page }) => {
  await page.goto('/')
  await waitForLiveApp(page)
  await page.evaluate(() => sessionStorage.clear())
  let navigations = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations++
  })
  // Scripts of routes not loaded yet stay missing even after the reload (a broken deploy).
  await page.route(/\/assets\/(?!index-).+\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found."}' }),
  )
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
  // A reload would come at once; give it two seconds to show up (it must not).
  await page.waitForTimeout(2000)
  expect(navigations).toBeLessThanOrEqual(1)
})
