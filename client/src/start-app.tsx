import { hydrate } from '@tanstack/react-query'
import { createBrowserHistory } from '@tanstack/react-router'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { whenPageSettled } from './lib/page-settled'
import { createQueryClient } from './lib/query-client'
import { readServerState } from './lib/server-state'
import { installStaleChunkReload } from './lib/stale-chunk'
import { yieldToBrowser } from './lib/yield-to-browser'
import { createAppRouter } from './router'

/** Renders the page, or hydrates a server-rendered one, in steps: each `await` is a task of its own. */
export async function startApp() {
  installStaleChunkReload()
  await yieldToBrowser()
  // The browser history in a task of its own: making it keys the page's history entry (history.replaceState),
  // which took up to 10 ms here while the page was still loading, in the same task as the router's 8 ms.
  const history = createBrowserHistory()
  await yieldToBrowser()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, history)
  const root = document.getElementById('root')!

  if (!root.hasAttribute('data-ssr')) {
    createRoot(root).render(<App router={router} queryClient={queryClient} />)
    registerWhenSettled()
    return
  }
  // The server rendered this page from the data in its state script: the same data makes the same first render,
  // and none of it is fetched again. Read in a task of its own: with the router's construction, one task of 10 ms
  // or more on a slow host, which Lighthouse's simulated phone counts whole (decision 042).
  await yieldToBrowser()
  const state = readServerState(document)
  if (state) hydrate(queryClient, state)
  // Render as TanStack Router does after server rendering (no root Suspense boundary), to match the HTML.
  router.ssr = { manifest: undefined }
  // Load the route's code, then hydrate the page in place (the same elements stay on screen and become live).
  await yieldToBrowser()
  await router.load().catch(() => {})
  await yieldToBrowser()
  // In a transition, hydration yields to the browser every few milliseconds (no long task on a slow phone).
  startTransition(() => {
    hydrateRoot(root, <App router={router} queryClient={queryClient} serverRendered />, {
      // A mismatch (data that changed between the render and now) only means React re-renders that part.
      onRecoverableError: (error) => console.warn('Server-rendered page re-rendered:', error),
    })
  })
  registerWhenSettled()
}

/** The service worker (issue 34: the programme offline), registered once the page has loaded and settled. */
function registerWhenSettled() {
  whenPageSettled(() => void import('./lib/service-worker').then((m) => m.registerServiceWorker()))
}
