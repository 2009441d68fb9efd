import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { uploadImage } from '@/lib/admin/upload-image'
import { api, unwrap } from '@/lib/api'
import { splitComma } from '@/lib/utils'

export type GalleryPhoto = components['schemas']['Photo']

export const adminGalleryQueryOptions = queryOptions({
  queryKey: ['gallery', 'admin-list'],
  queryFn: async () => unwrap(await api.GET('/photogallery/all', FRESH)),
  staleTime: 0,
})

/** Uploads the image, then adds it to the gallery with its tags. */
export function useUploadPhoto() {
  return useAdminMutation({
    mutationFn: async ({ image, tags }: { image: File; tags: string }) => {
      const imageUrl = await uploadImage(image)
      return unwrap(await api.POST('/photogallery/upload', { body: { imageUrl, tags: splitComma(tags) } }))
    },
    successMessage: (res) => res.message,
    failureMessage: 'Failed to upload image or add to gallery.',
    invalidate: [['gallery']],
  })
}

export function useDeletePhoto() {
  return useAdminMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.DELETE('/photogallery/delete/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: 'Failed to delete photo. Please try again.',
    invalidate: [['gallery']],
  })
}
