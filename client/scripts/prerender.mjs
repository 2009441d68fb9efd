// After `vite build` and the SSR build of src/entry-prerender.tsx: writes dist/prerendered/<path>.html for
// every public page (its HTML, <title> and description inside the built index.html), for the server to answer
// before any JavaScript runs. Pages with parameters and admin pages keep the plain index.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const dist = resolve(process.argv[2] ?? 'dist')
const entry = resolve(process.argv[3] ?? 'dist-prerender/entry-prerender.js')
const { prerender, prerenderablePaths } = await import(pathToFileURL(entry).href)
const template = readFileSync(join(dist, 'index.html'), 'utf8')
const out = join(dist, 'prerendered')
rmSync(out, { recursive: true, force: true })

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const paths = prerenderablePaths()
for (const path of paths) {
  const page = await prerender(path)
  // The router's <title>/<meta> land inside the body when rendered to a string: they go in <head> instead. Inline
  // scripts (the router's scroll restoration) would break the Content-Security-Policy (script-src 'self').
  // React's image preloads go to <head> too (the hydrated tree must start with the app's own elements).
  const preloads = page.html.match(/<link rel="preload"[^>]*>/g) ?? []
  const body = page.html
    .replace(/<link rel="preload"[^>]*>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  const head = [
    ...preloads.map((tag) => tag.replace('<link ', '<link data-prerendered ')),
    page.title ? `<title data-prerendered>${escapeHtml(page.title)}</title>` : '',
    page.description ? `<meta data-prerendered name="description" content="${escapeHtml(page.description)}" />` : '',
  ].join('')
  const html = template
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${body}</div>`)
  if (html === template || !html.includes(body)) throw new Error(`prerender: no #root in dist/index.html for ${path}`)
  const file = join(out, path === '/' ? 'index.html' : `${path}.html`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}
console.log(`prerendered ${paths.length} pages into ${out}`)
// The React server renderer's timers (and the never-answering fetch) must not keep the build waiting.
process.exit(0)
