import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { uploadImage } from '@/lib/admin/upload-image'
import { useReorder } from '@/lib/admin/use-reorder'
import { api, unwrap } from '@/lib/api'
import { splitComma } from '@/lib/utils'
import type { SpeakerFormValues } from './speaker-form-schema'

export type Speaker = components['schemas']['Speaker']
export type SpeakerInput = components['schemas']['SpeakerInput']

/** The admin's list, in the server's order (priority, then newest); every write refreshes all ['speakers'] keys. */
export const adminSpeakersQueryOptions = queryOptions({
  queryKey: ['speakers', 'admin-list'],
  queryFn: async () => unwrap(await api.GET('/speaker/all', FRESH)).data,
  staleTime: 0,
})

export const adminSpeakerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['speakers', 'admin-detail', id],
    queryFn: async () => unwrap(await api.GET('/speaker/get/{id}', { params: { path: { id } }, ...FRESH })),
    staleTime: 0,
  })

/** The API body from the form: the image (when one is chosen) is uploaded first and its URL sent. */
async function speakerInput(
  values: SpeakerFormValues,
  image: File | undefined,
  currentImageUrl: string,
): Promise<SpeakerInput> {
  const imageUrl = image ? await uploadImage(image) : currentImageUrl
  return {
    name: values.name.trim(),
    specialization: splitComma(values.specialization),
    description: values.description.trim(),
    // Empty clears them (the server stores null).
    designation: values.designation.trim(),
    affiliation: values.affiliation.trim(),
    imageUrl,
  }
}

export function useAddSpeaker() {
  return useAdminMutation({
    mutationFn: async ({ values, image }: { values: SpeakerFormValues; image: File | undefined }) =>
      unwrap(await api.POST('/speaker/create', { body: await speakerInput(values, image, '') })),
    successMessage: (res) => res.message,
    failureMessage: 'Failed to add the speaker. Please try again.',
    invalidate: [['speakers']],
  })
}

export function useUpdateSpeaker() {
  return useAdminMutation({
    mutationFn: async ({
      id,
      values,
      image,
      currentImageUrl,
    }: {
      id: string
      values: SpeakerFormValues
      image: File | undefined
      currentImageUrl: string
    }) =>
      unwrap(
        await api.PUT('/speaker/update/{id}', {
          params: { path: { id } },
          body: await speakerInput(values, image, currentImageUrl),
        }),
      ),
    successMessage: (res) => res.message,
    failureMessage: 'Failed to update the speaker. Please try again.',
    invalidate: [['speakers']],
  })
}

export function useSetSpeakerPriority() {
  return useAdminMutation({
    mutationFn: async ({ id, priority }: { id: string; priority: number }) =>
      unwrap(await api.PATCH('/speaker/setPriority/{id}', { params: { path: { id } }, body: { priority } })),
    successMessage: () => 'Priority updated successfully!',
    failureMessage: 'Failed to set priority. Please try again.',
    invalidate: [['speakers']],
  })
}

/** Move up / Move down in the speakers' list: their priorities numbered again in the new order. */
export function useReorderSpeakers() {
  return useReorder<{ _id: string; priority: number }>({
    positionOf: (s) => s.priority,
    send: async (id, priority) =>
      unwrap(await api.PATCH('/speaker/setPriority/{id}', { params: { path: { id } }, body: { priority } })),
    invalidate: [['speakers']],
  })
}

export function useDeleteSpeaker() {
  return useAdminMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/speaker/delete/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: 'Failed to delete speaker. Please try again.',
    invalidate: [['speakers']],
  })
}

/** How many speakers there are (the list's own total; one item fetched), for the dashboard. */
export const adminSpeakerCountQueryOptions = queryOptions({
  queryKey: ['speakers', 'admin-count'],
  queryFn: async () =>
    unwrap(await api.GET('/speaker/all', { params: { query: { limit: '1' } }, ...FRESH })).totalCount,
  staleTime: 0,
})
