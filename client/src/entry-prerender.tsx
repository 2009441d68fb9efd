// Build-time pre-rendering (scripts/prerender.mjs): each public page's HTML is rendered once at build, so a
// visitor sees the page as soon as the HTML and CSS arrive, before any JavaScript runs. The app then takes over.
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './app'
import { loadPageMeta } from './lib/page-meta'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

// Lists come from the API at run time: at build they stay "loading" (the page's own skeletons), never an error.
globalThis.fetch = () => new Promise<Response>(() => {})

export interface PrerenderedPage {
  html: string
  title?: string
  description?: string
}

/** Every page worth pre-rendering: the public routes without parameters (admin pages need a session). */
export function prerenderablePaths(): string[] {
  const router = createAppRouter(createQueryClient())
  return Object.keys(router.routesByPath)
    .filter((path) => !path.includes('$') && path !== '/admin' && !path.startsWith('/admin/') && path !== '/login')
    .sort()
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  // Loaded before rendering, so the page's <title> and description are in its HTML (RouteHead).
  const pages = await loadPageMeta()
  if (!pages) throw new Error('prerender: content/pages.ts failed to load')
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  const html = renderToString(<App router={router} queryClient={queryClient} prerendered />)
  queryClient.clear()
  return { html, title: pages.getDocumentTitle(path), description: pages.getPageMeta(path).description }
}
