import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type * as React from 'react'

/** Renders a component inside a real router (memory history) and a fresh QueryClient (or the one given). */
export function renderWithRouter(
  ui: React.ReactNode,
  {
    path = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> })
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <>{ui}</> })
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient }
}
