import type { components } from '@openapi/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

/** One important date (GET /api/dates): a day, or a range (`endDate`), with the days it was extended from. */
export type ImportantDate = components['schemas']['ImportantDate']

/** The public dates, sorted by day (the server sorts): the home table, the hero and the authors pages. */
export const importantDatesQueryOptions = queryOptions({
  queryKey: ['dates', 'list'],
  queryFn: async () => unwrap(await api.GET('/dates')).dates,
})

export function useImportantDates() {
  return useQuery(importantDatesQueryOptions)
}
