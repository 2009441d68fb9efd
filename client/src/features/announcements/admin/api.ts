import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

/** A banner item with its priority, showing or not (GET /api/announcements?all=true, with the token). */
export type AdminAnnouncement = components['schemas']['Announcement']
export type AnnouncementInput = components['schemas']['AnnouncementInput']

/** Every item in the banner's order (priority, then oldest first); every write refreshes all ['announcements'] keys. */
export const adminAnnouncementsQueryOptions = queryOptions({
  queryKey: ['announcements', 'admin-list'],
  queryFn: async () =>
    unwrap(await api.GET('/announcements', { params: { query: { all: 'true' } }, ...FRESH })).announcements,
  staleTime: 0,
})

const serverMessage = (fallback: string) => (error: Error) => error.message || fallback

export function useAddAnnouncement() {
  return useAdminMutation({
    mutationFn: async (body: AnnouncementInput) => unwrap(await api.POST('/announcements', { body })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to add the announcement. Please try again.'),
    invalidate: [['announcements']],
  })
}

export function useUpdateAnnouncement() {
  return useAdminMutation({
    mutationFn: async ({ id, body }: { id: string; body: AnnouncementInput }) =>
      unwrap(await api.PUT('/announcements/{id}', { params: { path: { id } }, body })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to update the announcement. Please try again.'),
    invalidate: [['announcements']],
  })
}

export function useDeleteAnnouncement() {
  return useAdminMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/announcements/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to delete the announcement. Please try again.'),
    invalidate: [['announcements']],
  })
}
