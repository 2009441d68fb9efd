import { expect, test } from '@playwright/test'
import { asAdmin, png, toast, unique } from './admin-helpers'
import { requestGate, watchConsole } from './helpers'

// The admin area against the real server: every resource is created through its form, seen in the admin list
// and on the public page, changed where the admin may change it, and deleted. Names carry a per-run suffix so
// that other specs' data (same server, same database) never matters.

test.describe('admin resources', () => {
  test('add admin: validation, create, 409 for a taken e-mail, the new admin logs in', async ({ page, request }) => {
    const errors = watchConsole(page)
    await asAdmin(page, request)
    await page.goto('/admin/add-admin')
    await page.getByRole('button', { name: 'Add admin' }).click()
    await expect(page.getByText('Name is required.')).toBeVisible()
    await expect(page.getByText('Email is required.')).toBeVisible()
    await expect(page.getByText('Password is required.')).toBeVisible()
    await expect(page.getByText('Profile image is required.')).toBeVisible()
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Add admin' }).click()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(page.getByText('Password must have at least 12 characters.')).toBeVisible()

    const email = `admin-${Date.now()}@example.org`
    const name = unique('Second Admin')
    const fill = async () => {
      await page.getByLabel('Name').fill(name)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill('a long pass phrase')
      await page.getByLabel('Profile image').setInputFiles(png('me.png'))
      await page.getByRole('button', { name: 'Add admin' }).click()
    }
    await fill()
    await expect(toast(page, 'Admin created successfully.')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('')
    await fill()
    await expect(toast(page, 'An admin with this email already exists.')).toBeVisible()

    // The new admin logs in through the form and sees their name and photo.
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    // The URL changes before the login page's code has loaded: until then the add-admin form, with its own Email
    // and Password, is still the page.
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('a long pass phrase')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByTestId('admin-name')).toHaveText(name)
    await expect(page.getByRole('img', { name: `${name}'s photo` })).toHaveAttribute(
      'src',
      /^https?:\/\/[^/]+\/api\/images\//,
    )
    // The browser itself logs the refused request of the 409 case.
    expect(errors.filter((e) => !e.includes('409 (Conflict)'))).toEqual([])
  })

  test('add admin failure other than 409 shows the general failure message', async ({ page, request }) => {
    await asAdmin(page, request)
    await page.goto('/admin/add-admin')
    await page.route('**/api/user/newuser', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    )
    await page.getByLabel('Name').fill('X')
    await page.getByLabel('Email').fill('x@example.org')
    await page.getByLabel('Password').fill('long enough to pass')
    await page.getByLabel('Profile image').setInputFiles(png())
    await page.getByRole('button', { name: 'Add admin' }).click()
    await expect(toast(page, 'Something went wrong! Please try again.')).toBeVisible()
  })

  test('a contact message sent to the API shows on /admin/contact-messages', async ({ page, request }) => {
    const errors = watchConsole(page)
    const name = unique('Visitor')
    const res = await request.post('/api/contact', {
      data: {
        name,
        email: 'visitor@example.org',
        subject: 'Fees',
        phone: '+91 98765 43210',
        message: 'Is lunch included?',
      },
    })
    expect(res.status()).toBe(201)
    await asAdmin(page, request)
    await page.goto('/admin/contact-messages')
    const msg = page.getByRole('article', { name: `Message from ${name}` })
    await expect(msg).toBeVisible()
    await expect(msg.getByText('visitor@example.org')).toBeVisible()
    await expect(msg.getByText('+91 98765 43210')).toBeVisible()
    await expect(msg.getByText('Is lunch included?')).toBeVisible()
    await expect(msg.locator('time')).toHaveText(/\d{4}/)
    expect(errors).toEqual([])
  })

  test('contact messages: Loading... then No messages found. when the list is empty', async ({ page, request }) => {
    await asAdmin(page, request)
    // The list is held until 'Loading...' has been seen.
    const gate = requestGate()
    await page.route('**/api/contact', async (route) => {
      await gate.opened
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: [], totalCount: 0, currentPage: 1, pageSize: 0, totalPages: 0 }),
      })
    })
    await page.goto('/admin/contact-messages')
    await expect(page.getByText('Loading...')).toBeVisible()
    gate.open()
    await expect(page.getByText('No messages found.')).toBeVisible()
  })
})
