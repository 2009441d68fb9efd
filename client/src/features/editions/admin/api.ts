import type { components } from '@openapi/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { requireToken, useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'

// The editions API (issue 32 item 4): POST /api/editions/next and GET /api/editions.

/** What the form sends: the next edition's identity. */
export type NextEditionInput = components['schemas']['NextEditionInput']
/** The dry run's answer (200): what starting the edition would carry, shift and empty, with counts. */
export type NextEditionPlan = components['schemas']['NextEditionPlan']
/** The real start's answer (201): the plan, the backup written first and the archive of the edition that ended. */
export type NextEditionStarted = components['schemas']['NextEditionStarted']
export type PastEdition = components['schemas']['PastEdition']
export type PastEditionList = components['schemas']['PastEditionList']

/**
 * The current edition, from the settings (read fresh, with the token): the form starts from it one year on. The
 * key and answer are those of /admin/settings' own read, so a save there refreshes it.
 */
export const currentConferenceQueryOptions = queryOptions({
  queryKey: ['settings', 'admin'],
  queryFn: async () => unwrap(await api.GET('/settings', FRESH)).settings,
  staleTime: 0,
  select: (settings) => settings.conference,
})

/** The past editions, newest first, and what was carried over for review; read fresh (admin views). */
export const pastEditionsQueryOptions = queryOptions({
  queryKey: ['editions'],
  queryFn: async () => unwrap(await api.GET('/editions', FRESH)),
  staleTime: 0,
})

/** The dry run: what starting the edition would do. Writes nothing. */
export function usePreviewNextEdition() {
  return useMutation({
    mutationFn: async (input: Omit<NextEditionInput, 'dryRun'>): Promise<NextEditionPlan> => {
      requireToken()
      return unwrap(await api.POST('/editions/next', { body: { ...input, dryRun: true } }))
    },
  })
}

/**
 * The real start: a backup, the archive of the current edition, then the switch. Every query is refreshed
 * afterwards: the whole site has changed edition.
 */
export function useStartNextEdition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: Omit<NextEditionInput, 'dryRun'>): Promise<NextEditionStarted> => {
      requireToken()
      return unwrap(await api.POST('/editions/next', { body: input })) as NextEditionStarted
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries()
    },
  })
}

export type CarriedOverItem = components['schemas']['CarriedOverItem']

/** The carried values still naming the edition that ended (issue 54 item 6); read fresh, with the token. */
export const carriedOverQueryOptions = queryOptions({
  queryKey: ['editions', 'carried-over'],
  queryFn: async () => unwrap(await api.GET('/editions/carried-over', FRESH)).items,
  staleTime: 0,
})

/** Leave a carried value as it is: the server stops listing it (audited). */
export function useDismissCarriedOver() {
  return useAdminMutation({
    mutationFn: async (field: string) => unwrap(await api.POST('/editions/carried-over/dismiss', { body: { field } })),
    successMessage: () => 'Dismissed: it is no longer listed.',
    failureMessage: (error) => error.message || 'Could not dismiss it. Please try again.',
    invalidate: [['editions', 'carried-over']],
  })
}
