// Server rendering at request time (server/src/pages/renderer.ts loads this bundle): every public page is
// rendered from current data, and the data goes along in the HTML so the browser hydrates without fetching it.
import { AsyncLocalStorage } from 'node:async_hooks'
import { BoundedMap } from '@common/bounded-map'
import * as markdownRenderer from '@common/markdown'
import { organiserDisplay } from '@common/organiser'
import type { ApiFetch, RenderedPage, RenderOptions } from '@common/render-contract'
import { dehydrate, hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './app'
import { type PageData, pages as sitePages } from './content/pages'
import { PROGRAMME_SEARCH_PARAMS } from './features/programme/filters'
import { sessionEvent } from './features/programme/structured-data'
import {
  type StructuredDataSources,
  speakerPersons,
  structuredData,
  structuredDataNeeds,
} from './features/seo/structured-data'
import { lightenSpeakersState } from './features/speakers/api'
import { SSR_API_BASE, setServerFetch } from './lib/api'
import { eventSettingsQueryOptions } from './lib/conference'
import { provideMarkdownRenderer } from './lib/markdown-renderer'
import { showsNotFound } from './lib/not-found'
import { loadPageMeta } from './lib/page-meta'
import { cachedPages } from './lib/page-query'
import { createQueryClient } from './lib/query-client'
import { FIRST_BATCH } from './lib/use-growing-count'
import { programmePageData, publishedProgrammeQueryOptions } from './lib/workshops'
import { createAppRouter } from './router'

// The server renders every page's Markdown: the browser adopts that HTML as it hydrates (lib/markdown-renderer.ts).
provideMarkdownRenderer(markdownRenderer)

const PROGRAMME_QUERY_HASH = hashKey(publishedProgrammeQueryOptions.queryKey)

// Each render's API calls go to its own `fetchApi` (several renders run at once).
const currentFetch = new AsyncLocalStorage<ApiFetch>()
/**
 * On Node 20 an enabled AsyncLocalStorage keeps async hooks on for every promise and socket of the process: the
 * cached answers of the whole site ran ~17% slower after the first render. It is switched off between renders.
 */
let rendersInFlight = 0
setServerFetch((request) => {
  const fetchApi = currentFetch.getStore()
  if (!fetchApi) return Promise.reject(new Error('API call outside a server render'))
  return fetchApi(request)
})

/** Server answers stay quick (in-process): a bound only for a render that would otherwise never finish. */
const DATA_WAIT_MS = 5_000
/** Renders until no component asks for data it did not have; one extra pass is the usual worst case. */
const MAX_PASSES = 3

/**
 * The queries each page read last time without a loader priming them (the footer's settings, the menu's programme,
 * the home page's lists), fetched with its loaders the next time: each such query used to cost a second render
 * of the whole page (/programme: ~40 ms of its ~100 ms cold render, docs/decisions/018). By path, bounded.
 */
const readWithoutLoader = new BoundedMap<string, { queryKey: QueryKey; queryFn: () => unknown; queryHash: string }[]>(
  1000,
)

function primeRemembered(queryClient: QueryClient, path: string): Promise<unknown> {
  const queries = readWithoutLoader.get(path) ?? []
  return Promise.all(queries.map(({ queryKey, queryFn }) => queryClient.prefetchQuery({ queryKey, queryFn })))
}

function remember(path: string, queries: readonly Query[]) {
  const known = readWithoutLoader.get(path) ?? []
  const hashes = new Set(known.map((q) => q.queryHash))
  const added = queries
    .filter((q) => !hashes.has(q.queryHash))
    .map((q) => ({ queryKey: q.queryKey, queryFn: q.options.queryFn as () => unknown, queryHash: q.queryHash }))
  if (added.length === 0) return
  // At most a few dozen per page: a page whose queries change with its data must not grow the list forever.
  readWithoutLoader.set(path, [...known, ...added].slice(-32))
}

async function settled(queryClient: QueryClient, deadline: number): Promise<void> {
  // Loaders start their fetches in a task of their own (lib/in-own-task.ts): let those tasks run first.
  await new Promise((r) => setTimeout(r, 0))
  while (queryClient.isFetching() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1))
}

/** The newest updatedAt/createdAt anywhere in `value`. */
function newestTimestamp(value: unknown, newest = ''): string {
  if (Array.isArray(value)) return value.reduce<string>((n, v) => newestTimestamp(v, n), newest)
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'updatedAt' || key === 'createdAt') && typeof v === 'string' && v > newest) newest = v
      else if (v && typeof v === 'object') newest = newestTimestamp(v, newest)
    }
  }
  return newest
}

async function structuredDataOf(
  path: string,
  origin: string,
  fetchApi: ApiFetch,
  pageData: PageData,
): Promise<unknown[]> {
  if (!origin) return []
  const getJson = async (apiPath: string) => {
    const res = await fetchApi(new Request(`${SSR_API_BASE}${apiPath}`))
    return res.ok ? res.json() : undefined
  }
  const sources: StructuredDataSources = { origin, pageData }
  const needs = structuredDataNeeds(path)
  await Promise.all([
    needs.includes('dates') && getJson('/dates').then((r) => (sources.dates = r?.dates)),
    needs.includes('settings') && getJson('/settings').then((r) => (sources.settings = r?.settings)),
    needs.includes('speakers') && getJson('/speaker/all').then((r) => (sources.speakers = r?.data)),
  ])
  const objects: unknown[] = structuredData(path, sources)
  if (path === '/programs/speakers' && sources.speakers?.length)
    objects.push(...speakerPersons(sources.speakers, origin))
  // A session's page: the session as an Event, a sub-event of the conference.
  const sessionSlug = /^\/programme\/([^/]+)$/.exec(path)?.[1]
  if (sessionSlug && sessionSlug !== 'changes') {
    const [programme, settings] = await Promise.all([getJson('/programme'), getJson('/settings')])
    const event = programme && sessionEvent(programme, sessionSlug, origin, settings?.settings?.conference)
    if (event) objects.unshift(event)
  }
  return objects
}

/** Renders `url` (path and query) with the API answered by `fetchApi`. */
export async function renderPage(url: string, fetchApi: ApiFetch, options: RenderOptions = {}): Promise<RenderedPage> {
  rendersInFlight++
  try {
    return await renderWith(url, fetchApi, options)
  } finally {
    if (--rendersInFlight === 0) currentFetch.disable()
  }
}

function renderWith(url: string, fetchApi: ApiFetch, options: RenderOptions): Promise<RenderedPage> {
  return currentFetch.run(fetchApi, async () => {
    const deadline = Date.now() + DATA_WAIT_MS
    const pages = await loadPageMeta()
    const queryClient = createQueryClient({ server: true })
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }))
    const rememberedKey = url.split('?')[0] ?? url
    await Promise.all([router.load(), primeRemembered(queryClient, rememberedKey)])
    await settled(queryClient, deadline)
    let html = ''
    const httpStatus = { code: 200 }
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      httpStatus.code = 200
      html = renderToString(
        <App
          router={router}
          queryClient={queryClient}
          serverRendered
          httpStatus={httpStatus}
          wholeLists={options.wholeLists}
        />,
      )
      // Components that read data no loader primed (useQuery during render) left a query waiting: fetch them
      // all and render again, so the HTML holds every list the page shows.
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter(
          (q) =>
            q.state.status === 'pending' &&
            q.state.fetchStatus === 'idle' &&
            q.options.queryFn &&
            // A query made disabled (`enabled: false`) waits for something else; the page does not need it.
            (q.options as { enabled?: unknown }).enabled !== false,
        )
      if (waiting.length > 0) remember(rememberedKey, waiting)
      if (waiting.length === 0 || pass === MAX_PASSES || Date.now() > deadline) break
      await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)))
    }
    const state = dehydrate(queryClient)
    const path = router.state.location.pathname
    const notFound = showsNotFound(router, router.state)
    // A 404 page shows nothing of the programme it read to tell a slug was no session's: its state stays out (it
    // was the whole programme, 288 KB, on every mistyped link); the browser reads it again if it needs it.
    if (notFound) state.queries = state.queries.filter((q) => q.queryHash !== PROGRAMME_QUERY_HASH)
    // The speakers page without a search: the later cards' descriptions come after hydration (features/speakers).
    if (path === '/programs/speakers' && !options.wholeLists && !(router.state.location.search as { q?: string }).q)
      lightenSpeakersState(state, FIRST_BATCH)
    // The same data renders to the same bytes, so the same ETag (a browser's revalidation is a 304 after the page
    // was rendered again): the queries in one order (a render again primes the ones it remembered first), and the
    // times React Query stamps left out; the browser stamps them (lib/server-state.ts).
    state.queries.sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0))
    for (const query of state.queries) {
      query.state.dataUpdatedAt = 0
      query.state.errorUpdatedAt = 0
      query.dehydratedAt = 0
    }
    // Titles and descriptions name the conference of the event settings, which every page has read (the footer).
    const settings = queryClient.getQueryData(eventSettingsQueryOptions.queryKey)
    const conference = settings?.conference
    // A workshop's or a session's page title is its session's: the published programme the page (and the menu) read.
    // An edited page's title and description are its data (issue 54), which its route's loader read.
    const pageData: PageData = programmePageData(queryClient.getQueryData(publishedProgrammeQueryOptions.queryKey), {
      page: cachedPages(queryClient),
      // The home page's title names the organiser of the settings (its words: common/organiser.ts).
      ...(settings?.organiser ? { organiser: organiserDisplay(settings.organiser) } : {}),
    })
    queryClient.clear()
    const status = notFound ? 404 : httpStatus.code
    const found = status === 200
    return {
      status,
      html,
      title: found ? pages?.getDocumentTitle(path, conference, pageData) : undefined,
      description: found ? pages?.getPageMeta(path, conference, pageData).description : undefined,
      state,
      jsonLd: found ? await structuredDataOf(path, options.origin ?? '', fetchApi, pageData) : [],
      lastModified: newestTimestamp(state) || undefined,
      siteName: conference?.shortName,
    }
  })
}

/** Every public page of the site map, the track and session pages included (for the sitemap). */
export function publicPagePaths(): string[] {
  // (/authors/cmt-acknowledgement.html is a rendered page too, the data page `cmt-acknowledgement`: its static file
  // is gone, issue 54; an archive writes it at that file's path.)
  return Object.keys(sitePages).filter(
    (path) =>
      path !== '/login' &&
      path !== '/verify' &&
      // The live edition's form: rendered, but neither in the sitemap nor archived once the edition is over.
      path !== '/register' &&
      path !== '/admin' &&
      !path.startsWith('/admin/'),
  )
}

/**
 * The public pages that are data, for the sitemap and the archive: each published workshop's page
 * (/programs/technical-session/<slug>) and each published session's (/programme/<slug>), read from GET
 * /api/programme through `fetchApi`.
 */
export async function dataPagePaths(fetchApi: ApiFetch): Promise<string[]> {
  const res = await fetchApi(new Request(`${SSR_API_BASE}/programme`))
  if (!res.ok) return []
  const pages = await loadPageMeta()
  return pages?.dataPagePaths(programmePageData(await res.json())) ?? []
}

/**
 * The query parameters each page reads (its route's `validateSearch`). The server keeps only these in a page's URL
 * and cache key: `/programs/speakers?utm_source=x` is the cached `/programs/speakers`.
 */
const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/programs/speakers': ['q'],
  '/programme': PROGRAMME_SEARCH_PARAMS,
}

export function pageQueryParams(path: string): readonly string[] {
  return PAGE_QUERY_PARAMS[path] ?? []
}
