import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { BoundedMap } from '../../../common/bounded-map'
import type { Conference } from '../../../common/conference'
import { OG_HEIGHT, OG_WIDTH, ogSubtitleOf, renderOgImage } from './preview-images'
import type { PageRenderer } from './renderer'

type HeaderReader = (name: string) => string | undefined

// The files crawlers and link-preview bots ask for: robots.txt, sitemap.xml and each page's preview image. All
// follow the render bundle's list of public pages (client/src/content/pages.ts), so a new page is in all three.
// And the web app manifest, which browsers read to install the site.

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function createSiteFiles(
  pages: PageRenderer,
  originOf: (visitor: HeaderReader) => string,
  /** The edition (the settings' conference): the preview card's subtitle and brand. */
  conferenceOf: () => Promise<Conference | undefined>,
  /** The site logo when it is an uploaded image: its URL, and its bytes read only for a card not made yet. */
  logoOf: () => Promise<{ url: string; load: () => Promise<Uint8Array | undefined> } | undefined> = async () =>
    undefined,
) {
  // Each title, edition and logo makes a card.
  const images = new BoundedMap<string, { png: Buffer; etag: string }>(1000)
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
    const logo = await logoOf()
    const key = `${path}\n${title}\n${subtitle}\n${brand}\n${logo?.url ?? ''}`
    let image = images.get(key)
    if (!image) {
      const png = await renderOgImage(title, subtitle, brand || undefined, await logo?.load())
      image = { png, etag: `"og-${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"` }
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

  /**
   * GET /manifest.webmanifest: the web app manifest (issue 34), named from the settings' conference, so a new
   * edition is installed under its own name. Its icons are the client's (public/manifest/icons). no-cache: the
   * browser asks again (ETag) and sees a renamed conference.
   */
  const webManifest = async (c: Context) => {
    const conference = await conferenceOf()
    const body = JSON.stringify(webAppManifest(conference))
    const etag = `"wm-${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`
    const headers = {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'no-cache',
      ETag: etag,
    }
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
    return c.body(body, 200, headers)
  }

  return { robots, sitemap, ogImage, webManifest, size: { width: OG_WIDTH, height: OG_HEIGHT } }
}

/** The site's colour (client/index.html's theme-color, the logo's blue). */
export const THEME_COLOUR = '#0b3b6f'

/** The manifest's fields; without settings (no database), a generic name. */
export function webAppManifest(conference: Conference | undefined) {
  const shortName = conference?.shortName || 'Conference'
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/manifest/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })
  return {
    id: '/',
    name: conference?.name ? `${shortName}: ${conference.name}` : shortName,
    short_name: shortName,
    description: conference?.tagline || `${shortName}: the programme, the speakers and the papers.`,
    start_url: '/programme',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('icon-maskable-512.png', 512, 'maskable'),
    ],
  }
}
