import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { loadContract } from '../../../test/reliability/contract'
import { DESK_REFUSED } from '../../api/require-admin'
import { uploadedImageUrl } from '../images/images.fixtures'

// The desk role (issue 53, docs/decisions/032-desk-role.md): a volunteer's account may check attendees in and look
// after its own sign-in; every other admin call of the contract is refused with 403, on the server.
const ctx = useTestApp()
const DESK = { name: 'Desk Volunteer', email: 'desk@example.org', password: 'front desk volunteer 7' }

interface ContractOperation {
  method: string
  path: string
  deskAllowed: boolean
}

function tokenOperations(): ContractOperation[] {
  const ops: ContractOperation[] = []
  for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(loadContract().paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!Array.isArray(op.security) || op.security.length === 0) continue
      ops.push({ method: method.toUpperCase(), path, deskAllowed: op['x-desk-allowed'] === true })
    }
  }
  return ops
}

const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')

async function createDeskAccount(adminToken: string) {
  const pic = await uploadedImageUrl(ctx, adminToken)
  const res = await ctx.request('/user/newuser', {
    method: 'POST',
    token: adminToken,
    json: { ...DESK, pic, role: 'desk' },
  })
  expect(res.status).toBe(200)
  expect((await res.json()).user.role).toBe('desk')
  return ctx.login(DESK.email, DESK.password)
}

describe('the desk role', () => {
  it('is refused 403 { message } on every admin operation of the contract it is not allowed, and never at its own', async () => {
    const adminToken = await ctx.login()
    const deskToken = await createDeskAccount(adminToken)
    const ops = tokenOperations()
    const refused = ops.filter((op) => !op.deskAllowed)
    expect(refused.length).toBeGreaterThan(50)
    for (const op of refused) {
      const withBody = op.method !== 'GET' && op.method !== 'DELETE'
      const res = await ctx.request(urlOf(op.path), {
        method: op.method,
        token: deskToken,
        ...(withBody ? { json: {} } : {}),
      })
      expect(res.status, `${op.method} ${op.path}`).toBe(403)
      expect(await res.json(), `${op.method} ${op.path}`).toEqual({ message: DESK_REFUSED })
    }
    // The two public lists whose fuller admin view a token opens.
    for (const path of ['/settings', '/announcements?all=true']) {
      const res = await ctx.request(path, { token: deskToken })
      expect(res.status, path).toBe(403)
    }
    const me = await ctx.request('/user/me', { token: deskToken })
    expect(me.status).toBe(200)
    expect((await me.json()).user).toMatchObject({ email: DESK.email, role: 'desk', totpEnabled: false })
    const sessions = await ctx.request('/user/sessions', { token: deskToken })
    expect(sessions.status).toBe(200)
    const setup = await ctx.request('/user/totp/setup', {
      method: 'POST',
      token: deskToken,
      json: { currentPassword: DESK.password },
    })
    expect(setup.status).toBe(200)
    const allowed = ops.filter((op) => op.deskAllowed).map((op) => `${op.method} ${op.path}`)
    expect(allowed.sort()).toEqual(
      [
        'DELETE /user/sessions/{id}',
        'GET /checkin/search',
        'GET /checkin/summary',
        'POST /checkin',
        'GET /user/me',
        'GET /user/sessions',
        'POST /user/logout',
        'POST /user/password',
        'POST /user/sessions/revoke-others',
        'POST /user/totp/disable',
        'POST /user/totp/enable',
        'POST /user/totp/setup',
      ].sort(),
    )
    // A full admin is still let through everywhere: the refusal is the role's, not the route's.
    expect((await ctx.request('/user/admins', { token: adminToken })).status).toBe(200)
    const out = await ctx.request('/user/logout', { method: 'POST', token: deskToken })
    expect(out.status).toBe(200)
  })

  it('is chosen when the admin is created: `admin` when left out, anything else a 400 naming role', async () => {
    const adminToken = await ctx.login()
    const pic = await uploadedImageUrl(ctx, adminToken)
    const plain = await ctx.request('/user/newuser', {
      method: 'POST',
      token: adminToken,
      json: { name: 'Plain Admin', email: 'plain@example.org', password: 'a long pass phrase', pic },
    })
    expect(plain.status).toBe(200)
    expect((await plain.json()).user.role).toBe('admin')
    const bad = await ctx.request('/user/newuser', {
      method: 'POST',
      token: adminToken,
      json: { name: 'Odd', email: 'odd@example.org', password: 'a long pass phrase', pic, role: 'owner' },
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).issues).toEqual([{ path: 'role', message: 'Role must be "admin" or "desk".' }])
    const list = await ctx.request('/user/admins', { token: adminToken })
    const roles = Object.fromEntries(
      (await list.json()).admins.map((a: { email: string; role: string }) => [a.email, a.role]),
    )
    expect(roles).toMatchObject({
      'admin@example.org': 'admin',
      'desk@example.org': 'desk',
      'plain@example.org': 'admin',
    })
    expect(roles['odd@example.org']).toBeUndefined()
  })
})
