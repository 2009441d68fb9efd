import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

export type Sponsor = components['schemas']['Sponsor']

/** GET /api/sponsors: every sponsor in the wall's order (the page groups them by tier). */
export const sponsorsQueryOptions = queryOptions({
  queryKey: ['sponsors'],
  queryFn: async () => unwrap(await api.GET('/sponsors')).sponsors,
})
