import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { NOT_LOGGED_IN, useAdminMutation } from '@/lib/admin/admin-mutation'
import { FRESH } from '@/lib/admin/fresh'
import { uploadImage } from '@/lib/admin/upload-image'
import { useReorder } from '@/lib/admin/use-reorder'
import { ApiError, api, unwrap } from '@/lib/api'

export type Sponsor = components['schemas']['Sponsor']
export type SponsorTier = Sponsor['tier']

/** The admin's list: the public call, always revalidated (admin views read fresh). */
export const adminSponsorsQueryOptions = queryOptions({
  queryKey: ['sponsors', 'admin-list'],
  queryFn: async () => unwrap(await api.GET('/sponsors', FRESH)).sponsors,
  staleTime: 0,
})

const failure = (fallback: string) => (error: Error) => {
  if (error.message === NOT_LOGGED_IN) return NOT_LOGGED_IN
  if (error instanceof ApiError && error.body?.message) return error.body.message
  return fallback
}

/** The logo is uploaded first (POST /user/image), then the sponsor sent with its URL. */
export function useAddSponsor() {
  return useAdminMutation({
    mutationFn: async (v: { name: string; tier: SponsorTier; link: string; logo: File }) =>
      unwrap(
        await api.POST('/sponsors', {
          body: { name: v.name, tier: v.tier, link: v.link || undefined, logoUrl: await uploadImage(v.logo) },
        }),
      ),
    successMessage: (res) => res.message,
    failureMessage: failure('Failed to add the sponsor. Please try again.'),
    invalidate: [['sponsors']],
  })
}

export function useDeleteSponsor() {
  return useAdminMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/sponsors/{id}', { params: { path: { id } } })),
    successMessage: (res) => res.message,
    failureMessage: failure('Failed to remove the sponsor. Please try again.'),
    invalidate: [['sponsors']],
  })
}

/** Move up / Move down on the wall: each sponsor whose place changed is sent whole with its new position. */
export function useReorderSponsors(sponsors: readonly Sponsor[]) {
  return useReorder<Sponsor>({
    positionOf: (s) => s.position,
    send: async (id, position) => {
      const s = sponsors.find((x) => x._id === id)
      if (!s) return
      const body = { name: s.name, tier: s.tier, logoUrl: s.logoUrl, link: s.link ?? undefined, position }
      return unwrap(await api.PUT('/sponsors/{id}', { params: { path: { id } }, body }))
    },
    invalidate: [['sponsors']],
  })
}

/** Saves the sponsorship tiers' names and facilities (settings `sponsorTiers`); every settings read is refreshed. */
export function useSaveSponsorTiers() {
  return useAdminMutation({
    mutationFn: async (sponsorTiers: components['schemas']['SponsorTierSettings'][]) =>
      unwrap(await api.PATCH('/settings', { body: { sponsorTiers } })),
    successMessage: () => 'Tiers saved.',
    failureMessage: (error) => error.message || 'Failed to save the tiers. Please try again.',
    invalidate: [['settings']],
  })
}
