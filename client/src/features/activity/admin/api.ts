import type { components } from '@openapi/schema'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

export type AuditEntry = components['schemas']['AuditEntry']

/** The filters of the activity page: an entity name and an admin's _id ('' or absent: all). */
export interface ActivityFilters {
  entity?: string
  actor?: string
}

const PAGE_SIZE = '50'

/** The log, newest first, 50 entries a page; each next page starts after the last entry (the API's nextBefore). */
export const activityQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit', 'entries', filters.entity ?? '', filters.actor ?? ''],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/audit', {
          params: {
            query: {
              limit: PAGE_SIZE,
              ...(pageParam ? { before: pageParam } : {}),
              ...(filters.entity ? { entity: filters.entity } : {}),
              ...(filters.actor ? { actor: filters.actor } : {}),
            },
          },
          ...FRESH,
        }),
      ),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    staleTime: 0,
  })

/** The entities and admins that appear in the log: the choices of the two filters. */
export const activityFiltersQueryOptions = queryOptions({
  queryKey: ['audit', 'filters'],
  queryFn: async () => unwrap(await api.GET('/audit/filters', FRESH)),
  staleTime: 0,
})
