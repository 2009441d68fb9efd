import { z } from '@hono/zod-openapi'
import { MAX_SLIDES, MIN_SLIDES } from '../../../../common/carousel'
import { controlCharacterRule, hasNoControlCharacters, isSiteLink } from '../../../../common/field-rules'
import { SPONSOR_TIERS } from '../../../../common/sponsors'
import { LIMITS, normaliseHttpUrl, oneLineText, optionalOneLineText } from '../../api/fields'
import { strictObject } from './settings.strict'

// How the site looks: the home carousel, the logo and the sponsorship tiers.

/** An image or link of the site's own: an absolute http(s) URL or a path on this site (uploads are `/api/images/…`). */
const siteLink = (label: string, rule: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters.`)
    .refine(isSiteLink, rule)
    .transform((v) => (v.startsWith('/') ? v : normaliseHttpUrl(v)!))

const SLIDE_IMAGE_RULE =
  'Slide image must be an uploaded image (POST /user/image), a path on this site or an absolute http(s) URL.'
const SLIDE_LINK_RULE =
  'Slide link must be an absolute http:// or https:// URL or a path on this site starting with / (e.g. /call-for-papers).'
const ALT_RULE = 'Alt text is required: say what the picture shows, for people who cannot see it.'

export const Slide = strictObject('A slide', {
  imageUrl: siteLink('Slide image', SLIDE_IMAGE_RULE).refine((v) => v !== '', SLIDE_IMAGE_RULE),
  alt: z
    .string({ error: ALT_RULE })
    .trim()
    .min(1, ALT_RULE)
    .max(300, 'Alt text must be at most 300 characters.')
    .refine((v) => hasNoControlCharacters(v), controlCharacterRule('Alt text')),
  caption: optionalOneLineText('Caption', 300),
  link: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    siteLink('Slide link', SLIDE_LINK_RULE).optional(),
  ),
}).openapi('Slide', {
  example: {
    imageUrl: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
    alt: 'Delegates in the main hall of NIT Patna',
    caption: 'Three days of talks on adaptive research',
    link: '/call-for-papers',
  },
})

const SLIDES_RULE = `The carousel needs ${MIN_SLIDES} to ${MAX_SLIDES} slides.`
export const Slides = z
  .array(Slide, { error: SLIDES_RULE })
  .min(MIN_SLIDES, `The carousel needs at least ${MIN_SLIDES} slide.`)
  .max(MAX_SLIDES, `The carousel may have at most ${MAX_SLIDES} slides.`)
  .openapi({ description: "The home carousel's slides, in this order.", minItems: MIN_SLIDES, maxItems: MAX_SLIDES })

const LOGO_RULE = 'Logo must be an uploaded image (POST /user/image), a path on this site or an absolute http(s) URL.'
export const SiteLogo = siteLink('Logo', LOGO_RULE).openapi({
  description: 'The site logo (header, favicon, preview cards): an upload (`POST /user/image`) or a path on the site.',
  example: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
})

const TIERS_RULE = `Sponsor tiers must be a list with each of ${SPONSOR_TIERS.join(', ')} once.`
export const SponsorTierSettings = strictObject('A sponsor tier', {
  key: z.enum(SPONSOR_TIERS, { error: `A tier's key must be one of ${SPONSOR_TIERS.join(', ')}.` }).openapi({
    description: "The tier's stable key (what a sponsor's `tier` names); its name may change.",
  }),
  name: oneLineText('Tier name', 60).openapi({ example: 'PLATINUM' }),
  facilities: z
    .array(oneLineText('Each facility', 300), { error: 'Facilities must be a list of texts.' })
    .max(20, 'A tier may list at most 20 facilities.'),
}).openapi('SponsorTierSettings')

export const SponsorTiers = z
  .array(SponsorTierSettings, { error: TIERS_RULE })
  .refine(
    (tiers) => tiers.length === SPONSOR_TIERS.length && SPONSOR_TIERS.every((k) => tiers.some((t) => t.key === k)),
    TIERS_RULE,
  )
  .openapi({ description: 'The sponsorship tiers, in the order the sponsors page shows them: names and facilities.' })
