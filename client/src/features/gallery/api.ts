import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

export type Photo = components['schemas']['Photo']

export const publicGalleryQueryOptions = queryOptions({
  queryKey: ['gallery', 'list', 'public'],
  queryFn: async () => unwrap(await api.GET('/photogallery/all')),
})
