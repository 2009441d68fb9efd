import type { Context } from 'hono'
import type { Conference } from '../../../common/conference'
import { OG_HEIGHT, OG_WIDTH, ogSubtitleOf, renderOgImage } from './og-image'
import type { PageRenderer } from './page-renderer'

type HeaderReader = (name: string) => string | undefined

// The files crawlers and link-preview bots ask for: robots.txt, sitemap.xml and each page's preview image. All
// follow the render bundle's list of public pages (client/src/content/pages.ts), so a new page is in all three.

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function createSiteFiles(
  pages: PageRenderer,
  originOf: (visitor: HeaderReader) => string,
  /** The edition (the settings' conference): the preview card's subtitle and brand. */
  conferenceOf: () => Promise<Conference | undefined>,
) {
  const images = new Map<string, { png: Buffer; etag: string }>()
  const visitorOf =
    (c: Context): HeaderReader =>
    (name) =>
      c.req.header(name)

  const robots = (c: Context) => {
    const origin = originOf(visitorOf(c))
    const lines = ['User-agent: *', 'Disallow: /admin', 'Disallow: /login', 'Allow: /']
    if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`)
    return c.text(`${lines.join('\n')}\n`, 200, { 'Cache-Control': 'public, max-age=3600' })
  }

  // Built from the list of pages, never by rendering them: a sitemap request costs a list, whatever asks for it.
  const sitemap = async (c: Context) => {
    const origin = originOf(visitorOf(c))
    const entries: string[] = []
    for (const { path, lastModified } of await pages.sitemapEntries()) {
      const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
      entries.push(`<url><loc>${xml(origin + path)}</loc>${lastmod}</url>`)
    }
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
    return c.body(body, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    })
  }

  /** GET /api/og-image.png?path=/programs/speakers: the page's preview card, made once per title and kept. */
  const ogImage = async (c: Context) => {
    const path = c.req.query('path') ?? '/'
    const known = await pages.publicPagePaths()
    if (!known.includes(path))
      return c.json({ message: 'No preview image: `path` must be the path of a public page, such as /about.' }, 404)
    const info = await pages.pageInfo(path, visitorOf(c))
    const conference = await conferenceOf()
    const brand = conference?.shortName ?? ''
    const suffix = ` | ${brand}`
    const full = info?.title ?? brand
    const title = brand && full.endsWith(suffix) ? full.slice(0, -suffix.length) : full
    const subtitle = conference ? ogSubtitleOf(conference) : ''
    const key = `${path}\n${title}\n${subtitle}\n${brand}`
    let image = images.get(key)
    if (!image) {
      const png = await renderOgImage(title, subtitle, brand || undefined)
      image = { png, etag: `"og-${png.length.toString(16)}-${Buffer.from(key).toString('base64url').slice(0, 24)}"` }
      images.set(key, image)
    }
    const headers = {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
      ETag: image.etag,
      'Cross-Origin-Resource-Policy': 'cross-origin',
    }
    if (c.req.header('if-none-match') === image.etag) return c.body(null, 304, headers)
    return c.body(new Uint8Array(image.png), 200, headers)
  }

  return { robots, sitemap, ogImage, size: { width: OG_WIDTH, height: OG_HEIGHT } }
}
