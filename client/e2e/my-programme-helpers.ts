import type { Page } from '@playwright/test'
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './helpers'

// What my-programme.spec.ts reads its pages with: a session's card and star, days from today, layout shift, the
// phone check.

export const card = (page: Page, title: string) =>
  page.getByTestId('programme-session').filter({ hasText: title }).filter({ visible: true })
export const star = (page: Page, title: string) => page.getByRole('button', { name: `Add ${title} to my programme` })
export const unstar = (page: Page, title: string) =>
  page.getByRole('button', { name: `Remove ${title} from my programme` })

/** `YYYY-MM-DD`, `days` after today in India (by the real clock, the server's). */
export function inDays(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** The page's layout shifts so far, summed (those right after an input left out), as CLS counts them. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        // The buffered entries come in the observer's first call, a task after observe().
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(sum), 200)))
      }),
  )
}

export async function atPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 })
  await expectNoHorizontalScroll(page)
  await expectNoSeriousAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 800 })
}
