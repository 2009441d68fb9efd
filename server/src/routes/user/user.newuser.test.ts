import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ADMIN, useTestApp } from '../../../test/context'
import { PASSWORD_TOO_COMMON } from '../../auth/password-policy'
import { admins } from '../../db/schema'
import { uploadedImageUrl } from '../images/images.fixtures'

const ctx = useTestApp()

const PIC = '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp'
const newAdmin = (email: string) => ({ name: 'Second Admin', email, password: 'a long pass phrase', pic: PIC })

describe('post /user/newuser', () => {
  it('creates an admin: 200 with success, msg and the user, never the hash; the new admin can log in', async () => {
    const token = await ctx.login()
    const pic = await uploadedImageUrl(ctx, token)
    const res = await ctx.request('/user/newuser', {
      method: 'POST',
      json: { ...newAdmin('  New.Admin@Example.org '), pic },
      token,
    })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toMatch(/scrypt|argon|password|hash/i)
    expect(JSON.parse(text)).toEqual({
      success: true,
      msg: 'Admin created successfully.',
      user: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Second Admin',
        email: 'new.admin@example.org',
        photo: pic,
        role: 'admin',
      },
    })
    const [row] = await ctx.db.handle.db.select().from(admins).where(eq(admins.email, 'new.admin@example.org'))
    expect(row!.passwordHash).not.toContain('a long pass phrase')
    const login = await ctx.request('/user/login', {
      method: 'POST',
      json: { email: 'NEW.ADMIN@example.org', password: 'a long pass phrase' },
    })
    expect(login.status).toBe(200)
    expect((await login.json()).user).toMatchObject({ name: 'Second Admin', photo: pic })
  })

  it('answers 409 when the e-mail is taken, whatever its letter case', async () => {
    const token = await ctx.login()
    const first = await ctx.request('/user/newuser', { method: 'POST', json: newAdmin('taken@example.org'), token })
    expect(first.status).toBe(200)
    for (const email of ['taken@example.org', 'TAKEN@Example.ORG', ADMIN.email.toUpperCase()]) {
      const res = await ctx.request('/user/newuser', { method: 'POST', json: newAdmin(email), token })
      expect(res.status, email).toBe(409)
      expect(await res.json()).toEqual({ message: 'An admin with this email already exists.' })
    }
  })

  it.each([
    ['name', { name: undefined }, 'Name is required.'],
    ['name', { name: ' ' }, 'Name is required.'],
    ['email', { email: undefined }, 'Email is required.'],
    ['email', { email: 'not-an-email' }, 'Email must be a valid email address.'],
    ['password', { password: undefined }, 'Password is required.'],
    ['password', { password: 'short12' }, 'Password must have at least 12 characters.'],
    ['password', { password: 'elevenchars' }, 'Password must have at least 12 characters.'],
    ['password', { password: 'Password1234' }, PASSWORD_TOO_COMMON],
    ['password', { password: 'x'.repeat(201) }, 'Password must be at most 200 characters.'],
    ['pic', { pic: undefined }, 'Profile image is required.'],
    ['pic', { pic: '' }, 'Profile image is required.'],
    ['pic', { pic: 'javascript:alert(1)' }, 'Profile image must be an uploaded image URL or an absolute http(s) URL.'],
  ])('rejects a bad %s with 400 and the field named (%#)', async (field, overrides, message) => {
    const token = await ctx.login()
    const body = { ...newAdmin(`v${Date.now()}@example.org`), ...overrides }
    const res = await ctx.request('/user/newuser', { method: 'POST', json: body, token })
    expect(res.status).toBe(400)
    expect((await res.json()).issues).toContainEqual({ path: field, message })
  })

  it('answers 401 without a token or with a forged one, and creates nobody', async () => {
    for (const token of [undefined, 'forged-token']) {
      const res = await ctx.request('/user/newuser', { method: 'POST', json: newAdmin('intruder@example.org'), token })
      expect(res.status).toBe(401)
    }
    const rows = await ctx.db.handle.db.select().from(admins).where(eq(admins.email, 'intruder@example.org'))
    expect(rows).toHaveLength(0)
  })
})
