import type { SessionStatus } from '@common/programme'
import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { api, unwrap } from '@/lib/api'
import { messageOf } from '@/lib/api-errors'
import { everyPaper } from '@/lib/every-page'
import type { SessionLike } from './session-form'

export type Room = components['schemas']['Room']
export type RoomInput = components['schemas']['RoomInput']
/**
 * A session of the draft (programme.schemas.ts `Session`). Written out here because the contract registers that
 * schema under the name `Session`, which the login sessions' schema also uses, so the generated type of
 * GET /programme/sessions is theirs; the answer itself is this.
 */
export interface DraftSession extends SessionLike {
  _id: string
  number: number
  status: SessionStatus
}
export type SessionInput = components['schemas']['SessionInput']
export type SessionUpdate = components['schemas']['SessionUpdate']
export type ProgrammeWarning = components['schemas']['ProgrammeWarning']

// Every programme write refreshes ['programme'] (rooms, the draft, the published version and the versions).
const PROGRAMME: readonly string[] = ['programme']

export const roomsQueryOptions = queryOptions({
  queryKey: ['programme', 'rooms'],
  queryFn: async () => unwrap(await api.GET('/programme/rooms', FRESH)).rooms,
  staleTime: 0,
})

/** The draft and its warnings (admin only). */
export const draftQueryOptions = queryOptions({
  queryKey: ['programme', 'draft'],
  queryFn: async () =>
    unwrap(await api.GET('/programme/sessions', FRESH)) as unknown as {
      sessions: DraftSession[]
      warnings: ProgrammeWarning[]
    },
  staleTime: 0,
})

/** The latest published version, which "Publish" compares the draft with. */
export const publishedQueryOptions = queryOptions({
  queryKey: ['programme', 'published'],
  queryFn: async () => unwrap(await api.GET('/programme', FRESH)),
  staleTime: 0,
})

/** Every speaker and paper, for the pickers (searched in the browser). */
export const pickerSpeakersQueryOptions = queryOptions({
  queryKey: ['speakers', 'programme-picker'],
  queryFn: async () => unwrap(await api.GET('/speaker/all', FRESH)).data,
  staleTime: 60_000,
})
export const pickerPapersQueryOptions = queryOptions({
  queryKey: ['papers', 'programme-picker'],
  queryFn: () => everyPaper(FRESH),
  staleTime: 60_000,
})

/** The server's words (a taken name, the sessions using a room, "nothing changed"), else `fallback`. */
const serverMessage = (fallback: string) => (error: Error) => messageOf(error, error.message || fallback)

export function useAddRoom() {
  return useAdminMutation({
    mutationFn: async (body: RoomInput) => unwrap(await api.POST('/programme/rooms', { body })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to add the room. Please try again.'),
    invalidate: [PROGRAMME],
  })
}

export function useUpdateRoom() {
  return useAdminMutation({
    mutationFn: async ({ id, body }: { id: string; body: RoomInput }) =>
      unwrap(await api.PUT('/programme/rooms/{id}', { params: { path: { id } }, body })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to update the room. Please try again.'),
    invalidate: [PROGRAMME],
  })
}

export function useDeleteRoom() {
  return useAdminMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/programme/rooms/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to delete the room. Please try again.'),
    invalidate: [PROGRAMME],
  })
}

export function useAddSession() {
  return useAdminMutation({
    mutationFn: async (body: SessionInput) => unwrap(await api.POST('/programme/sessions', { body })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to add the session. Please try again.'),
    invalidate: [PROGRAMME],
  })
}

export function useUpdateSession() {
  return useAdminMutation({
    mutationFn: async ({ id, body }: { id: string; body: SessionUpdate }) =>
      unwrap(await api.PUT('/programme/sessions/{id}', { params: { path: { id } }, body })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to update the session. Please try again.'),
    invalidate: [PROGRAMME],
  })
}

export function useDeleteSession() {
  return useAdminMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.DELETE('/programme/sessions/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to delete the session. Please try again.'),
    invalidate: [PROGRAMME],
  })
}

export function usePublishProgramme() {
  return useAdminMutation({
    mutationFn: async (note: string) =>
      unwrap(await api.POST('/programme/publish', { body: note.trim() ? { note: note.trim() } : {} })),
    successMessage: (res) => res.message,
    failureMessage: serverMessage('Failed to publish the programme. Please try again.'),
    invalidate: [PROGRAMME],
  })
}
