import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'
import { everyPaper } from '@/lib/every-page'

export type Paper = components['schemas']['Paper']
export type PaperInput = components['schemas']['PaperInput']

// Public reads only: the /allpapers loader runs from the main bundle, so the admin's calls (and their
// mutation and toast code) live in admin/api.ts and load with the admin pages.
export const papersQueryOptions = queryOptions({
  queryKey: ['papers', 'list'],
  queryFn: () => everyPaper(),
})

/** The newest `count` papers only (the home page shows 15): the whole list is ~740 KB with the bench's data. */
export const latestPapersQueryOptions = (count: number) =>
  queryOptions({
    queryKey: ['papers', 'list', { limit: count }],
    queryFn: async () => unwrap(await api.GET('/papers/all', { params: { query: { limit: String(count) } } })).data,
  })
