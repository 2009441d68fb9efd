// Server rendering at request time (server/src/lib/page-renderer.ts loads this bundle): every public page is
// rendered from current data, and the data goes along in the HTML so the browser hydrates without fetching it.
import { AsyncLocalStorage } from 'node:async_hooks'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './app'
import { setServerFetch } from './lib/api'
import { loadPageMeta } from './lib/page-meta'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

export type ApiFetch = (request: Request) => Promise<Response>

export interface RenderedPage {
  /** 200, or 404 for a URL that is no page (or a page whose item does not exist). */
  status: number
  /** The app's markup for `<div id="root">`. */
  html: string
  title?: string
  description?: string
  /** The query cache (React Query's dehydrated state): the data the markup was rendered from. */
  state: unknown
}

// Each render's API calls go to its own `fetchApi` (several renders run at once).
const currentFetch = new AsyncLocalStorage<ApiFetch>()
setServerFetch((request) => {
  const fetchApi = currentFetch.getStore()
  if (!fetchApi) return Promise.reject(new Error('API call outside a server render'))
  return fetchApi(request)
})

/** Server answers stay quick (in-process): a bound only for a render that would otherwise never finish. */
const DATA_WAIT_MS = 5_000
/** Renders until no component asks for data it did not have; one extra pass is the usual worst case. */
const MAX_PASSES = 3

async function settled(queryClient: QueryClient, deadline: number): Promise<void> {
  // Loaders start their fetches in a task of their own (lib/in-own-task.ts): let those tasks run first.
  await new Promise((r) => setTimeout(r, 0))
  while (queryClient.isFetching() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1))
}

/** Renders `url` (path and query) with the API answered by `fetchApi`. */
export function renderPage(url: string, fetchApi: ApiFetch): Promise<RenderedPage> {
  return currentFetch.run(fetchApi, async () => {
    const deadline = Date.now() + DATA_WAIT_MS
    const pages = await loadPageMeta()
    const queryClient = createQueryClient({ server: true })
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }))
    await router.load()
    await settled(queryClient, deadline)
    let html = ''
    const httpStatus = { code: 200 }
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      httpStatus.code = 200
      html = renderToString(<App router={router} queryClient={queryClient} serverRendered httpStatus={httpStatus} />)
      // Components that read data no loader primed (useQuery during render) left a query waiting: fetch them
      // all and render again, so the HTML holds every list the page shows.
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.options.queryFn)
      if (waiting.length === 0 || pass === MAX_PASSES || Date.now() > deadline) break
      await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)))
    }
    const state = dehydrate(queryClient)
    queryClient.clear()
    const path = router.state.location.pathname
    const notFound = router.state.matches.some((m) => m.status === 'notFound' || m._notFound)
    const status = notFound ? 404 : httpStatus.code
    return {
      status,
      html,
      title: status === 200 ? pages?.getDocumentTitle(path) : undefined,
      description: status === 200 ? pages?.getPageMeta(path).description : undefined,
      state,
    }
  })
}

/** Every public page without parameters (admin pages and the login page render in the browser). */
export function publicPagePaths(): string[] {
  const router = createAppRouter(createQueryClient())
  return Object.keys(router.routesByPath)
    .filter((path) => !path.includes('$') && path !== '/admin' && !path.startsWith('/admin/') && path !== '/login')
    .sort()
}
