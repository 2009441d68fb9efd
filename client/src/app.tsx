import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { type ReactNode, StrictMode, useLayoutEffect } from 'react'
import { HydrationGate } from './lib/use-hydrated'
import type { createAppRouter } from './router'

/** The whole app; the same tree in the browser and at build (pre-rendering), so hydration matches. */
export function App({
  router,
  queryClient,
  prerendered = false,
}: {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
  /** Rendered at build, or hydrating what the build rendered: live data waits until hydration is done. */
  prerendered?: boolean
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HydrationGate prerendered={prerendered}>
          <TakeOver>
            <RouterProvider router={router} />
          </TakeOver>
        </HydrationGate>
      </QueryClientProvider>
    </StrictMode>
  )
}

/** Once the live page is committed, the held-back controls of a pre-rendered page show. */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    // (The pre-rendered <title> and description stay: hydration adopts them as the router's own head tags.)
    document.getElementById('root')?.removeAttribute('data-prerendered')
  }, [])
  return children
}
