import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { conferenceDates } from '../../../../common/conference'
import { archiveFileFor } from '../../archive/reader'
import type { DatabaseHandle } from '../../db/client'
import type { PageRenderer, RenderModule } from '../../pages/renderer'
import { verifyPagePaths } from '../certificates/certificates.queries'
import { readConference, readPublicSettings } from '../settings/settings.queries'
import {
  API_LEFT_OUT,
  ArchiveError,
  archivedHtml,
  archivedSearchPage,
  escapeHtml,
  fileOf,
  IMAGE_PATH,
  linksOf,
  ogImageFile,
  pagesMenu,
  RETIRED_SERVICE_WORKER,
  SEARCH_SCRIPT,
  write,
  writeSearchIndex,
} from './editions.archive-files'

export {
  ArchiveError,
  archivedHtml,
  archivedSearchPage,
  linksOf,
  ogImageFile,
  pagesMenu,
  RETIRED_SERVICE_WORKER,
} from './editions.archive-files'

// `make archive` (issue 32 item 2): the whole public site of the current edition as static files, rendered
// in-process from a known list of URLs (never by crawling), into ARCHIVE_DIR/<host of the edition's public URL>/.
// Written to a temporary folder, checked (every sitemap URL and every link has its file), then renamed into place:
// a failed run leaves the previous archive whole.

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
