import { queryOptions } from '@tanstack/react-query'
import type { components } from '@openapi/schema'
import { api, unwrap } from '@/lib/api'

export type Paper = components['schemas']['Paper']
export type PaperInput = components['schemas']['PaperInput']

// Public reads only: the /allpapers loader runs from the main bundle, so the admin's calls (and their
// mutation and toast code) live in admin-api.ts and load with the admin pages.
export const papersQueryOptions = queryOptions({
  queryKey: ['papers', 'list'],
  queryFn: async () => unwrap(await api.GET('/papers/all')).data,
})
