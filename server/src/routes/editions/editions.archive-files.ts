import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

// The archive's files: where each URL is written, and the pages as an archive serves them (no live script, a
// banner, a search of its own).

/** A run that cannot make a whole archive: nothing is moved into place. */
export class ArchiveError extends Error {}

export const API_LEFT_OUT = new Set(['/healthz', '/readyz', '/search', '/docs', '/backup', '/backup/last'])
export const IMAGE_PATH = /\/api\/images\/[0-9a-f-]{36}\.[a-z]{3,4}/g
export const OG_IMAGE = /\/api\/og-image\.png\?path=([^"'&\s<>)]+)/g

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Where a page's preview image lives in the archive (no query strings in a static site). */
export function ogImageFile(pagePath: string): string {
  const slug = pagePath === '/' ? 'index' : pagePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9._-]+/gi, '--')
  return `/api/og-image/${slug}.png`
}

/** The file a URL path is written to: folders get index.html (pages) or index.json (API answers). */
export function fileOf(root: string, path: string, kind: 'page' | 'json' | 'file'): string {
  if (kind === 'file') return join(root, path)
  return join(root, path, kind === 'page' ? 'index.html' : 'index.json')
}

export function write(file: string, body: string | Uint8Array): number {
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

export function safeDecode(value: string): string {
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
export const SEARCH_SCRIPT =
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
export async function writeSearchIndex(root: string): Promise<void> {
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
