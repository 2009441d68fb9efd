import { expect, test } from '@playwright/test'
import { asAdmin, orderOf, toast, unique } from './admin-helpers'
import { expectNoSeriousAxeViolations, watchConsole } from './helpers'

// Issue 54 item 3: the chair orders the speakers with Move up / Move down, saved at once, at 1280 px.

test('the chair reorders speakers with Move up and Move down; the public page follows', async ({ page, request }) => {
  test.setTimeout(60_000)
  const errors = watchConsole(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  const token = await asAdmin(page, request)
  const names = [unique('Keynote'), unique('Invited'), unique('Panelist')]
  const ids: string[] = []
  for (const name of names) {
    const res = await request.post('/api/speaker/create', {
      headers: { token },
      data: { name, specialization: ['Grids'], description: `${name} speaks.` },
    })
    expect(res.status()).toBe(201)
    ids.push(((await res.json()) as { speaker: { _id: string } }).speaker._id)
  }
  const [keynote, invited, panelist] = names as [string, string, string]
  try {
    await page.goto('/admin/all-speakers')
    const items = page.getByTestId('admin-speaker')
    await expect(items.filter({ hasText: panelist })).toBeVisible()
    // New speakers go to the end, in the order they were added.
    expect(await orderOf(items, names)).toEqual([keynote, invited, panelist])
    await expect(page.getByRole('button', { name: `Move down: ${panelist}` })).toBeDisabled()

    await page.getByRole('button', { name: `Move up: ${panelist}` }).click()
    await expect(toast(page, 'Order saved.')).toBeVisible()
    await expect.poll(() => orderOf(items, names)).toEqual([keynote, panelist, invited])

    await page.getByRole('button', { name: `Move down: ${keynote}` }).click()
    await expect.poll(() => orderOf(items, names)).toEqual([panelist, keynote, invited])

    // Saved at once: a reload and the public page show the same order. (Axe after the reload: a toast fading out
    // is caught between colours.)
    await page.reload()
    await expect(items.filter({ hasText: invited })).toBeVisible()
    expect(await orderOf(items, names)).toEqual([panelist, keynote, invited])
    await expectNoSeriousAxeViolations(page)
    await page.goto('/programs/speakers')
    await expect(page.getByTestId('speaker-card').filter({ hasText: invited })).toBeVisible()
    expect(await orderOf(page.getByTestId('speaker-card'), names)).toEqual([panelist, keynote, invited])
    await expectNoSeriousAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    for (const id of ids) await request.delete(`/api/speaker/delete/${id}`, { headers: { token } })
  }
})

test('the chair reorders speakers by dragging, at 1280 px; the public page follows', async ({ page, request }) => {
  test.setTimeout(60_000)
  const errors = watchConsole(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  const token = await asAdmin(page, request)
  const names = [unique('First'), unique('Second'), unique('Third')]
  const ids: string[] = []
  for (const name of names) {
    const res = await request.post('/api/speaker/create', {
      headers: { token },
      data: { name, specialization: ['Grids'], description: `${name} speaks.` },
    })
    expect(res.status()).toBe(201)
    ids.push(((await res.json()) as { speaker: { _id: string } }).speaker._id)
  }
  const [first, second, third] = names as [string, string, string]
  try {
    await page.goto('/admin/all-speakers')
    const items = page.getByTestId('admin-speaker')
    await expect(items.filter({ hasText: third })).toBeVisible()
    expect(await orderOf(items, names)).toEqual([first, second, third])

    // Drag the third speaker by its handle onto the first one's place.
    const handle = page.getByRole('button', { name: `Drag to reorder: ${third}` })
    await handle.scrollIntoViewIfNeeded()
    const from = await handle.boundingBox()
    const target = await items.filter({ hasText: first }).boundingBox()
    if (!from || !target) throw new Error('The handle or the target row is not on screen.')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 })
    await page.mouse.move(from.x + from.width / 2, target.y + 5, { steps: 20 })
    await page.mouse.up()

    await expect(toast(page, 'Order saved.')).toBeVisible()
    await expect.poll(() => orderOf(items, names)).toEqual([third, first, second])
    await page.reload()
    await expect(items.filter({ hasText: second })).toBeVisible()
    expect(await orderOf(items, names)).toEqual([third, first, second])
    await page.goto('/programs/speakers')
    await expect(page.getByTestId('speaker-card').filter({ hasText: second })).toBeVisible()
    expect(await orderOf(page.getByTestId('speaker-card'), names)).toEqual([third, first, second])
    expect(errors).toEqual([])
  } finally {
    for (const id of ids) await request.delete(`/api/speaker/delete/${id}`, { headers: { token } })
  }
})
