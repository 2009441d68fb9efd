import { expect, type Page, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { png, toast, unique } from './admin-helpers'
import { apiLogin, expectNoHorizontalScroll, expectNoSeriousAxeViolations, watchConsole } from './helpers'

// Issue 19: an admin turns on the second factor at /admin/security and can then log in only with a code too.
// A second admin of its own, so the shared admin every other spec logs in as keeps logging in with a password.

/** The code an authenticator app shows for `secret`, `ahead` steps of 30 s from now (a phone clock a bit fast). */
function codeOf(secret: string, ahead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + ahead * 30_000 })
}

async function loginWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test('an admin turns on two-factor authentication at /admin/security and then logs in with the password and a code', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const errors = watchConsole(page)
  const email = `${unique('security').replace(/\W+/g, '-')}@example.org`
  const password = 'a quiet river at dawn 42'
  const token = await apiLogin(request)
  const upload = await request.post('/api/user/image', {
    headers: { token },
    multipart: { image: png('portrait.png') },
  })
  expect(upload.status()).toBe(200)
  const pic = ((await upload.json()) as { result: string }).result
  const created = await request.post('/api/user/newuser', {
    headers: { token },
    data: { name: 'Second Factor Admin', email, password, pic },
  })
  expect(created.status()).toBe(200)

  // Without a second factor the dashboard urges one.
  await loginWithPassword(page, email, password)
  await expect(page).toHaveURL(/\/admin$/)
  const notice = page.getByTestId('second-factor-notice')
  await expect(notice).toContainText('Two-factor authentication is strongly encouraged')
  await notice.getByRole('link', { name: 'Set up two-factor authentication' }).click()
  await expect(page).toHaveURL(/\/admin\/security$/)

  // Signed in somewhere else too (another device): listed, and signed out from here.
  const elsewhere = await request.post('/api/user/login', {
    data: { email, password },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
  })
  expect(elsewhere.status()).toBe(200)
  await page.reload()
  const sessions = page.getByTestId('sessions').getByRole('listitem')
  await expect(sessions).toHaveCount(2)
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
  await expect(sessions).toHaveCount(1)
  const other = ((await elsewhere.json()) as { token: string }).token
  expect((await request.get('/api/user/me', { headers: { token: other } })).status()).toBe(401)

  // Setting it up asks for the password again (a stolen session alone cannot enrol another phone): a wrong one is
  // refused on its field.
  const secondFactor = page.getByRole('region', { name: 'Two-factor authentication' })
  const setupPassword = secondFactor.getByLabel('Current password')
  await setupPassword.fill('not my password at all')
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  await expect(page.locator('#totp-setup-password-error')).toBeVisible()
  await expect(setupPassword).toHaveAttribute('aria-invalid', 'true')
  await setupPassword.fill(password)
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  await expect(
    page.getByRole('img', { name: 'QR code that adds your admin account to an authenticator app' }),
  ).toBeVisible()
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  // axe reads a fading toast's half-transparent colours: it checks the page once the login toast has gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 })
  await expectNoSeriousAxeViolations(page)

  // A wrong code is refused where it was typed; the right one turns it on and shows ten recovery codes once.
  const field = page.getByLabel('Authentication code')
  const wrong = codeOf(secret) === '000000' ? '000001' : '000000'
  await field.fill(wrong)
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
  await expect(page.locator('#totp-enable-code-error')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('second-factor-status')).toContainText('Off')
  await field.fill(codeOf(secret))
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
  await expect(toast(page, 'Two-factor authentication is on.')).toBeVisible()
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click()
  await expect(page.getByTestId('second-factor-status')).toContainText('On')
  await expect(page.getByTestId('sessions').getByRole('listitem')).toHaveCount(1)

  // Log out; the password alone no longer logs in: the login asks for the code as a second step.
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login/)
  await loginWithPassword(page, email, password)
  const code = page.getByLabel('Authentication code')
  await expect(code).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await code.fill(wrong)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.locator('#login-code-error')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  // The code the turning-on used cannot be used again; the app's next one can.
  await code.fill(codeOf(secret, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByTestId('second-factor-notice')).toHaveCount(0)

  // On a phone the page fits the screen, the turned-on state (turning off, sessions, password) included.
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/admin/security')
  await expect(page.getByTestId('second-factor-status')).toContainText('On')
  await expect(page.getByTestId('sessions').getByRole('listitem')).toHaveCount(1)
  await expect(secondFactor.getByLabel('Current password')).toBeVisible()
  await expectNoHorizontalScroll(page)
  await expectNoSeriousAxeViolations(page)
  expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([])
})
