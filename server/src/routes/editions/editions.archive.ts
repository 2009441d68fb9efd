import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { conferenceDates } from '../../../../common/conference'
import { archiveFileFor } from '../../archive/reader'
import type { DatabaseHandle } from '../../db/client'
import type { PageRenderer, RenderModule } from '../../pages/renderer'
import { verifyPagePaths } from '../certificates/certificates.queries'
import { readConference, readPublicSettings } from '../settings/settings.queries'

// `make archive` (issue 32 item 2): the whole public site of the current edition as static files, rendered
// in-process from a known list of URLs (never by crawling), into ARCHIVE_DIR/<host of the edition's public URL>/.
// Written to a temporary folder, checked (every sitemap URL and every link has its file), then renamed into place:
// a failed run leaves the previous archive whole.

export class ArchiveError extends Error {}

/**
 * The whole site rendered for an archive: app.ts's siteForArchive, handed down by the composition root (this module
 * sits below app.ts and never imports it).
 */
export type SiteForArchive = (options: {
  database: DatabaseHandle
  clientDist: string
  renderModule?: RenderModule | string
  publicUrl: string
}) => {
  app: { request(url: string, init?: RequestInit): Response | Promise<Response> }
  pages?: PageRenderer
  /** Ends what the site started (its response cache's listener). */
  stop(): Promise<void>
}

export interface ArchiveOptions {
  site: SiteForArchive
  database: DatabaseHandle
  /** The built web client (its assets are copied; index.html is the template of every page). */
  clientDist: string
  archiveDir: string
  /** The render bundle; default: dist-server/entry-server.js beside clientDist. */
  renderModule?: RenderModule | string
  /** PUBLIC_URL: the edition's origin when its settings name none. */
  publicUrl?: string
  /** Where the banner's link goes (the current edition); none: the banner has no link. */
  currentUrl?: string
}

export interface ArchiveResult {
  host: string
  dir: string
  pages: number
  files: number
  bytes: number
  /** Images a page or an answer names that the database no longer holds: listed, not a reason to refuse. */
  missingImages: string[]
}

/** An archive written under its staging name (never served): put in place, or discarded, by its caller. */
export interface StagedArchive extends ArchiveResult {
  /** Renames it into ARCHIVE_DIR/<host>/ (the previous archive of that host goes); answers the placed result. */
  place(): ArchiveResult
  /** Removes the staging folder; nothing of it stays. */
  discard(): void
}

/** Public GETs that are not content: probes, the docs page, search (a server), the backup. */
const API_LEFT_OUT = new Set(['/healthz', '/readyz', '/search', '/docs', '/backup', '/backup/last'])
const IMAGE_PATH = /\/api\/images\/[0-9a-f-]{36}\.[a-z]{3,4}/g
const OG_IMAGE = /\/api\/og-image\.png\?path=([^"'&\s<>)]+)/g

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Where a page's preview image lives in the archive (no query strings in a static site). */
export function ogImageFile(pagePath: string): string {
  const slug = pagePath === '/' ? 'index' : pagePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9._-]+/gi, '--')
  return `/api/og-image/${slug}.png`
}

/** The file a URL path is written to: folders get index.html (pages) or index.json (API answers). */
function fileOf(root: string, path: string, kind: 'page' | 'json' | 'file'): string {
  if (kind === 'file') return join(root, path)
  return join(root, path, kind === 'page' ? 'index.html' : 'index.json')
}

function write(file: string, body: string | Uint8Array): number {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, body)
  return typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength
}

/**
 * An archived page: no script but structured data (it is complete without JavaScript), no form (nothing can be
 * sent: the contact form, marked `data-archive-mail`, becomes the address to write to; others, such as the
 * programme's filters, leave nothing), no way to the login, the admin area or the live edition's registration and
 * check-in (a block marked `data-archive-omit` goes whole, so no sentence is left without its link), no "My programme" link nor star
 * (they live in the browser's storage, read by script), preview images at their static paths, and the banner.
 */
export function archivedHtml(html: string, banner: string, contactEmail: string | undefined): string {
  const mail = contactEmail
    ? `<p data-archive-contact>Write to <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a>.</p>`
    : ''
  // No manifest link: an archive is not an installable app (no script runs, and the manifest is not archived).
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|manifest)"[^>]*>/g, '')
    .replace(/<form\b([^>]*)>[\s\S]*?<\/form>/g, (_form, attributes: string) =>
      /\bdata-archive-mail\b/.test(attributes) ? mail : '',
    )
    .replace(/<(p|li|div)\b[^>]*\bdata-archive-omit\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<a\b[^>]*href="\/(?:login|admin|register|registration|check-in)(?:[/?#][^"]*)?"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<a\b[^>]*href="\/programme\?starred=1"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<button\b[^>]*\baria-pressed=[^>]*>[\s\S]*?<\/button>/g, '')
    .replace(OG_IMAGE, (_m, encoded: string) => ogImageFile(safeDecode(encoded)))
    .replace(/<main([^>]*)>|<body([^>]*)>(?![\s\S]*<main)/, (tag) => `${tag}${banner}`)
}

/**
 * Every page of the archive in one list, under the banner: the site's menus open with JavaScript, which archived
 * pages do not run, so this is how every page stays reachable.
 */
export function pagesMenu(pages: { path: string; title: string }[]): string {
  const items = pages.map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`).join('')
  return (
    `<details data-archive-pages style="margin-top:.35rem"><summary style="cursor:pointer;text-decoration:underline">Every page of the archive</summary>` +
    `<ul style="list-style:none;margin:.5rem auto 0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem;justify-content:center;max-width:60rem">${items}</ul></details>`
  )
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The archive's /sw.js: removes the live site's worker and its caches (archived pages register none). */
export const RETIRED_SERVICE_WORKER = `// This edition is archived: no service worker. This one removes the one the live site had installed.
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name)
      await self.registration.unregister()
      for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url)
    })(),
  )
})
`

// The search page's one script (the archive's CSP allows scripts from its own files only).
const SEARCH_SCRIPT =
  "window.addEventListener('DOMContentLoaded', () => { new PagefindUI({ element: '#archive-search', showSubResults: true, showImages: false }) })\n"

/** The search page: the home page's frame (header, banner, footer) around Pagefind's search box and results. */
export function archivedSearchPage(home: string): string {
  const body =
    '<section data-pagefind-ignore="all" style="max-width:48rem;margin:2rem auto;padding:0 1rem">' +
    '<h1 style="font-size:1.75rem;font-weight:700;margin-bottom:1rem">Search the archive</h1>' +
    '<div id="archive-search"></div>' +
    '<noscript><p>Search needs JavaScript. <a href="/">Every page is listed on the home page</a> under the banner.</p></noscript></section>'
  // The page's own content goes (all of <main>, or of <body> in a page without one); the banner stays.
  const frame = /<main[^>]*>/.test(home)
    ? /(<main[^>]*>)([\s\S]*?<\/div>)?[\s\S]*(<\/main>)/
    : /(<body[^>]*>)([\s\S]*?<\/div>)?[\s\S]*(<\/body>)/
  return home
    .replace(frame, (_m, open: string, banner: string | undefined, close: string) => {
      const kept = banner?.includes('data-archive-banner') ? banner : ''
      return `${open}${kept}${body}${close}`
    })
    .replace(/<title[^>]*>[^<]*<\/title>/, '<title>Search the archive</title>')
    .replace(/<link rel="canonical"[^>]*>/, '')
    .replace(
      '</head>',
      // The site hides controls of a server-rendered page until the app takes over ([data-ssr]); here Pagefind's are live.
      '<link rel="stylesheet" href="/pagefind/pagefind-ui.css"><style>#root #archive-search :is(button,input){visibility:visible}</style>' +
        '<script src="/pagefind/pagefind-ui.js"></script><script src="/search/search.js"></script></head>',
    )
}

/** A Pagefind index of every archived page (the banner, header and footer left out) into `<root>/pagefind/`. */
async function writeSearchIndex(root: string): Promise<void> {
  const pagefind = await import('pagefind')
  try {
    const { index, errors } = await pagefind.createIndex({
      excludeSelectors: ['[data-archive-banner]', 'header.fixed', 'footer', 'nav'],
    })
    if (!index) throw new ArchiveError(`The search index could not be made: ${errors.join('; ')}`)
    const added = await index.addDirectory({ path: root, glob: '**/*.html' })
    if (added.errors.length > 0)
      throw new ArchiveError(`The search index could not be made: ${added.errors.join('; ')}`)
    const written = await index.writeFiles({ outputPath: join(root, 'pagefind') })
    if (written.errors.length > 0)
      throw new ArchiveError(`The search index could not be written: ${written.errors.join('; ')}`)
  } finally {
    await pagefind.close()
  }
}

/** Same-site links of a page: href and src values that are paths (or absolute URLs on the edition's origin). */
export function linksOf(html: string, origin: string): string[] {
  const links: string[] = []
  for (const m of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    let url = m[1]!.replace(/&amp;/g, '&')
    if (url.startsWith(origin)) url = url.slice(origin.length) || '/'
    if (!url.startsWith('/') || url.startsWith('//')) continue
    links.push(url.split('#')[0]!.split('?')[0]! || '/')
  }
  return links
}

/** Writes the archive of the current edition and puts it in place at once (`make archive`). */
export async function writeArchive(options: ArchiveOptions): Promise<ArchiveResult> {
  return (await stageArchive(options)).place()
}

/**
 * Writes the archive of the current edition under a staging name (a dot folder: ARCHIVE_DIR's scan never serves
 * it), checked whole; the caller places it once what it belongs to is done (the edition switch commits).
 */
export async function stageArchive(options: ArchiveOptions): Promise<StagedArchive> {
  const db = options.database.db
  const conference = await readConference(db)
  const settings = await readPublicSettings(db)
  const origin = conference?.publicUrl || options.publicUrl
  if (!origin)
    throw new ArchiveError(
      'The edition has no public URL: set it in /admin/settings (Conference, public URL) or PUBLIC_URL, so that the archive knows its host name.',
    )
  const { hostname: host, origin: editionOrigin } = new URL(origin)
  const { app, pages, stop } = options.site({
    database: options.database,
    clientDist: options.clientDist,
    renderModule: options.renderModule,
    publicUrl: editionOrigin,
  })
  if (!pages) throw new ArchiveError(`No built web client in ${options.clientDist}: run make build first.`)
  const get = async (path: string) => {
    const res = await app.request(`http://localhost${path}`, { headers: { host: 'localhost' } })
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      body: new Uint8Array(await res.arrayBuffer()),
    }
  }

  mkdirSync(options.archiveDir, { recursive: true })
  // A host may have 253 characters: its first 100 name the folder, within the file system's 255.
  const tmp = join(options.archiveDir, `.${host.slice(0, 100)}.staging-${process.pid}-${Date.now()}`)
  rmSync(tmp, { recursive: true, force: true })
  mkdirSync(tmp, { recursive: true })
  let bytes = 0
  let files = 0
  const put = (file: string, body: string | Uint8Array) => {
    bytes += write(file, body)
    files++
  }
  try {
    // The client's files (assets, icons), but not its page template, nor its service worker (below).
    cpSync(options.clientDist, tmp, {
      recursive: true,
      // Not the pre-compressed copies (.br, .gz): the archive is served as plain files.
      filter: (src) => !['index.html', 'sw.js'].includes(relative(options.clientDist, src)) && !/\.(br|gz)$/.test(src),
    })
    // A browser that visited this host while it was the live site keeps the live worker, which would answer from
    // the live edition's caches; its next update check fetches this one, which empties those caches and unregisters.
    put(join(tmp, 'sw.js'), RETIRED_SERVICE_WORKER)

    const name = conference?.shortName ?? 'This edition'
    const when = conference ? ` on ${conferenceDates(conference)}` : ''
    const link = options.currentUrl
      ? ` <a href="${escapeHtml(options.currentUrl)}" style="color:inherit;font-weight:600">Go to the current edition</a>`
      : ''
    // Pages: every public page of the site map, and the not-found page.
    const pagePaths = await pages.publicPagePaths()
    const rendered: { path: string; title: string; html: string }[] = []
    for (const path of pagePaths) {
      const page = await get(path)
      if (page.status !== 200) continue
      const html = new TextDecoder().decode(page.body)
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/\s*\|[^|]*$/, '') || path
      rendered.push({ path, title, html })
    }
    const banner =
      `<div role="note" data-archive-banner style="background:#1e293b;color:#fff;padding:.6rem 1rem;text-align:center;font:500 .95rem/1.4 system-ui,sans-serif">` +
      `${escapeHtml(name)} took place${escapeHtml(when)}. This is its archive.${link}` +
      ` <a href="/search/" style="color:inherit;text-decoration:underline">Search the archive</a>` +
      `${pagesMenu(rendered.map(({ path, title }) => ({ path, title: title.replace(/&amp;/g, '&') })))}</div>`
    const texts: string[] = []
    for (const page of rendered) {
      const html = archivedHtml(page.html, banner, settings?.contactEmail)
      // A page whose path names a file (/authors/cmt-acknowledgement.html) is that file; others are folders.
      put(fileOf(tmp, page.path, /\.[a-z0-9]+$/i.test(page.path) ? 'file' : 'page'), html)
      texts.push(html)
    }
    const pageCount = rendered.length
    // Search without a server: a Pagefind index of the archived pages, and a search page that reads it.
    await writeSearchIndex(tmp)
    const searchPage = rendered.find((p) => p.path === '/') && texts[rendered.findIndex((p) => p.path === '/')]
    if (searchPage) {
      const html = archivedSearchPage(searchPage)
      put(join(tmp, 'search', 'index.html'), html)
      put(join(tmp, 'search', 'search.js'), SEARCH_SCRIPT)
      texts.push(html)
    }
    // Each certificate's check page, so it stays verifiable after the edition (not in the search index).
    for (const path of await verifyPagePaths(db)) {
      const page = await get(path)
      const html = new TextDecoder().decode(page.body)
      if (page.status === 200) put(fileOf(tmp, path, 'page'), archivedHtml(html, banner, settings?.contactEmail))
    }
    const missing = await get('/__archive-page-not-found__')
    const notFound = archivedHtml(new TextDecoder().decode(missing.body), banner, settings?.contactEmail)
    put(join(tmp, '404.html'), notFound)

    // The public GET answers of the API, found from the contract: every GET without a token and a parameter in its path.
    const contract = JSON.parse(new TextDecoder().decode((await get('/api/openapi.json')).body)) as {
      paths: Record<string, { get?: { security?: unknown[] } }>
    }
    put(join(tmp, 'api', 'openapi.json'), JSON.stringify(contract))
    for (const [apiPath, item] of Object.entries(contract.paths)) {
      if (!item.get || (item.get.security?.length ?? 0) > 0 || apiPath.includes('{') || API_LEFT_OUT.has(apiPath))
        continue
      const answer = await get(`/api${apiPath}`)
      if (answer.status !== 200) continue
      const isJson = answer.type.startsWith('application/json')
      put(fileOf(tmp, `/api${apiPath}`, isJson ? 'json' : 'file'), answer.body)
      if (isJson) texts.push(new TextDecoder().decode(answer.body))
    }
    // Each important date's own calendar file.
    const dates = JSON.parse(new TextDecoder().decode((await get('/api/dates')).body)) as { dates?: { _id: string }[] }
    for (const date of dates.dates ?? []) {
      const ics = await get(`/api/calendar/${date._id}.ics`)
      if (ics.status === 200) put(join(tmp, 'api', 'calendar', `${date._id}.ics`), ics.body)
    }
    // Every uploaded image a page or an answer names, at its own path.
    const images = new Set<string>()
    for (const text of texts) for (const m of text.matchAll(IMAGE_PATH)) images.add(m[0])
    const missingImages: string[] = []
    for (const image of [...images].sort()) {
      const answer = await get(image)
      if (answer.status === 200) put(join(tmp, image), answer.body)
      else missingImages.push(image)
    }
    // Preview images, at static paths the pages were rewritten to.
    for (const path of pagePaths) {
      const png = await get(`/api/og-image.png?path=${encodeURIComponent(path)}`)
      if (png.status === 200) put(join(tmp, ogImageFile(path)), png.body)
    }
    // Crawlers: the sitemap as the live site had it; robots.txt lets them index the whole archive.
    const sitemap = new TextDecoder().decode((await get('/sitemap.xml')).body)
    put(join(tmp, 'sitemap.xml'), sitemap)
    put(join(tmp, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${editionOrigin}/sitemap.xml\n`)

    // Before the rename: every sitemap URL and every link of every page has its file.
    const gaps = new Set<string>()
    for (const m of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = m[1]!.startsWith(editionOrigin) ? m[1]!.slice(editionOrigin.length) || '/' : m[1]!
      if (!archiveFileFor(tmp, path)) gaps.add(`${path} (in the sitemap)`)
    }
    for (const html of [...texts.filter((t) => t.startsWith('<!')), notFound]) {
      // A missing image is listed in the result (a deleted upload should not stop an archive), not a gap.
      for (const link of linksOf(html, editionOrigin))
        if (!archiveFileFor(tmp, link) && !missingImages.includes(link)) gaps.add(link)
    }
    if (gaps.size > 0) {
      const list = [...gaps].sort()
      throw new ArchiveError(
        `The archive would have ${list.length} missing file(s), so the previous archive was kept: ${list.slice(0, 20).join(', ')}${list.length > 20 ? ', …' : ''}`,
      )
    }

    const dir = join(options.archiveDir, host)
    const result = { host, pages: pageCount, files, bytes, missingImages }
    return {
      ...result,
      dir: tmp,
      place: () => {
        const old = join(options.archiveDir, `.${host}.old-${process.pid}-${Date.now()}`)
        if (existsSync(dir)) renameSync(dir, old)
        renameSync(tmp, dir)
        rmSync(old, { recursive: true, force: true })
        return { ...result, dir }
      },
      discard: () => rmSync(tmp, { recursive: true, force: true }),
    }
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true })
    throw err
  } finally {
    await stop().catch(() => {})
  }
}

/** The size of a folder's files in bytes (for the CLI's summary). */
export function sizeOf(path: string): number {
  return statSync(path).size
}
