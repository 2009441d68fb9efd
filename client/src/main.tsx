import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { createQueryClient } from './lib/query-client'
import { installStaleChunkReload } from './lib/stale-chunk'
import { createAppRouter } from './router'
import './styles.css'

/** Breaks start-up into separate tasks so a slow phone can handle input in between (docs/performance.md §6). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start() {
  installStaleChunkReload()
  await yieldToBrowser()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  const root = document.getElementById('root')!

  if (!root.hasAttribute('data-prerendered')) {
    createRoot(root).render(<App router={router} queryClient={queryClient} />)
    return
  }
  // Render as TanStack Router does after server rendering (no root Suspense boundary), to match the HTML.
  router.ssr = { manifest: undefined }
  // The page's HTML was rendered at build: load the route's code, then hydrate it in place (the same elements
  // stay on screen and become live; nothing blinks or moves).
  await yieldToBrowser()
  await router.load().catch(() => {})
  await yieldToBrowser()
  // In a transition, hydration yields to the browser every few milliseconds (no long task on a slow phone).
  startTransition(() => {
    hydrateRoot(root, <App router={router} queryClient={queryClient} prerendered />, {
      // A mismatch (say, a query string the build did not see) only means React re-renders that part.
      onRecoverableError: (error) => console.warn('Pre-rendered page re-rendered:', error),
    })
  })
}

void start()
