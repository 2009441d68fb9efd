import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

export type Speaker = components['schemas']['Speaker']

export const SPEAKERS_FETCH_FAILED = 'Failed to fetch speakers. Please try again.'

/** Public speaker list, in the order the server sends it (priority ascending, spec §9). */
export const publicSpeakersQueryOptions = queryOptions({
  queryKey: ['speakers', 'list', 'public'],
  queryFn: async () => unwrap(await api.GET('/speaker/all')).data,
})
