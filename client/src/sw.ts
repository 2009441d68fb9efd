/// <reference lib="webworker" />
// The service worker (served at /sw.js; built by vite.config.ts's serviceWorker plugin, which replaces
// __SW_PRECACHE__ and __SW_BUILD__). Issue 34 item 3: the programme offline.
//
// - Precache: the app shell (the hashed scripts and stylesheet of the public pages, the logo and icons). Workbox
//   fetches the new build's files while the old worker still serves, and removes the old ones only when the new
//   worker activates, which happens once no tab runs the old build (no skipWaiting): a page never mixes builds.
// - Pages: network first; the cached copy only when the network fails or takes more than 3 s. The copies of the
//   programme, of every session and of the workshop pages are fetched once a page has been visited ("warm"), per
//   build (a page names its build's hashed files, so an older build's pages are dropped when a new one activates).
// - GET /api/programme (its versions, its workshops): network first too. Speakers' images and fonts: cache first.
// - Every other public page visited is kept too (the same network-first route); a public page never visited gets
//   the site's own offline page, listing the pages held (lib/offline-page.ts), not the browser's error.
// - Never: /admin…, /login (any letter case), any request with a token, anything but GET (no route matches them: the browser fetches
//   them itself, as without a worker).

import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core/types'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { offlinePageHtml, type SavedPage, savedPageTitle } from './lib/offline-page'
import {
  API_CACHE,
  ASSETS_CACHE,
  FONTS_CACHE,
  FROM_CACHE_HEADER,
  IMAGES_CACHE,
  isPrivatePath,
  MSG_FROM_CACHE,
  MSG_WARM,
  PAGES_CACHE_PREFIX,
  PROGRAMME_API,
} from './lib/service-worker-protocol'

declare let self: ServiceWorkerGlobalScope
declare const __SW_PRECACHE__: PrecacheEntry[]
declare const __SW_BUILD__: string

const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${__SW_BUILD__}`
const NETWORK_TIMEOUT_SECONDS = 3
const WORKSHOPS_PREFIX = '/programs/technical-session'
/** Pages fetched at once while warming. */
const PARALLEL = 4

cleanupOutdatedCaches()
precacheAndRoute(__SW_PRECACHE__)

const sameOrigin = (url: URL) => url.origin === self.location.origin
const hasToken = (request: Request) => request.headers.has('token') || request.headers.has('authorization')

/** Windows whose page came from the cache (FetchEvent.resultingClientId): the offline notice asks. */
const pagesFromCache = new Set<string>()

const markPageFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    const id = (event as FetchEvent | undefined)?.resultingClientId
    if (cachedResponse && id) pagesFromCache.add(id)
    return cachedResponse ?? null
  },
}

const markAnswerFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null
    const headers = new Headers(cachedResponse.headers)
    headers.set(FROM_CACHE_HEADER, '1')
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    })
  },
}

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] })

// Public pages.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !isPrivatePath(url.pathname) && !url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // A filtered programme (/programme?room=…) offline: the programme page, whatever its query.
    matchOptions: { ignoreSearch: true, ignoreVary: true },
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true }), markPageFromCache],
  }),
)

/** The pages held for offline reading, with their titles (at most 60, as they were first kept). */
async function savedPages(): Promise<SavedPage[]> {
  const pages = await caches.open(PAGES_CACHE)
  const saved: SavedPage[] = []
  for (const request of (await pages.keys()).slice(0, 60)) {
    const path = new URL(request.url).pathname
    const page = await pages.match(request, { ignoreVary: true })
    saved.push({ path, title: page ? savedPageTitle(await page.text(), path) : path })
  }
  return saved
}

// A public page the network cannot give and the cache does not hold: the site's offline page. Only navigations
// the pages route took reach here (never the admin area, the login or a request with a token).
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error()
  return new Response(offlinePageHtml(url.pathname, await savedPages()), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
})

// The published programme (what the programme pages read after they load, and the offline notice's version), and
// the workshops every page's menu reads.
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) &&
    (url.pathname === PROGRAMME_API ||
      url.pathname === `${PROGRAMME_API}/versions` ||
      url.pathname === `${PROGRAMME_API}/workshops`) &&
    !hasToken(request),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [okOnly(), markAnswerFromCache],
  }),
)

// Uploaded images (speakers' photos): immutable at their URL.
registerRoute(
  ({ request, url }) => sameOrigin(url) && url.pathname.startsWith('/api/images/') && !hasToken(request),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [
      okOnly(),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
)

registerRoute(
  ({ request, url }) => sameOrigin(url) && request.destination === 'font',
  new CacheFirst({ cacheName: FONTS_CACHE, plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 30 })] }),
)

// Hashed files not precached (the admin area's code, a page of a newer build fetched before its worker installs).
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
)

// Warming: the programme, each session's page, the workshop pages and the speakers' images, fetched into the
// caches so that they open offline without having been visited. Pages already held are fetched again only when a
// newer version of the programme is published.

let warming: Promise<void> | undefined
let lastWarm = 0

function warm(force = false): Promise<void> {
  if (warming !== undefined) return warming
  if (!force && Date.now() - lastWarm < 60_000) return Promise.resolve()
  warming = warmCaches(force)
    .catch(() => {}) // offline, or the server is down: the next visit tries again
    .finally(() => {
      lastWarm = Date.now()
      warming = undefined
    })
  return warming
}

const versionOf = (programme: unknown): number | undefined =>
  (programme as { version?: { number?: number } | null } | undefined)?.version?.number

async function inParallel<T>(items: T[], run: (item: T) => Promise<unknown>) {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item).catch(() => {})
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
}

async function warmCaches(force: boolean) {
  const api = await caches.open(API_CACHE)
  const held = await api.match(PROGRAMME_API, { ignoreVary: true })
  const heldVersion = held ? versionOf(await held.json().catch(() => undefined)) : undefined
  const answer = await fetch(PROGRAMME_API, { cache: 'no-cache' })
  const paths = new Set(['/programme', '/programme/changes', WORKSHOPS_PREFIX])
  let text = ''
  let changed = force
  if (answer.ok) {
    text = await answer.clone().text()
    await api.put(PROGRAMME_API, answer)
    const programme = JSON.parse(text) as { sessions?: { slug?: string }[] }
    changed ||= versionOf(programme) !== heldVersion
    for (const session of programme.sessions ?? [])
      if (session.slug) paths.add(`/programme/${encodeURIComponent(session.slug)}`)
  }
  // The workshop pages, as the sitemap lists them.
  const sitemap = await fetch('/sitemap.xml').catch(() => undefined)
  if (sitemap?.ok) {
    for (const [, loc] of (await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL(loc!.replace(/&amp;/g, '&'), self.location.origin)
      if (url.pathname.startsWith(`${WORKSHOPS_PREFIX}/`)) paths.add(url.pathname)
    }
  }
  const pages = await caches.open(PAGES_CACHE)
  const missing: string[] = []
  for (const path of paths) if (changed || !(await pages.match(path, { ignoreVary: true }))) missing.push(path)
  await inParallel(missing, async (path) => {
    const page = await fetch(path, { headers: { Accept: 'text/html' } })
    if (page.ok && page.headers.get('content-type')?.startsWith('text/html')) await pages.put(path, page)
  })
  // Speakers' images named by the programme (absolute URLs on this origin).
  const images = await caches.open(IMAGES_CACHE)
  const imagePaths = new Set<string>()
  for (const [match] of text.matchAll(/(?:https?:\/\/[^"/\s]+)?\/api\/images\/[^"\s?#\\]+/g)) {
    const url = new URL(match, self.location.origin)
    if (sameOrigin(url)) imagePaths.add(url.pathname)
  }
  await inParallel([...imagePaths], async (path) => {
    if (await images.match(path, { ignoreVary: true })) return
    const image = await fetch(path)
    if (image.ok) await images.put(path, image)
  })
}

self.addEventListener('install', (event) => {
  // An update: the new build's pages are fetched before it can take over, so that it never starts with none.
  if (self.registration.active) event.waitUntil(warm(true))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The first install takes the open page at once (it runs this very build); an update activates only when no
      // page of the old build is left, so this takes only pages that had no worker.
      await self.clients.claim()
      // Pages of earlier builds name hashed files this build no longer keeps.
      for (const name of await caches.keys())
        if (name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE) await caches.delete(name)
    })(),
  )
})

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; force?: boolean } | undefined
  if (data?.type === MSG_WARM) event.waitUntil(warm(Boolean(data.force)))
  else if (data?.type === MSG_FROM_CACHE) {
    const id = (event.source as Client | null)?.id
    event.ports[0]?.postMessage(Boolean(id && pagesFromCache.has(id)))
  }
})
