import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

export type ContactMessage = components['schemas']['ContactMessage']

/** Contact messages, newest first; the API requires the admin token (decisions.md), which `api` sends. */
export const contactMessagesQueryOptions = queryOptions({
  queryKey: ['contact', 'admin-list'],
  queryFn: async () => unwrap(await api.GET('/contact', FRESH)).data,
  staleTime: 0,
})

/** How many contact messages there are (the list's own total; one item fetched), for the dashboard. */
export const contactMessageCountQueryOptions = queryOptions({
  queryKey: ['contact', 'admin-count'],
  queryFn: async () => unwrap(await api.GET('/contact', { params: { query: { limit: '1' } }, ...FRESH })).totalCount,
  staleTime: 0,
})
