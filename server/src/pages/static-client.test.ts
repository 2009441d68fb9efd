import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'

// The built client: hashed assets and the app shell (index.html). Without a server-render bundle beside it, every
// page is the shell (page-renderer.test.ts covers rendered pages).
let dist = ''
let app: ReturnType<typeof createApp>['app']

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-client-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>')
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")')
  app = createApp({ clientDist: dist, logErrors: true }).app
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const body = async (path: string, init?: RequestInit) => {
  const res = await app.request(path, init)
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    text: await res.text(),
  }
}

describe('the web client', () => {
  it('answers every page with the app shell when no server-render bundle is built', async () => {
    for (const path of ['/', '/about', '/admin/dashboard', '/about/about-nit-patna-bihta', '/no/such/page']) {
      const res = await body(path)
      expect(res.status, path).toBe(200)
      expect(res.text, path).toContain('<div id="root"></div>')
    }
  })

  it('serves hashed assets for a year and answers a missing asset with 404', async () => {
    const asset = await body('/assets/app-1234.js')
    expect(asset.status).toBe(200)
    expect(asset.cache).toBe('public, max-age=31536000, immutable')
    expect((await body('/assets/missing-0000.js')).status).toBe(404)
  })
})
