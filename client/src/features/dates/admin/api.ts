import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

export type AdminDate = components['schemas']['ImportantDate']
export type DateInput = components['schemas']['DateInput']

/** The admin's list, read fresh; every write refreshes all ['dates'] keys (the public table and hero too). */
export const adminDatesQueryOptions = queryOptions({
  queryKey: ['dates', 'admin-list'],
  queryFn: async () => unwrap(await api.GET('/dates', FRESH)).dates,
  staleTime: 0,
})

/** The server's own message says what to fix (an impossible day, an end before the start). */
const serverMessage = (fallback: string) => (error: Error) => error.message || fallback

export function useAddDate() {
  return useAdminMutation({
    mutationFn: async (body: DateInput) => unwrap(await api.POST('/dates', { body })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to add the date. Please try again.'),
    invalidate: [['dates']],
  })
}

export function useUpdateDate() {
  return useAdminMutation({
    mutationFn: async ({ id, body }: { id: string; body: DateInput }) =>
      unwrap(await api.PUT('/dates/{id}', { params: { path: { id } }, body })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to update the date. Please try again.'),
    invalidate: [['dates']],
  })
}

export function useDeleteDate() {
  return useAdminMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/dates/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to delete the date. Please try again.'),
    invalidate: [['dates']],
  })
}
