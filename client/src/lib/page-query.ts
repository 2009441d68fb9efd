import type { PageKey } from '@common/pages'
import type { components } from '@openapi/schema'
import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

// The pages' queries without their defaults: route loaders (in the main bundle) start the fetch from here, so the
// pages' default texts (common/page-defaults.json) load with the pages that show them, not with every page.

export type Page = components['schemas']['Page']

/** GET /api/pages/{key}: a page's title and named Markdown blocks (its defaults until edited). */
export const pageQueryOptions = (key: PageKey) =>
  queryOptions({
    queryKey: ['pages', key],
    queryFn: async () => unwrap(await api.GET('/pages/{key}', { params: { path: { key } } })).page as Page,
  })

/** GET /api/pages: every editable page (the admin list). */
export const pagesQueryOptions = queryOptions({
  queryKey: ['pages', 'all'],
  queryFn: async () => unwrap(await api.GET('/pages')).pages as Page[],
})

/** Whether a query is one page's (not the admin list). */
export function isPageQuery(queryKey: QueryKey): boolean {
  return queryKey[0] === 'pages' && queryKey[1] !== 'all'
}

/**
 * The pages `queryClient` has read, by key, as they are now (a server render reads them before its cache is
 * cleared): where the page titles (content/pages.ts) find an edited page's title and description.
 */
export function cachedPages(queryClient: QueryClient): (key: PageKey) => Page | undefined {
  const pages = new Map<string, Page>()
  for (const [queryKey, page] of queryClient.getQueriesData<Page>({ queryKey: ['pages'] }))
    if (page && isPageQuery(queryKey)) pages.set(String(queryKey[1]), page)
  return (key) => pages.get(key)
}
