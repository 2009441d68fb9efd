import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { FRESH } from '@/features/admin/fresh'
import { api, unwrap } from '@/lib/api'
import { getToken } from '@/lib/session'
import { toast } from '@/lib/toast'
import type { PaperInput } from './api'

/** The admin's list: the same call, always revalidated (admin views read fresh). */
export const adminPapersQueryOptions = queryOptions({
  queryKey: ['papers', 'admin-list'],
  queryFn: async () => unwrap(await api.GET('/papers/all', FRESH)).data,
  staleTime: 0,
})

export function useAddPaper() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: PaperInput) => {
      if (!getToken()) throw new Error('Please log in first.')
      return unwrap(await api.POST('/papers/add', { body: input }))
    },
    onSuccess: async (res) => {
      toast.success(res.message)
      await queryClient.invalidateQueries({ queryKey: ['papers'] })
    },
    onError: (err) => {
      toast.error(err.message === 'Please log in first.' ? err.message : 'Failed to add the paper. Please try again.')
    },
  })
}

export function useDeletePaper() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      if (!getToken()) throw new Error('Please log in first.')
      return unwrap(await api.DELETE('/papers/delete/{id}', { params: { path: { id } } }))
    },
    onSuccess: async (res) => {
      toast.success(res.message)
      await queryClient.invalidateQueries({ queryKey: ['papers'] })
    },
    onError: (err) => {
      toast.error(err.message === 'Please log in first.' ? err.message : 'Failed to delete paper. Please try again.')
    },
  })
}
