import { queryOptions } from '@tanstack/react-query'
import { NOT_LOGGED_IN, useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'
import type { PaperInput } from './api'

/** The admin's list: the same call, always revalidated (admin views read fresh). */
export const adminPapersQueryOptions = queryOptions({
  queryKey: ['papers', 'admin-list'],
  queryFn: async () => unwrap(await api.GET('/papers/all', FRESH)).data,
  staleTime: 0,
})

/** A failure message that keeps "Please log in first." when that is what went wrong. */
const failureOr = (fallback: string) => (error: Error) => (error.message === NOT_LOGGED_IN ? NOT_LOGGED_IN : fallback)

export function useAddPaper() {
  return useAdminMutation({
    mutationFn: async (input: PaperInput) => unwrap(await api.POST('/papers/add', { body: input })),
    successMessage: (res) => res.message,
    failureMessage: failureOr('Failed to add the paper. Please try again.'),
    invalidate: [['papers']],
  })
}

export function useDeletePaper() {
  return useAdminMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/papers/delete/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: failureOr('Failed to delete paper. Please try again.'),
    invalidate: [['papers']],
  })
}
