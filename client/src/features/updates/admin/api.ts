import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

export type RecentUpdate = components['schemas']['RecentUpdate']
export type RecentUpdateInput = components['schemas']['RecentUpdateInput']

/** The admin's list (newest first, as the server gives it); its own key under ['updates'], which every write refreshes. */
export const adminUpdatesQueryOptions = queryOptions({
  queryKey: ['updates', 'admin-list'],
  queryFn: async () => unwrap(await api.GET('/recentupdate/all', FRESH)).data,
  staleTime: 0,
})

export function useAddUpdate() {
  return useAdminMutation({
    mutationFn: async (input: RecentUpdateInput) => unwrap(await api.POST('/recentupdate/add', { body: input })),
    successMessage: (res) => res.message,
    // The specified behaviour: the add-update failure's own message is not shown; a generic failure is.
    failureMessage: 'Failed to add the update. Please try again.',
    invalidate: [['updates']],
  })
}

export function useDeleteUpdate() {
  return useAdminMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.DELETE('/recentupdate/delete/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: 'Failed to delete update. Please try again.',
    invalidate: [['updates']],
  })
}
