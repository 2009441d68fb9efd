import { DEFAULT_SPONSOR_TIERS, type SponsorTier } from '@common/sponsors'
import { useQuery } from '@tanstack/react-query'
import { sponsorTiers as tierLooks } from '@/content/sponsorship'
import { eventSettingsQueryOptions } from '@/lib/conference'

export interface ShownTier {
  key: SponsorTier
  name: string
  facilities: readonly string[]
  /** The badge's colour, kept with the tier's key whatever its name. */
  accent: string
}

/** The sponsorship tiers as the organisers named them (settings `sponsorTiers`), today's until the settings arrive. */
export function useSponsorTiers(): ShownTier[] {
  const tiers = useQuery(eventSettingsQueryOptions).data?.sponsorTiers ?? DEFAULT_SPONSOR_TIERS
  return tiers.map((t) => ({ ...t, accent: tierLooks.find((l) => l.name === t.key)?.accent ?? '#64748b' }))
}
