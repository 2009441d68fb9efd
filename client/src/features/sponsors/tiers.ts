import { DEFAULT_SPONSOR_TIERS, type SponsorTier } from '@common/sponsors'
import { useQuery } from '@tanstack/react-query'
import { eventSettingsQueryOptions } from '@/lib/conference'

export interface ShownTier {
  key: SponsorTier
  name: string
  facilities: readonly string[]
  /** The badge's colour, kept with the tier's key whatever its name. */
  accent: string
}

/** Each tier's badge colour (its names and facilities are the settings' `sponsorTiers`, common/sponsors.ts). */
const ACCENTS: Record<SponsorTier, string> = {
  PLATINUM: '#8e9aaf',
  GOLD: '#d4a017',
  SILVER: '#a8a9ad',
  BRONZE: '#b08d57',
  'Academic/Industrial': '#2f6f8f',
}

/** The sponsorship tiers as the organisers named them (settings `sponsorTiers`), today's until the settings arrive. */
export function useSponsorTiers(): ShownTier[] {
  const tiers = useQuery(eventSettingsQueryOptions).data?.sponsorTiers ?? DEFAULT_SPONSOR_TIERS
  return tiers.map((t) => ({ ...t, accent: ACCENTS[t.key] ?? '#64748b' }))
}
