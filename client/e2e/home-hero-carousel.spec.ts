import { expect, test } from '@playwright/test'
import { waitForLiveApp } from './helpers'

// The public shell (header, footer, home page, About and Sponsors pages) against the real server.

test.describe('home page', () => {
  test('hero shows the title and date; after the conference its closing words, not the call to join', async ({
    page,
  }) => {
    const tagline =
      'Join the most innovative minds for a transformative event that pushes the boundaries of research and innovation.'
    await page.goto('/')
    // With the seeded dates the conference is over (e2e/home-hero.spec.ts covers the running season): issue 54 item 5.
    await expect(page.getByText('Thank you to every author, speaker and attendee')).toBeVisible()
    await expect(page.getByText(tagline)).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'ICNARI 2026 logo' })).toBeVisible()
    await expect(page.getByTestId('hero').locator('time')).toHaveText('6–8 March 2026')
  })

  test('carousel: 7 slides, first eager with size, others lazy; arrows and dots change the slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Conference themes' })
    const slides = carousel.getByRole('group', { includeHidden: true })
    await expect(slides).toHaveCount(7)
    const imgs = carousel.locator('img')
    await expect(imgs.first()).toHaveAttribute('loading', 'eager')
    await expect(imgs.first()).toHaveAttribute('width', '1600')
    await expect(imgs.first()).toHaveAttribute('height', '700')
    for (let i = 1; i < 7; i++) await expect(imgs.nth(i)).toHaveAttribute('loading', 'lazy')

    const dot = (n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` })
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('group', { name: '2 of 7' })).toBeInViewport()
    await dot(5).click()
    await expect(dot(5)).toHaveAttribute('aria-current', 'true')
    await expect(dot(2)).not.toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('group', { name: '5 of 7' })).toBeInViewport()
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(dot(4)).toHaveAttribute('aria-current', 'true')
    await dot(1).click()
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(dot(7)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('group', { name: '7 of 7' })).toBeInViewport()
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('group', { name: '1 of 7' })).toBeInViewport()
    await carousel.getByRole('button', { name: 'Previous slide' }).click()

    // Reduced motion: nothing moves on its own.
    await page.mouse.move(5, 5)
    await page.waitForTimeout(2600)
    await expect(dot(7)).toHaveAttribute('aria-current', 'true')
  })

  test('carousel autoplays every 2 s and the pause button stops it', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Conference themes' })
    const dot = (n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` })
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    const started = Date.now()
    await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 4000 })
    expect(Date.now() - started).toBeGreaterThan(1000)
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.mouse.move(5, 5)
    const current = await carousel
      .getByRole('button', { name: /Go to slide/ })
      .evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-current') === 'true'))
    await page.waitForTimeout(2600)
    await expect(dot(current + 1)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('carousel loops without a seam, pauses while hovered or keyboard-focused, and follows a drag', async ({
    page,
  }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Conference themes' })
    const frame = page.getByTestId('carousel')
    const dot = (n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` })
    const current = () =>
      carousel
        .getByRole('button', { name: /Go to slide/ })
        .evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-current') === 'true') + 1)
    /** The shown slide fills the frame once the move has settled. */
    const expectShown = async (n: number) => {
      await expect(dot(n)).toHaveAttribute('aria-current', 'true')
      const box = (await frame.boundingBox())!
      await expect
        .poll(async () => (await carousel.getByRole('group', { name: `${n} of 7` }).boundingBox())?.x)
        .toBeCloseTo(box.x, 0)
    }

    // Hovering the arrows holds the slideshow; leaving lets it go on.
    await carousel.getByRole('button', { name: 'Next slide' }).hover()
    const held = await current()
    await page.waitForTimeout(2600)
    expect(await current()).toBe(held)
    await page.mouse.move(5, 5)
    await expect(dot((held % 7) + 1)).toHaveAttribute('aria-current', 'true', { timeout: 4000 })

    // Keyboard focus inside holds it too, until focus leaves.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).focus()
    await page.keyboard.press('Shift+Tab')
    const focusHeld = await current()
    await page.waitForTimeout(2600)
    expect(await current()).toBe(focusHeld)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeFocused()
    await page.locator('body').focus()

    // After 7 comes 1, sliding in from the right, and before 1 comes 7.
    await dot(7).click()
    await expectShown(7)
    // Sample where slides 7 and 1 are, frame by frame, while Next moves on: 7 leaves to the left, 1 comes in
    // from the right (no rewind through slides 6 to 2).
    const path = await frame.evaluate(async (el) => {
      const left = (n: number) => el.querySelector(`[aria-label="${n} of 7"]`)!.getBoundingClientRect().left
      const x0 = el.getBoundingClientRect().left
      const samples: { seven: number; one: number }[] = []
      el.querySelector<HTMLButtonElement>('[aria-label="Next slide"]')!.click()
      const end = performance.now() + 800
      while (performance.now() < end) {
        await new Promise(requestAnimationFrame)
        samples.push({ seven: left(7) - x0, one: left(1) - x0 })
      }
      return samples
    })
    for (const { seven, one } of path) {
      expect(seven).toBeLessThanOrEqual(1)
      expect(one).toBeGreaterThanOrEqual(-1)
    }
    expect(path.some(({ one }) => one > 10)).toBe(true)
    await expectShown(1)
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expectShown(7)

    // A drag to the left shows the next slide, to the right the previous; a short one springs back.
    const box = (await frame.boundingBox())!
    const drag = async (dx: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 3, { steps: 5 })
      await page.mouse.up()
    }
    await drag(-200)
    await expectShown(1)
    await drag(200)
    await expectShown(7)
    await drag(-20)
    await expectShown(7)
    expect(await page.evaluate(() => String(getSelection()))).toBe('')
  })

  test('carousel: a swipe on a touch screen moves the slide', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Conference themes' })
    await waitForLiveApp(page)
    const box = (await page.getByTestId('carousel').boundingBox())!
    const y = box.y + box.height / 3
    const cdp = await context.newCDPSession(page)
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] })
      for (let i = 1; i <= 5; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + ((to - from) * i) / 5, y }],
        })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    await swipe(box.x + box.width * 0.7, box.x + box.width * 0.3)
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true')
    await swipe(box.x + box.width * 0.3, box.x + box.width * 0.7)
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
    await context.close()
  })
})
