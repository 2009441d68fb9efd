/** The sponsorship tiers, highest first: a sponsor is in one, and the logo wall shows them in this order. */
export const SPONSOR_TIERS = ['PLATINUM', 'GOLD', 'SILVER', 'BRONZE', 'Academic/Industrial'] as const
export type SponsorTier = (typeof SPONSOR_TIERS)[number]
