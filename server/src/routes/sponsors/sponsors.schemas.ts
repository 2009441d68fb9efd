import { z } from '@hono/zod-openapi'
import { SPONSOR_TIERS } from '../../../../common/sponsors'
import { imageUrl, optionalHttpUrl, requiredText } from '../../api/fields'

const TIER_RULE = `Tier must be one of ${SPONSOR_TIERS.join(', ')}.`

const example = {
  name: 'Bihar Power Systems Ltd.',
  tier: 'GOLD',
  logoUrl: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
  link: 'https://example.com/',
} as const

export const SponsorInput = z
  .object({
    name: requiredText('Name'),
    tier: z.enum(SPONSOR_TIERS, { error: TIER_RULE }).openapi({ example: 'GOLD' }),
    logoUrl: imageUrl('Logo')
      .refine((v) => v !== '', 'Logo is required: upload it first (POST /user/image).')
      .openapi({ description: 'An uploaded image URL (`POST /user/image`) or an absolute http(s) URL.' }),
    link: optionalHttpUrl('Link').openapi({ description: "The sponsor's site; optional, http(s) only." }),
    position: z
      .number({ error: 'Position must be a whole number of 0 or more.' })
      .int('Position must be a whole number of 0 or more.')
      .min(0, 'Position must be a whole number of 0 or more.')
      .max(1_000_000, 'Position must be at most 1000000.')
      .optional()
      .openapi({ description: 'Order on the wall, lower first. Left out: last on create, kept on update.' }),
  })
  .openapi('SponsorInput', { example })

export const Sponsor = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    tier: z.enum(SPONSOR_TIERS),
    logoUrl: z.string(),
    link: z.string().nullable(),
    position: z.number().int(),
  })
  .openapi('Sponsor', { example: { _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', ...example, position: 0 } })

export const SponsorList = z.object({ sponsors: z.array(Sponsor) }).openapi('SponsorList')

export const SponsorSaved = z
  .object({ message: z.string().openapi({ example: 'Sponsor added.' }), sponsor: Sponsor })
  .openapi('SponsorSaved')
