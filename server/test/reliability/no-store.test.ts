import { describe, expect, it } from 'vitest'
import { ADMIN, useTestApp } from '../context'
import { loadOperations } from './helpers'

// Answers that carry a token or personal data must not be kept by any cache: the token travels in a custom header,
// which shared caches do not treat as they treat Authorization. Public cached lists keep their own headers.
const ctx = useTestApp()
const adminOperations = loadOperations().filter((op) => op.admin)

function urlOf(path: string) {
  return path.replace(/\{[^}]+\}/g, 'no-such-id')
}

describe('Cache-Control: no-store', () => {
  it('on login (both outcomes), /user/me, GET /contact and logout', async () => {
    const failed = await ctx.request('/user/login', {
      method: 'POST',
      json: { email: ADMIN.email, password: 'wrong-password-1' },
    })
    expect(failed.status).toBe(401)
    expect(failed.headers.get('cache-control')).toBe('no-store')
    const ok = await ctx.request('/user/login', {
      method: 'POST',
      json: { email: ADMIN.email, password: ADMIN.password },
    })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    const { token } = await ok.json()
    for (const path of ['/user/me', '/contact']) {
      const res = await ctx.request(path, { token })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
    const out = await ctx.request('/user/logout', { method: 'POST', token })
    expect(out.status).toBe(200)
    expect(out.headers.get('cache-control')).toBe('no-store')
  })

  it(`on every answer of the ${adminOperations.length} admin operations of the contract, errors included`, async () => {
    expect(adminOperations.length).toBeGreaterThan(15)
    const token = await ctx.login()
    for (const op of adminOperations) {
      const url = urlOf(op.path)
      const anonymous = await ctx.request(url, { method: op.method })
      expect(anonymous.status, `${op.method} ${op.path} without a token`).toBe(401)
      expect(anonymous.headers.get('cache-control'), `${op.method} ${op.path} without a token`).toBe('no-store')
      if (op.path === '/user/logout') continue // would end the session the rest of the loop uses
      const withBody = op.method !== 'GET' && op.method !== 'DELETE'
      const res = await ctx.request(url, { method: op.method, token, ...(withBody ? { json: {} } : {}) })
      expect(res.status, `${op.method} ${op.path}`).toBeLessThan(500)
      expect(res.headers.get('cache-control'), `${op.method} ${op.path} (${res.status})`).toBe('no-store')
    }
  })

  it('not on public cached lists, which keep their own caching', async () => {
    const list = await ctx.request('/papers/all')
    expect(list.headers.get('cache-control')).toBe('public, no-cache')
    const again = await ctx.request('/papers/all', { headers: { 'if-none-match': list.headers.get('etag')! } })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe('public, no-cache')
    const contract = await ctx.request('/openapi.json')
    expect(contract.headers.get('cache-control')).toBe('public, max-age=300')
  })
})
