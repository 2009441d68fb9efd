import type { components } from '@openapi/schema'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'

export type ContactInput = components['schemas']['ContactInput']

/** POST /contact; resolves to the server's message. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactInput) => unwrap(await api.POST('/contact', { body: input })),
  })
}
