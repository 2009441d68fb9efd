import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app'

// The built client: hashed assets, the app shell (index.html) and the pre-rendered public pages
// (dist/prerendered/<path>.html, written by the client build).
let dist = ''
let app: ReturnType<typeof createApp>['app']
const page = (name: string) =>
  `<!doctype html><html><head><title>${name}</title></head><body><div id="root" data-prerendered><h1>${name}</h1></div></body></html>`

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-client-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'prerendered', 'authors'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>')
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")')
  writeFileSync(join(dist, 'prerendered', 'index.html'), page('Home'))
  writeFileSync(join(dist, 'prerendered', 'about.html'), page('About'))
  writeFileSync(join(dist, 'prerendered', 'authors', 'cmt-acknowledgement.html.html'), page('CMT Acknowledgement'))
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
  it('answers a public page with its pre-rendered HTML, revalidated on every visit', async () => {
    for (const [path, name] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/authors/cmt-acknowledgement.html', 'CMT Acknowledgement'],
    ]) {
      const res = await body(path!)
      expect(res.status, path).toBe(200)
      expect(res.type).toMatch(/^text\/html/)
      expect(res.cache).toBe('no-cache')
      expect(res.text, path).toContain(`<h1>${name}</h1>`)
    }
  })

  it('answers other client routes (admin pages, pages with parameters) with the app shell', async () => {
    for (const path of ['/admin/dashboard', '/about/about-nit-patna-bihta', '/about/', '/no/such/page']) {
      const res = await body(path)
      expect(res.status, path).toBe(200)
      expect(res.text, path).toContain('<div id="root"></div>')
    }
  })

  it('does not publish the pre-rendered files under their own folder', async () => {
    const res = await body('/prerendered/about.html')
    expect(res.text).not.toContain('<h1>About</h1>')
  })

  it('serves hashed assets for a year and answers a missing asset with 404', async () => {
    const asset = await body('/assets/app-1234.js')
    expect(asset.status).toBe(200)
    expect(asset.cache).toBe('public, max-age=31536000, immutable')
    expect((await body('/assets/missing-0000.js')).status).toBe(404)
  })
})
