import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { uploadImage } from '@/lib/admin/upload-image'
import { ApiError, api, unwrap } from '@/lib/api'
import { issueOf } from '@/lib/api-errors'

export type NewUserBody = components['schemas']['NewUserBody']

export function useAddAdmin() {
  return useAdminMutation({
    mutationFn: async ({ image, ...rest }: Omit<NewUserBody, 'pic'> & { image: File }) => {
      const pic = await uploadImage(image)
      return unwrap(await api.POST('/user/newuser', { body: { ...rest, pic } }))
    },
    successMessage: (res) => res.msg,
    // 409 (e-mail in use) and a refused password (too common: only the server knows) say so; anything else is
    // the general failure text.
    failureMessage: (err) =>
      issueOf(err, 'password') ??
      (err instanceof ApiError && err.status === 409 ? err.message : 'Something went wrong! Please try again.'),
    invalidate: [adminsQueryOptions.queryKey],
  })
}

export type AdminAccount = components['schemas']['AdminList']['admins'][number]

export const adminsQueryOptions = queryOptions({
  queryKey: ['user', 'admins'] as const,
  queryFn: async () => unwrap(await api.GET('/user/admins', FRESH)).admins,
})
