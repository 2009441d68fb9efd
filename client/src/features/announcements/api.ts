import type { components } from '@openapi/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

/** A banner item showing now (GET /api/announcements). */
export type Announcement = components['schemas']['Announcement']

/** The banner's items, in the server's order (priority, then oldest first). */
export const announcementsQueryOptions = queryOptions({
  queryKey: ['announcements', 'list'],
  queryFn: async () => unwrap(await api.GET('/announcements')).announcements,
})

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions)
}
