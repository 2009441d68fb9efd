import { PAGE_DEFAULTS, type PageContent, type PageKey } from '@common/pages'
import type { components } from '@openapi/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'
import { useConferenceContent } from '@/lib/conference'

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

/**
 * A page's content with the conference's tokens filled: undefined while it loads; its defaults when it cannot be
 * read, so the page keeps its text.
 */
export function usePage(key: PageKey): PageContent | undefined {
  const query = useQuery(pageQueryOptions(key))
  const page = query.data ?? (query.isError ? { key, ...PAGE_DEFAULTS[key] } : undefined)
  return useConferenceContent(page as PageContent | undefined)
}
