/**
 * Sponsorship pages: /sponsors, /sponsors/become-a-sponsor and
 * /sponsors/benefits-of-sponsorship. Tier amounts are not shown (spec §9).
 */

export type SponsorTierName = 'PLATINUM' | 'GOLD' | 'SILVER' | 'BRONZE' | 'Academic/Industrial'

export interface SponsorTier {
  readonly id: string
  readonly name: SponsorTierName
  /** Accent colour for the tier badge. */
  readonly accent: string
  readonly facilities: readonly string[]
}

export interface SponsorshipBenefit {
  readonly title: string
  readonly description: string
}

export interface SponsorshipContent {
  readonly heading: string
  readonly intro: readonly string[]
  readonly gstNote: string
  readonly tiersHeading: string
  readonly tiers: readonly SponsorTier[]
  readonly additionalItemsHeading: string
  readonly additionalItems: readonly string[]
  readonly customisationNote: string
  readonly paymentNote: string
  readonly contactNote: string
}

export const GST_NOTE = '18% GST extra' as const

export const sponsorTiers: readonly SponsorTier[] = [
  {
    id: 'platinum',
    name: 'PLATINUM',
    accent: '#8e9aaf',
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
    id: 'gold',
    name: 'GOLD',
    accent: '#d4a017',
    facilities: [
      'Exhibition stand at the venue',
      'A slot for a technical presentation',
      'Registration fee waived for two participants',
      'Logo in the conference brochure and on the banner',
      'Full-page A4 advertisement in the abstract book',
    ],
  },
  {
    id: 'silver',
    name: 'SILVER',
    accent: '#a8a9ad',
    facilities: [
      'Exhibition stand at the venue',
      'Complimentary registration for two participants',
      'Logo in the conference brochure and on the banner',
    ],
  },
  {
    id: 'bronze',
    name: 'BRONZE',
    accent: '#b08d57',
    facilities: ['Complimentary registration for two participants', 'Logo on the conference banner'],
  },
  {
    id: 'academic-industrial',
    name: 'Academic/Industrial',
    accent: '#2f6f8f',
    facilities: ['Exhibition stall with two tables and power connections'],
  },
]

export const sponsorship: SponsorshipContent = {
  heading: 'Sponsorship & Exhibitions',
  intro: [
    '{shortName} invites companies, institutions and organisations to support the conference as sponsors or exhibitors.',
    'Sponsoring puts your brand in front of researchers, academics, students and industry professionals working on electrical engineering, electric mobility and clean energy — and helps us run an event that brings these communities together.',
  ],
  gstNote: `All sponsorship amounts are subject to ${GST_NOTE}.`,
  tiersHeading: 'Sponsorship categories and facilities',
  tiers: sponsorTiers,
  additionalItemsHeading: 'Other items open for sponsorship',
  additionalItems: [
    'Delegate kit',
    'Conference lunch',
    'High tea',
    'Conference breakfast',
    'Tea break',
    'Plenary lecture',
    'Poster sessions',
    'Abstract book',
    'Conference proceedings',
    'Banner',
  ],
  customisationNote:
    'Packages can be tailored: if none of the categories fits, tell us what you have in mind and we will work out a suitable arrangement.',
  paymentNote: 'Bank details for sponsorship payments are shared on request.',
  contactNote: 'To express interest or ask about amounts, please write to the organisers through the Contact page.',
}

export const sponsorshipBenefitsHeading = 'Benefits of Sponsorship'

export const sponsorshipBenefits: readonly SponsorshipBenefit[] = [
  {
    title: 'Logo on the conference website',
    description: 'Your logo appears on the {shortName} website and links through to your own site.',
  },
  {
    title: 'Logo in the conference programme',
    description: 'Your logo is included in the printed conference programme.',
  },
  {
    title: 'Promotional video during the online session',
    description: 'A promotional video of your choice is played for participants during the online session.',
  },
]
