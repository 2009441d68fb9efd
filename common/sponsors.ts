/** The sponsorship tiers, highest first: a sponsor is in one, and the logo wall shows them in this order. */
export const SPONSOR_TIERS = ['PLATINUM', 'GOLD', 'SILVER', 'BRONZE', 'Academic/Industrial'] as const
export type SponsorTier = (typeof SPONSOR_TIERS)[number]

/** A tier as the organisers name it and what it offers (settings `sponsorTiers`, edited in /admin/sponsors). */
export interface SponsorTierText {
  readonly key: SponsorTier
  readonly name: string
  readonly facilities: readonly string[]
}

/** The tiers until the organisers edit them: the earlier site's names and facilities. */
export const DEFAULT_SPONSOR_TIERS: readonly SponsorTierText[] = [
  {
    key: 'PLATINUM',
    name: 'PLATINUM',
    facilities: [
      'Exhibition stand at the venue',
      'A slot for a technical presentation',
      'Registration fee waived for three participants',
      'Promotional banner displayed at the venue',
      'Logo in the conference brochure and on the banner',
      'Full-page A4 advertisement in the abstract book',
    ],
  },
  {
    key: 'GOLD',
    name: 'GOLD',
    facilities: [
      'Exhibition stand at the venue',
      'A slot for a technical presentation',
      'Registration fee waived for two participants',
      'Logo in the conference brochure and on the banner',
      'Full-page A4 advertisement in the abstract book',
    ],
  },
  {
    key: 'SILVER',
    name: 'SILVER',
    facilities: [
      'Exhibition stand at the venue',
      'Complimentary registration for two participants',
      'Logo in the conference brochure and on the banner',
    ],
  },
  {
    key: 'BRONZE',
    name: 'BRONZE',
    facilities: ['Complimentary registration for two participants', 'Logo on the conference banner'],
  },
  {
    key: 'Academic/Industrial',
    name: 'Academic/Industrial',
    facilities: ['Exhibition stall with two tables and power connections'],
  },
]
