import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, api, unwrap } from '@/lib/api'

export type PublicCertificate = components['schemas']['PublicCertificate']

/** The certificate of a code, or null when no certificate has it (404). Other failures are errors. */
export const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificates', code.toUpperCase()] as const,
    queryFn: async (): Promise<PublicCertificate | null> => {
      const result = await api.GET('/certificates/{code}', { params: { path: { code } } })
      if (result.response.status === 404) return null
      return unwrap(result).certificate
    },
    retry: (count, err) => !(err instanceof ApiError && err.status === 429) && count < 2,
  })
