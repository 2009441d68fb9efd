import { DEFAULT_LOGO_URL } from '../../../common/carousel'
import { jsonForScript } from '../../../common/script-json'

/** The head tags of a server-rendered page that depend on where the site lives: canonical link and previews. */
export interface PageHead {
  /** The page's path (no query). */
  path: string
  /** The site's public origin (PUBLIC_URL, else the request's); '' when unknown (then no absolute tags). */
  origin: string
  title?: string
  description?: string
  /** False for a 404: no canonical link, no preview, and robots told not to index it. */
  found: boolean
  /** schema.org objects (JSON-LD). */
  jsonLd?: unknown[]
  /** The site's name in previews: the conference's short name (the render bundle's `siteName`). */
  siteName?: string
}

/**
 * The site's name when the render did not say it: what the document title ends with ("Tours | ICNARI 2027"), or
 * the home page's "ICNARI 2027 — <organiser>" begins with. The name always comes from the event settings.
 */
export function siteNameOf(title: string | undefined): string | undefined {
  if (!title) return undefined
  const bar = title.lastIndexOf(' | ')
  if (bar !== -1) return title.slice(bar + 3)
  const dash = title.indexOf(' — ')
  return dash === -1 ? title : title.slice(0, dash)
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The preview image of a page (pages/preview-images.ts, GET /api/og-image.png). */
export function ogImageUrl(origin: string, path: string): string {
  return `${origin}/api/og-image.png?path=${encodeURIComponent(path)}`
}

/** Pages kept out of search engines even when found: `/verify` and each certificate's `/verify/<code>`. */
export const isUnlistedPage = (path: string) => /^\/verify(\/|$)/.test(path)

/**
 * A page's tags for search engines and link previews: for <head>, the canonical URL and the Open Graph and Twitter
 * card; after the content, its structured data. JSON-LD is read wherever it sits, and a page's can be long (the
 * speakers page's lists every speaker): in <head> the browser parsed it all before its first paint.
 */
export function buildHead(page: PageHead): { head: string; structuredData: string } {
  // Certificate checks name people: findable by their code only, never by a search engine.
  if (!page.found || isUnlistedPage(page.path))
    return { head: '<meta name="robots" content="noindex" />', structuredData: '' }
  if (!page.origin) return { head: '', structuredData: '' }
  const structuredData = (page.jsonLd ?? [])
    .map((object) => `<script type="application/ld+json">${jsonForScript(object)}</script>`)
    .join('')
  return { head: previewTags(page), structuredData }
}

/** The canonical URL and the Open Graph and Twitter card of a findable page. */
function previewTags({ path, origin, title, siteName, description }: PageHead): string {
  const url = `${origin}${path === '/' ? '/' : path.replace(/\/+$/, '')}`
  const site = siteName ?? siteNameOf(title)
  const tags: [string, string, string][] = [['property', 'og:type', path === '/' ? 'website' : 'article']]
  if (site) tags.push(['property', 'og:site_name', site])
  tags.push(['property', 'og:url', url], ['name', 'twitter:card', 'summary_large_image'])
  if (title) tags.push(['property', 'og:title', title], ['name', 'twitter:title', title])
  if (description) tags.push(['property', 'og:description', description], ['name', 'twitter:description', description])
  const image = ogImageUrl(origin, path)
  tags.push(
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', title ?? site ?? ''],
    ['name', 'twitter:image', image],
  )
  return [
    `<link rel="canonical" href="${attr(url)}" />`,
    ...tags.map(([kind, name, content]) => `<meta ${kind}="${name}" content="${attr(content)}" />`),
  ].join('')
}

const ICON_TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
}

export function faviconTag(url: string): string {
  const type = ICON_TYPES[/\.([a-z]+)$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '']
  return `<link rel="icon"${type ? ` type="${type}"` : ''} href="${attr(url)}" />`
}

/**
 * The site logo an organiser set (the settings' `logoUrl`), read like the page's own data (so a logo saved
 * refreshes the pages that show it); undefined while it is the default, whose favicon is the template's.
 */
export async function siteLogoOf(fetchApi: (request: Request) => Promise<Response>): Promise<string | undefined> {
  try {
    const res = await fetchApi(new Request('http://site.invalid/api/settings'))
    if (!res.ok) return undefined
    const logoUrl = ((await res.json()) as { settings?: { logoUrl?: unknown } }).settings?.logoUrl
    return typeof logoUrl === 'string' && logoUrl !== '' && logoUrl !== DEFAULT_LOGO_URL ? logoUrl : undefined
  } catch {
    return undefined
  }
}
