import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { NOT_LOGGED_IN, useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { uploadImage } from '@/lib/admin/upload-image'
import { useReorder } from '@/lib/admin/use-reorder'
import { ApiError, api, unwrap } from '@/lib/api'
import { COMMITTEE_DEFINITIONS } from '../definitions'
import { type CommitteeKind, publicCacheKey } from './committee-kinds'
import type { MemberFormValues } from './member-form-schema'
import { memberInputFromForm } from './member-input'

export type CommitteeMember = components['schemas']['CommitteeMember']

type Op = 'createMember' | 'getAllMembers' | 'getMember/{id}' | 'updateMember/{id}' | 'deleteMember/{id}'

/**
 * The path of one committee's operation. The committees answer the same shapes (only the organising
 * committee's `committee` is narrowed to the 15 headings, which the form's select guarantees), so the
 * technical committee's typing stands for all of them.
 */
function memberPath<O extends Op>(kind: CommitteeKind, op: O) {
  return `${COMMITTEE_DEFINITIONS[kind].apiBase}/${op}` as `/technicalcommitee/${O}`
}

/** Admin views always fetch fresh (an admin must see what is stored); keys live under ['committee', kind] with the public ones. */
export const adminMembersQueryOptions = (kind: CommitteeKind) =>
  queryOptions({
    queryKey: ['committee', kind, 'admin-list'],
    queryFn: async () => unwrap(await api.GET(memberPath(kind, 'getAllMembers'), FRESH)).members,
    staleTime: 0,
  })

export const adminMemberQueryOptions = (kind: CommitteeKind, id: string) =>
  queryOptions({
    queryKey: ['committee', kind, 'admin-detail', id],
    queryFn: async () =>
      unwrap(await api.GET(memberPath(kind, 'getMember/{id}'), { params: { path: { id } }, ...FRESH })).member,
    staleTime: 0,
  })

/** Every list of one committee: ours (['committee', kind, …]) and the public page's (['committees', kind, …]). */
const invalidateKeys = (kind: CommitteeKind) => [
  ['committee', kind],
  ['committees', kind],
]

/** After a write, the public page's one-day localStorage copy of that committee is stale: drop it. */
function forgetPublicCache(kind: CommitteeKind) {
  try {
    localStorage.removeItem(publicCacheKey(kind))
  } catch {
    // storage unavailable: nothing cached either
  }
}

interface SaveVars {
  values: MemberFormValues
  image: File | undefined
}

async function memberBody(kind: CommitteeKind, { values, image }: SaveVars, currentImageUrl: string) {
  const imageUrl = image ? await uploadImage(image) : currentImageUrl
  return memberInputFromForm(values, imageUrl, kind !== 'organising')
}

export function useAddMember(kind: CommitteeKind) {
  return useAdminMutation({
    mutationFn: async (vars: SaveVars) =>
      unwrap(await api.POST(memberPath(kind, 'createMember'), { body: await memberBody(kind, vars, '') })),
    successMessage: (res) => res.msg,
    failureMessage: 'Failed to add the new committee member. Please try again.',
    invalidate: invalidateKeys(kind),
    onSuccess: () => forgetPublicCache(kind),
  })
}

export function useUpdateMember(kind: CommitteeKind) {
  return useAdminMutation({
    mutationFn: async ({ id, currentImageUrl, ...vars }: SaveVars & { id: string; currentImageUrl: string }) =>
      unwrap(
        await api.PUT(memberPath(kind, 'updateMember/{id}'), {
          params: { path: { id } },
          body: await memberBody(kind, vars, currentImageUrl),
        }),
      ),
    successMessage: (res) => res.msg,
    failureMessage: 'Failed to update the new committee member. Please try again.',
    invalidate: invalidateKeys(kind),
    onSuccess: () => forgetPublicCache(kind),
  })
}

export function useDeleteMember(kind: CommitteeKind) {
  return useAdminMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.DELETE(memberPath(kind, 'deleteMember/{id}'), { params: { path: { id } } })),
    successMessage: (res) => res.msg,
    failureMessage: 'Failed to delete member. Please try again.',
    invalidate: invalidateKeys(kind),
    onSuccess: () => forgetPublicCache(kind),
  })
}

/** Every committee has an order the admin sets (`hasPriority`; technical and international too since issue 54). */
export function useSetPriority(kind: CommitteeKind) {
  return useAdminMutation({
    mutationFn: async ({ id, priority }: { id: string; priority: number }) =>
      unwrap(
        await api.PATCH(
          `${COMMITTEE_DEFINITIONS[kind].apiBase}/setPriority/{id}` as '/organisingcommitee/setPriority/{id}',
          {
            params: { path: { id } },
            body: { priority },
          },
        ),
      ),
    successMessage: () => 'Priority updated successfully!',
    failureMessage: 'Failed to set priority. Please try again.',
    invalidate: invalidateKeys(kind),
    onSuccess: () => forgetPublicCache(kind),
  })
}

/** Move up / Move down in a committee's list: its members' priorities numbered again in the new order. */
export function useReorderMembers(kind: CommitteeKind) {
  return useReorder<{ _id: string; priority: number | null }>({
    positionOf: (m) => m.priority,
    send: async (id, priority) =>
      unwrap(
        await api.PATCH(
          `${COMMITTEE_DEFINITIONS[kind].apiBase}/setPriority/{id}` as '/organisingcommitee/setPriority/{id}',
          { params: { path: { id } }, body: { priority } },
        ),
      ),
    invalidate: invalidateKeys(kind),
    onSuccess: () => forgetPublicCache(kind),
  })
}

export const useSetOrganisingPriority = () => useSetPriority('organising')

/** The server's own words (a name in use, a heading that still has members), else a general failure. */
function headingFailure(error: Error): string {
  if (error.message === NOT_LOGGED_IN) return NOT_LOGGED_IN
  if (error instanceof ApiError && error.body?.message) return error.body.message
  return 'Failed to save the headings. Please try again.'
}

const HEADINGS_KEYS = [
  ['committees', 'organising'],
  ['committee', 'organising'],
]

/** Add, rename, move or remove one of the organising committee's headings; the server's message is toasted. */
export function useHeadingChange() {
  return useAdminMutation({
    mutationFn: async (
      change:
        | { type: 'add'; name: string }
        | { type: 'rename'; id: string; name: string }
        | { type: 'move'; id: string; position: number }
        | { type: 'remove'; id: string },
    ) => {
      const path = { params: { path: { id: 'id' in change ? change.id : '' } } }
      if (change.type === 'add')
        return unwrap(await api.POST('/organisingcommitee/headings', { body: { name: change.name } }))
      if (change.type === 'remove') return unwrap(await api.DELETE('/organisingcommitee/headings/{id}', path))
      const body = change.type === 'rename' ? { name: change.name } : { position: change.position }
      return unwrap(await api.PATCH('/organisingcommitee/headings/{id}', { ...path, body }))
    },
    successMessage: (res) => res.message,
    failureMessage: headingFailure,
    invalidate: HEADINGS_KEYS,
    onSuccess: () => forgetPublicCache('organising'),
  })
}
