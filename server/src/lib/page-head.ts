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
}

const SITE_NAME = 'ICNARI 2026'

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Tags for <head>: canonical URL, Open Graph and Twitter card. */
export function buildHead({ path, origin, title, description, found }: PageHead): string {
  if (!found) return '<meta name="robots" content="noindex" />'
  if (!origin) return ''
  const url = `${origin}${path === '/' ? '/' : path.replace(/\/+$/, '')}`
  const tags: [string, string, string][] = [
    ['property', 'og:type', path === '/' ? 'website' : 'article'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary_large_image'],
  ]
  if (title) tags.push(['property', 'og:title', title], ['name', 'twitter:title', title])
  if (description) tags.push(['property', 'og:description', description], ['name', 'twitter:description', description])
  return [
    `<link rel="canonical" href="${attr(url)}" />`,
    ...tags.map(([kind, name, content]) => `<meta ${kind}="${name}" content="${attr(content)}" />`),
  ].join('')
}
