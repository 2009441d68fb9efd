import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api'

/** `server`: a server render's client (entry-server.tsx): one try per query, the page must not wait on retries. */
export function createQueryClient({ server = false }: { server?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !server && !(error instanceof ApiError && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  })
}
