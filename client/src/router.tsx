import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { RouteError } from './lib/stale-chunk'
import { routeTree } from './routeTree.gen'

/** The site's router: the browser's history in the app, a memory history when the server renders a page. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  let firstRender = true
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // A route's code gone after a redeploy (its loader's imports too): reload once to the new version.
    defaultErrorComponent: RouteError,
    // Loaders only prime React Query's cache; let the query's own staleTime decide freshness.
    defaultPreloadStaleTime: 0,
    // Restore scroll positions on back/forward and reload, but not over a visitor who has already scrolled the
    // server-rendered page before the app took over: its first render would jump them back (and a tap on its way
    // would land on whatever then sits under the finger).
    scrollRestoration: () => {
      if (!firstRender) return true
      firstRender = false
      return typeof window === 'undefined' || window.scrollY === 0
    },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
