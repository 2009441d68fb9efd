import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Client } from 'openapi-fetch'
import { requireToken } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { type ApiErrorBody, api, unwrap } from '@/lib/api'

// The editions API (issue 32 item 4): POST /api/editions/next and GET /api/editions.
//
// Typed here by hand: openapi/schema.d.ts does not list these two operations yet (the contract is emitted from an
// app built without a database, and the server mounts the editions router only with one). The shapes are the
// server's (server/src/routes/editions/editions.schemas.ts); once the contract has them, these become
// components['schemas'][...] and `api` is used directly.

/** What the form sends: the next edition's identity. */
export interface NextEditionInput {
  name: string
  shortName: string
  acronym: string
  year: number
  startDate: string
  endDate: string
  publicUrl: string
  dryRun?: boolean
}

export interface EditionEnd {
  shortName: string
  startDate: string
  endDate: string
  host: string
}

/** The dry run's answer (200): what starting the edition would carry, shift and empty, with counts. */
export interface NextEditionPlan {
  message: string
  from: EditionEnd
  to: EditionEnd
  /** Days the important dates move by (the offset between the two first days). */
  shiftDays: number
  carried: Record<string, number>
  shifted: Record<string, number>
  emptied: Record<string, number>
}

/** The real start's answer (201): the plan, the backup written first and the archive of the edition that ended. */
export interface NextEditionStarted extends NextEditionPlan {
  backup: string
  archive: { host: string; pages: number; files: number }
}

export interface PastEdition {
  _id: string
  shortName: string
  name: string
  year: number
  startDate: string
  endDate: string
  /** Where the edition's archive answers, e.g. https://icnari2025.example.org/ */
  archiveUrl: string
  pages: number
  endedAt: string
}

export interface PastEditionList {
  editions: PastEdition[]
  /** Settings carried from the last edition that an organiser has not saved since: 'fees', 'hotels'. */
  toReview: string[]
}

type Json<T> = { content: { 'application/json': T } }
type NoParameters = { query?: never; header?: never; path?: never; cookie?: never }

interface EditionPaths {
  '/editions': {
    parameters: NoParameters
    get: { parameters: NoParameters; requestBody?: never; responses: { 200: Json<PastEditionList> } }
  }
  '/editions/next': {
    parameters: NoParameters
    post: {
      parameters: NoParameters
      requestBody: Json<NextEditionInput>
      responses: {
        200: Json<NextEditionPlan>
        201: Json<NextEditionStarted>
        400: Json<ApiErrorBody>
        401: Json<ApiErrorBody>
        409: Json<ApiErrorBody>
        503: Json<ApiErrorBody>
      }
    }
  }
}

/** The one API client (its token and session middleware included), seen with the editions' paths. */
const editionsApi = api as unknown as Client<EditionPaths>

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
  queryFn: async () => unwrap(await editionsApi.GET('/editions', FRESH)),
  staleTime: 0,
})

/** The dry run: what starting the edition would do. Writes nothing. */
export function usePreviewNextEdition() {
  return useMutation({
    mutationFn: async (input: Omit<NextEditionInput, 'dryRun'>): Promise<NextEditionPlan> => {
      requireToken()
      return unwrap(await editionsApi.POST('/editions/next', { body: { ...input, dryRun: true } }))
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
      return unwrap(await editionsApi.POST('/editions/next', { body: input })) as NextEditionStarted
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries()
    },
  })
}
