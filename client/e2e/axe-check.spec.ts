import { expect, test } from '@playwright/test'
import { seriousAxeViolations } from './helpers'

// The public pages' accessibility checks pass only if the check itself sees a serious violation when one is there.
test('the axe check reports serious violations and ignores a third-party frame', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>Check</title><main>
    <h1>Check</h1>
    <p style="color:#bbb;background:#fff">Pale grey text on white</p>
    <button type="button"></button>
    <iframe src="http://127.0.0.1:9/nothing-here" title="A frame that cannot load"></iframe>
  </main></html>`)
  const found = await seriousAxeViolations(page)
  // Each rule with its impact and the one element at fault; nothing from the frame.
  expect([...found].sort()).toEqual(['button-name (critical): button', 'color-contrast (serious): p'])
})
