// The site's own offline page (issue 55 item 4): what the service worker (src/sw.ts) answers for a public page it
// has no copy of while the network fails, instead of the browser's "This site can't be reached". It lists the
// pages this device holds. Built as a string: the worker has no React; no DOM types here.

export interface SavedPage {
  path: string
  title: string
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A cached page's title without the site's suffix ("Programme | <the site's name>" → "Programme"). */
export function savedPageTitle(html: string, path: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim()
  const decoded = title
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
  return decoded?.replace(/\s+\|\s+[^|]+$/, '') || path
}

/** The offline page: the page asked for is not saved; these are (the programme first, then as visited). */
export function offlinePageHtml(asked: string, saved: readonly SavedPage[]): string {
  const ordered = [...saved].sort((a, b) => Number(b.path === '/programme') - Number(a.path === '/programme'))
  const items = ordered.map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title><style>
body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
.notice{background:#fef3c7;border:1px solid #fcd34d;border-radius:.5rem;padding:.75rem 1rem}
a{color:#0b3b6f;font-weight:600}
li{margin:.35rem 0}
</style></head><body><main>
<p class="notice" role="status">You are offline.</p>
<h1>This page is not saved on this device</h1>
<p>${escapeHtml(asked)} has not been opened here before, so it cannot be shown without a connection. It opens again once you are back online.</p>
${
  items
    ? `<h2>Pages you can read offline</h2><ul>${items}</ul>`
    : '<p>No page is saved on this device yet: pages you open while online are kept for reading offline.</p>'
}
</main></body></html>`
}
