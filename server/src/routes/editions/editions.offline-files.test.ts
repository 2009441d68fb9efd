import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { pageApp, tempClientBuild } from '../../../test/page-app'
import { siteForArchive } from '../../app'
import type { RenderModule } from '../../pages/renderer'
import { archivedHtml, RETIRED_SERVICE_WORKER, writeArchive } from './editions.archive'

// Issue 34 item 3 (the programme offline), the server's side: /sw.js and /manifest.webmanifest are served as browsers
// need them, the content security policy lets the worker and the manifest load, and an archived edition carries a
// worker that removes the live one instead of the live one.

const module: RenderModule = {
  async renderPage(url) {
    const path = url.split('?')[0]!
    if (path !== '/') return { status: 404, html: '<h1>Page not found</h1>', state: {} }
    return { status: 200, html: '<h1>Home</h1>', title: 'Home | Site', state: {} }
  },
  publicPagePaths: () => ['/'],
}

const { dir, dist } = tempClientBuild(
  'offline-files-',
  '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest" /><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>',
)
const SW = 'self.addEventListener("fetch", () => {})\n'
beforeAll(() => {
  mkdirSync(join(dist, 'manifest', 'icons'), { recursive: true })
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)')
  writeFileSync(join(dist, 'sw.js'), SW)
  for (const icon of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'])
    writeFileSync(join(dist, 'manifest', 'icons', icon), 'png')
})

const ctx = useTestApp({ publicUrl: 'https://icnari.example.org' })
let app: ReturnType<typeof pageApp>['app']
beforeAll(() => {
  app = pageApp(ctx, { clientDist: dist, renderModule: module, publicUrl: 'https://icnari.example.org' }).app
})
const get = (path: string, headers: Record<string, string> = {}) =>
  Promise.resolve(app.request(path, { headers: { host: 'icnari.example.org', ...headers } }))

describe('the service worker and the manifest', () => {
  it('/sw.js is JavaScript from this origin, never kept without asking (no-cache), at the root scope', async () => {
    const res = await get('/sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    // Served at the root, it controls the whole site without Service-Worker-Allowed.
    expect(res.headers.get('service-worker-allowed')).toBeNull()
    expect(await res.text()).toBe(SW)
  })

  it("the content security policy lets this origin's worker and manifest load, and nothing else", async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? ''
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1)
    expect(directive('worker-src')).toEqual(["'self'"])
    expect(directive('manifest-src')).toEqual(["'self'"])
    expect(directive('script-src')).toEqual(["'self'"])
  })

  it('/manifest.webmanifest names the conference from the settings, starts at /programme and lists its icons', async () => {
    const res = await get('/manifest.webmanifest')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const manifest = (await res.json()) as { name: string; icons: { src: string }[] }
    const { conference } = (await (await ctx.request('/settings')).json()).settings
    expect(manifest).toMatchObject({
      short_name: conference.shortName,
      start_url: '/programme',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b3b6f',
    })
    expect(manifest.name).toContain(conference.shortName)
    expect(manifest.name).toContain(conference.name)
    expect(manifest.icons).toEqual([
      { src: '/manifest/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/manifest/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/manifest/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ])
    for (const icon of manifest.icons) {
      const file = await get(icon.src)
      expect(file.status, icon.src).toBe(200)
      expect(file.headers.get('content-type'), icon.src).toBe('image/png')
    }
    // Asked again with its ETag: 304.
    const again = await get('/manifest.webmanifest', { 'if-none-match': res.headers.get('etag')! })
    expect(again.status).toBe(304)
  })

  it('the manifest follows a renamed conference', async () => {
    const token = await ctx.login()
    const { conference } = (await (await ctx.request('/settings')).json()).settings
    const renamed = await ctx.request('/settings', {
      method: 'PATCH',
      json: { conference: { ...conference, shortName: 'Renamed Conf' } },
      token,
    })
    expect(renamed.status).toBe(200)
    const renamedManifest = (await (await get('/manifest.webmanifest')).json()) as { short_name: string }
    expect(renamedManifest.short_name).toBe('Renamed Conf')
    await ctx.request('/settings', { method: 'PATCH', json: { conference }, token })
  })
})

describe('an archived edition', () => {
  it('has no manifest link on its pages, and a /sw.js that removes the live worker and its caches', async () => {
    const archiveDir = join(dir, 'archives')
    await writeArchive({
      site: siteForArchive,
      database: ctx.db.handle,
      clientDist: dist,
      archiveDir,
      renderModule: module,
      publicUrl: 'https://icnari.example.org',
    })
    const root = join(archiveDir, 'icnari.example.org')
    expect(readFileSync(join(root, 'sw.js'), 'utf8')).toBe(RETIRED_SERVICE_WORKER)
    expect(RETIRED_SERVICE_WORKER).toContain('caches.delete')
    expect(RETIRED_SERVICE_WORKER).toContain('registration.unregister()')
    expect(RETIRED_SERVICE_WORKER).not.toContain('fetch')
    const home = readFileSync(join(root, 'index.html'), 'utf8')
    expect(home).not.toContain('rel="manifest"')
    expect(home).not.toMatch(/<script(?![^>]*ld\+json)/)
    // The icons are copied like the other client files.
    expect(existsSync(join(root, 'manifest', 'icons', 'icon-512.png'))).toBe(true)
    expect(archivedHtml('<head><link rel="manifest" href="/manifest.webmanifest" /></head>', '', undefined)).toBe(
      '<head></head>',
    )
  })

  it('an archived page keeps no filter residue and no dead "My programme" link or star; the contact form becomes the address', () => {
    const page =
      '<main><form aria-label="Filter the programme"><select></select></form>' +
      '<nav><a href="/programme">All sessions</a><a class="underline" href="/programme?starred=1">My programme</a></nav>' +
      '<article><button type="button" aria-pressed="false" aria-label="Add Talk to my programme"><svg><path d="M1"/></svg></button><h3>Talk</h3></article>' +
      '<form data-archive-mail aria-labelledby="contact-form-heading"><input name="name"/></form></main>'
    expect(archivedHtml(page, '', 'office@icnari.example.org')).toBe(
      '<main><nav><a href="/programme">All sessions</a></nav><article><h3>Talk</h3></article>' +
        '<p data-archive-contact>Write to <a href="mailto:office@icnari.example.org">office@icnari.example.org</a>.</p></main>',
    )
  })
})
