import { expect, test } from '@playwright/test'
import { asAdmin, toast, unique } from './admin-helpers'
import { expectNoSeriousAxeViolations, watchConsole } from './helpers'

// Issue 54 item 1: the chair edits the call for papers at 1280 px — a paragraph in Markdown with its live preview
// beside it, saved; the public page shows the new text on the next load.

test('the chair edits a paragraph of the call for papers; the public page shows it on the next load', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const errors = watchConsole(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  const token = await asAdmin(page, request)
  const before = (
    (await (await request.get('/api/pages/call-for-papers')).json()) as {
      page: { title: string; blocks: unknown[] }
    }
  ).page
  const sentence = `${unique('Camera-ready papers are due')} in the conference template.`
  try {
    await page.goto('/admin/pages')
    await page.getByRole('link', { name: 'Edit Call for Papers' }).click()
    await expect(page).toHaveURL(/\/admin\/pages\/call-for-papers$/)
    const note = page.getByLabel('Publication note (Markdown)')
    await expect(note).toBeVisible()
    const original = await note.inputValue()
    await note.fill(`${original}\n\n**${sentence}**`)
    // The live preview beside the field shows it as it will read, the Markdown drawn (bold, not asterisks).
    const preview = page.getByText('Preview of Publication note', { exact: true }).locator('..')
    await expect(preview.locator('strong', { hasText: sentence })).toBeVisible()
    const [noteBox, previewBox] = [await note.boundingBox(), await preview.boundingBox()]
    expect(previewBox!.x).toBeGreaterThan(noteBox!.x + noteBox!.width - 1)
    await expect(page.getByText('Unsaved changes')).toBeVisible()

    await page.getByRole('button', { name: 'Save the page' }).click()
    await expect(toast(page, 'Page saved.')).toBeVisible()
    await expect(page.getByText('Unsaved changes')).toHaveCount(0)

    await page.goto('/authors/call-for-papers')
    await expect(page.locator('main strong', { hasText: sentence })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    const restored = await request.put('/api/pages/call-for-papers', {
      headers: { token },
      data: { title: before.title, blocks: before.blocks },
    })
    expect(restored.status()).toBe(200)
  }
})
