import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { loginThroughForm } from './helpers'

// An organiser without a shell takes a backup from the dashboard: one click saves the whole site as one .tar.gz
// (manifest first, then every table and image), and the dashboard then shows when it was taken.
test('the dashboard downloads a backup of the whole site and shows when it was taken', async ({ page }) => {
  await loginThroughForm(page)
  const panel = page.getByRole('region', { name: 'Backup of the whole site' })
  await expect(panel.getByTestId('last-backup')).not.toContainText('loading')

  const downloading = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Download a backup' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^icnari-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)
  const tar = gunzipSync(readFileSync((await download.path())!))
  // A tar archive: 512-byte headers whose names start each member.
  const names: string[] = []
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const name = tar
      .subarray(offset, offset + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '')
    if (!name) break
    names.push(name)
    const size = Number.parseInt(
      tar
        .subarray(offset + 124, offset + 136)
        .toString('utf8')
        .replace(/\0.*$/s, '')
        .trim(),
      8,
    )
    offset += 512 + Math.ceil(size / 512) * 512
  }
  expect(names).toContain('manifest.json')
  expect(names.some((n) => /^tables\/papers\.jsonl$/.test(n))).toBe(true)
  expect(names.some((n) => /^tables\/admins\.jsonl$/.test(n))).toBe(true)

  await expect(panel.getByRole('status')).toContainText('Saved icnari-')
  await expect(panel.getByTestId('last-backup')).not.toContainText('none yet')
})
