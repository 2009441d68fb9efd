import type { PageKey } from '@common/pages'
import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
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
