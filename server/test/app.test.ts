import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app'
import { useTestApp } from './context'

const ctx = useTestApp()

describe('app shell', () => {
  it('unknown API paths answer 404 JSON', async () => {
    const res = await ctx.request('/no/such/route')
    expect(res.status).toBe(404)
    expect((await res.json()).message).toMatch(/No API route/)
  })

  it('healthz and readyz answer when the database is up', async () => {
    expect((await ctx.request('/healthz')).status).toBe(200)
    const ready = await ctx.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  it('readyz answers 503 with a message when the database does not answer', async () => {
    const down = { ...ctx.db.handle, ping: async () => Promise.reject(new Error('down')) }
    const { app } = createApp({ database: down })
    const res = await app.request('/api/readyz')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'not ready', message: expect.stringMatching(/not reachable/) })
    expect((await app.request('/api/healthz')).status).toBe(200)
  })

  it('every response carries the security headers', async () => {
    const res = await ctx.request('/papers/all')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await (await ctx.request('/openapi.json')).json()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers).toEqual([{ url: '/api', description: 'This server' }])
    expect(Object.keys(doc.paths)).toContain('/papers/add')
    const docs = await ctx.request('/docs')
    expect(docs.status).toBe(200)
    expect(await docs.text()).toContain('/api/docs/assets/swagger-ui-bundle.js')
    const bundle = await ctx.request('/docs/assets/swagger-ui-bundle.js')
    expect(bundle.status).toBe(200)
  })
})
