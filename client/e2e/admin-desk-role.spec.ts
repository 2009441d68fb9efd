import { expect, test } from '@playwright/test'
import { png, unique } from './admin-helpers'
import { apiLogin } from './helpers'

// Issue 53 item 3: a volunteer's desk account opens only its own security page; every other admin page says why.

test('a desk account is told an admin page needs full rights, and keeps its own security page', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request)
  const upload = await request.post('/api/user/image', { headers: { token }, multipart: { image: png() } })
  const pic = ((await upload.json()) as { result: string }).result
  const email = `${unique('desk').replace(/\W+/g, '-')}@example.org`
  const password = 'front desk volunteer 7'
  const created = await request.post('/api/user/newuser', {
    headers: { token },
    data: { name: 'Desk Volunteer', email, password, pic, role: 'desk' },
  })
  expect(created.status()).toBe(200)
  const login = await request.post('/api/user/login', { data: { email, password } })
  const deskToken = ((await login.json()) as { token: string }).token

  await page.goto('/login')
  await page.evaluate((t) => localStorage.setItem('token', t), deskToken)
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { name: 'This page needs full admin rights' })).toBeVisible()
  await page.getByRole('link', { name: 'Your password and second factor' }).click()
  await expect(page).toHaveURL(/\/admin\/security$/)
  await expect(page.getByRole('heading', { name: 'This page needs full admin rights' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible()
  // The admins list shows the role to a full admin.
  const list = await request.get('/api/user/admins', { headers: { token } })
  const admins = ((await list.json()) as { admins: { email: string; role: string }[] }).admins
  expect(admins.find((a) => a.email === email)?.role).toBe('desk')
})
