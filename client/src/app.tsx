import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { type ReactNode, StrictMode, useLayoutEffect } from 'react'
import { type HttpStatus, HttpStatusContext } from './lib/http-status'
import { HydrationGate } from './lib/use-hydrated'
import { WholeListsContext } from './lib/whole-lists'
import type { createAppRouter } from './router'

/** The whole app; the same tree in the browser and in a server render, so hydration matches. */
export function App({
  router,
  queryClient,
  serverRendered = false,
  httpStatus,
  wholeLists = false,
}: {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
  /** Rendered on the server, or hydrating what the server rendered: long lists grow only once hydrated. */
  serverRendered?: boolean
  /** A server render's answer status, which pages may set (lib/http-status.ts). */
  httpStatus?: HttpStatus
  /** An archived page's render: every long list whole (lib/whole-lists.ts). */
  wholeLists?: boolean
}) {
  return (
    <StrictMode>
      <HttpStatusContext value={httpStatus}>
        <WholeListsContext value={wholeLists}>
          <QueryClientProvider client={queryClient}>
            <HydrationGate serverRendered={serverRendered}>
              <TakeOver>
                <RouterProvider router={router} />
              </TakeOver>
            </HydrationGate>
          </QueryClientProvider>
        </WholeListsContext>
      </HttpStatusContext>
    </StrictMode>
  )
}

/** Once the live page is committed, the held-back controls of a server-rendered page show. */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    // (The server's <title> and description stay: hydration adopts them as the router's own head tags.)
    document.getElementById('root')?.removeAttribute('data-ssr')
  }, [])
  return children
}
