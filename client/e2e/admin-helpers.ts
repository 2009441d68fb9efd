import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { ADMIN, apiLogin } from './helpers'

// Shared by the admin-*.spec.ts files.

/** An 8×8 red PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4oaGBFTEMLQkAgl1GAXRgBQ4AAAAASUVORK5CYII=',
  'base64',
)
export const png = (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: PNG })
export const notAnImage = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }

let seq = 0
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${(seq++).toString(36)}`

/** Logs in through the API and stores the session as the login form would (faster than the form). */
export async function asAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiLogin(request)
  await page.goto('/login')
  await page.evaluate(
    ([t, n]) => {
      localStorage.setItem('token', t)
      localStorage.setItem('name', n)
      localStorage.setItem('photo', '')
    },
    [token, ADMIN.name] as const,
  )
  return token
}

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

export async function confirmDelete(page: Page, trigger: Locator) {
  await trigger.click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete' }).click()
}

/** The names (h2) of the list items, in page order, restricted to the given names. */
export async function orderOf(items: Locator, names: string[]): Promise<string[]> {
  const all = await items.locator('h2, h3').allTextContents()
  return all.map((s) => s.trim()).filter((s) => names.includes(s))
}
