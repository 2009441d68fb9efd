import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/context'
import { pageApp, tempClientBuild } from '../../test/page-app'
import type { RenderModule } from './renderer'

// robots.txt, sitemap.xml, preview images and the head tags of rendered pages (pages/site-files.ts, page-head.ts).
// A small render module stands in for the client's (the real one is checked in e2e/found-and-shared.spec.ts).

const PAGES: Record<string, string> = {
  '/': 'Home | ICNARI 2026',
  '/allpapers': 'All papers | ICNARI 2026',
  '/about': 'About | ICNARI 2026',
  '/authors/call-for-papers/0': 'Special track 1 | ICNARI 2026',
}

const renders: string[] = []
const module: RenderModule = {
  async renderPage(url, fetchApi, options) {
    renders.push(url)
    const path = url.split('?')[0]!
    const title = PAGES[path]
    if (!title) return { status: 404, html: '<h1>Page not found</h1>', state: {} }
    const data =
      path === '/allpapers'
        ? ((await (await fetchApi(new Request('http://x.invalid/api/papers/all'))).json()) as { data: unknown[] }).data
        : []
    return {
      status: 200,
      html: `<h1>${title}</h1>`,
      title,
      description: `About ${path}`,
      state: { queries: [{ state: { data } }] },
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [], origin: options?.origin },
      ],
      lastModified: (data as { createdAt: string }[])[0]?.createdAt,
    }
  },
  publicPagePaths: () => [...Object.keys(PAGES), '/gone'],
}

const { dist } = tempClientBuild('site-files-', '<html><head></head><body><div id="root"></div></body></html>')

const ctx = useTestApp()
let app: ReturnType<typeof pageApp>['app']
beforeAll(() => {
  app = pageApp(ctx, { clientDist: dist, renderModule: module, publicUrl: 'https://icnari.example.org' }).app
})
const get = (path: string) => Promise.resolve(app.request(path))

describe('found and shared', () => {
  it("/about/accommodations (spelt right) is a 301 to the site map's /about/accomodations, its query kept", async () => {
    const res = await get('/about/accommodations?from=mail')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/about/accomodations?from=mail')
    expect((await get('/about/accommodations')).headers.get('location')).toBe('/about/accomodations')
  })

  it('robots.txt keeps crawlers out of the admin area and the login page and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/admin$/m)
    expect(text).toMatch(/^Disallow: \/login$/m)
    expect(text).toMatch(/^Sitemap: https:\/\/icnari\.example\.org\/sitemap\.xml$/m)
  })

  it('the sitemap lists the public pages, absolute, without rendering them; lastmod and 404s from their last render', async () => {
    const token = await ctx.login()
    const added = await ctx.request('/papers/add', {
      method: 'POST',
      json: { heading: 'Sitemap paper', authors: ['A'], content: 'c' },
      token,
    })
    const { paper } = await added.json()
    const before = renders.length
    const unrendered = await (await get('/sitemap.xml')).text()
    expect(renders.length).toBe(before)
    expect(unrendered).toContain('<loc>https://icnari.example.org/allpapers</loc></url>')
    // Visitors' renders: the papers page's data gives its lastmod, and a page that answered 404 is left out.
    await get('/allpapers')
    await get('/gone')
    const res = await get('/sitemap.xml')
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await res.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(Object.keys(PAGES).map((p) => `https://icnari.example.org${p}`))
    expect(xml).toContain(`<loc>https://icnari.example.org/allpapers</loc><lastmod>${paper.createdAt}</lastmod>`)
    expect(xml).not.toContain('/gone')
  })

  it('each page carries its canonical URL and preview tags in <head>, its structured data after the content', async () => {
    const html = await (await get('/about')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="canonical" href="https://icnari.example.org/about" />')
    expect(head).toContain('<meta property="og:title" content="About | ICNARI 2026" />')
    expect(head).toContain('<meta property="og:description" content="About /about" />')
    expect(head).toContain('<meta property="og:url" content="https://icnari.example.org/about" />')
    expect(head).toContain(
      '<meta property="og:image" content="https://icnari.example.org/api/og-image.png?path=%2Fabout" />',
    )
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(head).not.toContain('application/ld+json')
    const afterContent = html.slice(html.indexOf('<div id="root"'))
    const ld =
      /<\/div><script type="application\/ld\+json">([^<]*)<\/script><script type="application\/json" id="server-state">/.exec(
        afterContent,
      )
    expect(JSON.parse(ld![1]!)).toMatchObject({ '@type': 'BreadcrumbList', origin: 'https://icnari.example.org' })
    // A 404 is kept out of search results and gets no preview.
    const missing = await (await get('/nowhere')).text()
    expect(missing).toContain('<meta name="robots" content="noindex" />')
    expect(missing).not.toContain('og:image')
  })

  it('the preview image is a 1200x630 PNG for a public page, and 404 for anything else', async () => {
    const res = await get('/api/og-image.png?path=%2Fabout')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    const again = await app.request('/api/og-image.png?path=%2Fabout', {
      headers: { 'if-none-match': res.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
    for (const path of ['/admin', '/nowhere', 'https://evil.example/', '']) {
      const refused = await get(`/api/og-image.png?path=${encodeURIComponent(path)}`)
      expect(refused.status, path).toBe(404)
      expect(((await refused.json()) as { message: string }).message).toMatch(/public page/)
    }
  })
})

describe('the site logo (issue 54 item 2)', () => {
  const iconsOf = (html: string) => html.slice(0, html.indexOf('</head>')).match(/<link rel="icon"[^>]*>/g) ?? []
  const ogImage = async () => {
    const res = await get('/api/og-image.png?path=%2Fabout')
    expect(res.status).toBe(200)
    return { etag: res.headers.get('etag'), png: Buffer.from(await res.arrayBuffer()) }
  }
  /** The colour of the card at (x, y). */
  const pixel = async (png: Buffer, x: number, y: number) => {
    const { data } = await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    })
    return [...data.subarray(0, 3)]
  }

  it('is the favicon and in the preview cards once uploaded; the static favicon and plain cards without one', async () => {
    // The shell's own favicon while the logo is the default.
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><link rel="icon" type="image/png" sizes="48x48" href="/favicon-48.png" /></head><body><div id="root"></div></body></html>',
    )
    const withShellIcon = pageApp(ctx, {
      clientDist: dist,
      renderModule: module,
      publicUrl: 'https://icnari.example.org',
    }).app
    const page = async () => (await withShellIcon.request('/about')).text()
    expect(iconsOf(await page())).toEqual(['<link rel="icon" type="image/png" sizes="48x48" href="/favicon-48.png" />'])
    const before = await ogImage()

    const token = await ctx.login()
    const form = new FormData()
    // A red logo: the card shows red where it is drawn, and only there.
    const red = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    form.append('image', new Blob([new Uint8Array(red)], { type: 'image/png' }), 'logo.png')
    // Stored as the upload answered it (absolute), as the settings' Site logo section saves it.
    const logoUrl = (await (await ctx.request('/user/image', { method: 'POST', body: form, token })).json()).result
    expect(logoUrl).toMatch(/\/api\/images\/[0-9a-f-]{36}\.webp$/)
    expect((await ctx.request('/settings', { method: 'PATCH', json: { logoUrl }, token })).status).toBe(200)

    // The favicon is the uploaded logo on the next load, in place of the shell's.
    expect(iconsOf(await page())).toEqual([`<link rel="icon" type="image/webp" href="${logoUrl}" />`])
    const after = await ogImage()
    expect(after.etag).not.toBe(before.etag)
    expect(after.png.equals(before.png)).toBe(false)
    // The logo's tile sits in the card's top right corner: red there now, the card's blue before.
    const [r, g, b] = await pixel(after.png, 1200 - 80 - 14 - 100, 48 + 14 + 50)
    expect(r).toBeGreaterThan(200)
    expect(g! + b!).toBeLessThan(80)
    expect((await pixel(before.png, 1200 - 80 - 14 - 100, 48 + 14 + 50))[0]).toBeLessThan(100)

    // Back to the default logo: the static favicon and the plain card again.
    const reset = await ctx.request('/settings', { method: 'PATCH', json: { logoUrl: '/logo.svg' }, token })
    expect(reset.status).toBe(200)
    expect(iconsOf(await page())).toEqual(['<link rel="icon" type="image/png" sizes="48x48" href="/favicon-48.png" />'])
    expect((await ogImage()).etag).toBe(before.etag)
  })
})
