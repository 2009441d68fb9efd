import { z } from '@hono/zod-openapi'
import { DEFAULT_LOGO_URL, DEFAULT_SLIDES, MAX_SLIDES, MIN_SLIDES } from '../../../../common/carousel'
import { CONFERENCE_LIMITS, YEAR_RANGE } from '../../../../common/conference'
import { buildConferenceSchema, conferencePatchSchema, conferenceShape } from '../../../../common/conference-schema'
import { controlCharacterRule, hasNoControlCharacters, isSiteLink } from '../../../../common/field-rules'
import { DEFAULT_SPONSOR_TIERS, SPONSOR_TIERS } from '../../../../common/sponsors'
import {
  email,
  httpUrl,
  LIMITS,
  normaliseHttpUrl,
  oneLineText,
  optionalHttpUrl,
  optionalOneLineText,
  optionalText,
  requiredText,
} from '../../api/fields'
import { imageIdOf, imageUrlFor } from '../../uploads/images'

// The one event-settings document (table event_settings, row 1): defined here once; the seed migration
// (0003_seed_season, 0007_conference) and every write are checked against it. Its texts are one line each (no
// control characters: they end up in calendars, headers and feeds), but the conference's tagline, typed in a box.

/** An object that refuses keys it does not know, saying which are allowed. */
function strictObject<T extends z.ZodRawShape>(what: string, shape: T) {
  const allowed = Object.keys(shape).join(', ')
  return z.strictObject(shape, {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `${what} has no field ${iss.keys.map((k) => `"${k}"`).join(', ')}: its fields are ${allowed}.`
        : iss.code === 'invalid_type'
          ? `${what} must be an object with the fields ${allowed}.`
          : undefined,
  })
}

const PHONE_RULE = 'Each phone must be a phone number: digits, spaces and + - ( ) only, e.g. +91 612 237 1715.'
export const PHONES_RULE = 'Phones must be a list of at most three numbers (none is fine: the site then shows none).'
export const MAX_FEE = 10_000_000
const AMOUNT_RULE = 'Amount must be a whole number of 0 or more.'
const PERCENT_RULE = 'Percent must be a whole number from 0 to 100.'
const FEE_CELL_RULE =
  'A fee is { "amount": whole number of 0 or more }, { "percent": 0 to 100, "of": what it is a percentage of } ' +
  'or null (not applicable).'

const phone = oneLineText('Phone', 40).regex(/^\+?[0-9(][0-9 ()-]{4,}$/, PHONE_RULE)

/** A link that may be empty: not set yet (issue 54 item 4: no placeholder goes public; the page shows nothing). */
function linkOrEmpty(label: string) {
  return z.union([z.literal(''), httpUrl(label)], {
    error: (iss) =>
      iss.code === 'invalid_union' ? `${label} must be empty or an absolute http:// or https:// URL.` : undefined,
  })
}

/** The contact e-mail, or empty when not set yet. */
const contactEmail = z
  .string({ error: 'Contact e-mail must be text.' })
  .trim()
  .max(254, 'Contact e-mail must be at most 254 characters.')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Contact e-mail must be a valid email address.')

export const SettingsLinks = strictObject('links', {
  brochure: linkOrEmpty('Brochure link').openapi({ example: 'https://example.org/icnari/brochure.pdf' }),
  submission: linkOrEmpty('Submission link').openapi({
    description: 'The paper submission site (Microsoft CMT).',
    example: 'https://cmt3.research.microsoft.com/ICNARI',
  }),
  templateWord: linkOrEmpty('Word template link').openapi({ example: 'https://example.org/icnari/template-word' }),
  templateLatex: linkOrEmpty('LaTeX template link').openapi({ example: 'https://example.org/icnari/template-latex' }),
}).openapi('SettingsLinks')

export const BankDetails = strictObject('bank', {
  accountName: oneLineText('Account name'),
  accountNumber: oneLineText('Account number', 50),
  bankName: oneLineText('Bank name'),
  branch: oneLineText('Branch'),
  ifsc: oneLineText('IFSC', 50),
  swift: optionalOneLineText('SWIFT code', 50).openapi({ description: 'For payments from abroad; optional.' }),
}).openapi('BankDetails', {
  description:
    'Where registration fees are paid. Never shown on the public site: only a registrant’s own page shows how to pay.',
  example: {
    accountName: 'To be set by the organisers',
    accountNumber: 'To be set by the organisers',
    bankName: 'To be set by the organisers',
    branch: 'To be set by the organisers',
    ifsc: 'To be set by the organisers',
  },
})

const AmountCell = strictObject('A fee', {
  amount: z
    .number({ error: AMOUNT_RULE })
    .min(0, AMOUNT_RULE)
    .max(MAX_FEE, `Amount must be at most ${MAX_FEE}.`)
    // Not .int(): zod reports that as a type mismatch, and the union would then hide this message.
    .refine(Number.isInteger, AMOUNT_RULE)
    .openapi({ type: 'integer', minimum: 0, maximum: MAX_FEE, example: 6500 }),
})

const PercentCell = strictObject('A fee', {
  percent: z
    .number({ error: PERCENT_RULE })
    .min(0, PERCENT_RULE)
    .max(100, PERCENT_RULE)
    .refine(Number.isInteger, PERCENT_RULE)
    .openapi({ type: 'integer', minimum: 0, maximum: 100, example: 50 }),
  of: oneLineText('What the percentage is of').openapi({ example: 'the fee' }),
})

export const FeeCell = z
  .union([AmountCell, PercentCell, z.null()], {
    error: (iss) => (iss.code === 'invalid_union' ? FEE_CELL_RULE : undefined),
  })
  .openapi('FeeCell', {
    description:
      'An amount in the row\'s currency, a percentage of something ("50% of the fee"), or null for "not applicable".',
  })

const FEE_KEY_RULE = 'A fee row key must be lower-case letters, digits and hyphens (e.g. student), at most 40.'

export const FeeRow = strictObject('A fee row', {
  key: z
    .string({ error: FEE_KEY_RULE })
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, FEE_KEY_RULE)
    .optional()
    .openapi({
      description:
        'Stable name of the category (what a registration stores); left out, one is made from the category name.',
      example: 'student',
    }),
  accompanying: z
    .boolean({ error: 'accompanying must be true or false.' })
    .optional()
    .openapi({ description: "The accompanying person's row (at most one): not a category one registers in." }),
  category: oneLineText('Category').openapi({ example: 'Students/Research Scholar' }),
  currency: z.enum(['INR', 'USD'], { error: 'Currency must be INR or USD.' }),
  early: FeeCell,
  late: FeeCell,
  additionalPaper: FeeCell,
}).openapi('FeeRow', {
  example: {
    category: 'Students/Research Scholar',
    currency: 'INR',
    early: { amount: 6500 },
    late: { amount: 7500 },
    additionalPaper: { percent: 50, of: 'the fee' },
  },
})

export const Fees = strictObject('fees', {
  rows: z
    .array(FeeRow, { error: 'Fee rows must be a list.' })
    .min(1, 'The fee table needs at least one row.')
    .max(20, 'The fee table may have at most 20 rows.')
    .superRefine((rows, ctx) => {
      const keys = rows.map((r) => r.key).filter((k) => k !== undefined)
      const twice = keys.find((k, i) => keys.indexOf(k) !== i)
      if (twice) ctx.addIssue({ code: 'custom', message: `Two fee rows have the key "${twice}": keys must differ.` })
      if (rows.filter((r) => r.accompanying).length > 1)
        ctx.addIssue({ code: 'custom', message: "Only one fee row can be the accompanying person's." })
    }),
}).openapi('Fees', { description: 'The registration fee table: one row per category; all fees include GST.' })

export const Hotel = strictObject('A hotel', {
  name: oneLineText('Hotel name').openapi({ example: 'Hotel Maurya' }),
  address: optionalOneLineText('Hotel address', 300).openapi({
    description: 'Street address; the card and its map use it instead of the name when given.',
    example: 'South Gandhi Maidan, Patna 800001',
  }),
  distance: optionalOneLineText('Hotel distance', 60).openapi({
    description: 'From the venue, as people say it; without it the card links to the route, which gives it.',
    example: 'about 4 km by road',
  }),
  phone: optionalOneLineText('Hotel phone', 40).openapi({
    description: 'Shown as a link to call.',
    example: '+91 612 222 2222',
  }),
  website: optionalHttpUrl('Hotel website').openapi({ example: 'https://hotelmaurya.example.org' }),
}).openapi('Hotel')
export type Hotel = z.infer<typeof Hotel>

/** The accommodation page's hotels until the organisers set them: the six the earlier site listed, by name. */
export const DEFAULT_HOTELS: Hotel[] = [
  'Hotel The Panache',
  'Hotel Sharda Residency',
  'The Grand Empire',
  'Hotel Maurya',
  'Hotel Vrindavan',
  'Hotel Gargee Grand',
].map((name) => ({ name }))

const Hotels = z
  .array(Hotel, { error: 'Hotels must be a list.' })
  .max(20, 'The accommodation page may list at most 20 hotels.')
  .openapi({ description: "The accommodation page's hotels, in this order (an empty list shows none)." })

const UPI_RULE = 'UPI ID must look like name@bank, e.g. nitpatna@sbi.'
const upiVpaText = z
  .string({ error: 'UPI ID must be text.' })
  .trim()
  .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, UPI_RULE)
const blankAs = (blank: null | undefined) => (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? blank : v

export const RegistrationSettings = strictObject('registration', {
  open: z.boolean({ error: 'open must be true or false.' }).openapi({
    description:
      'Registration is open while this is true and today (India) is on or before the last-registration date.',
  }),
  upiVpa: z.preprocess(
    blankAs(undefined),
    upiVpaText
      .optional()
      .openapi({ description: "The account's UPI ID (VPA): the registrant's page offers a UPI link and QR code." }),
  ),
  gstPercent: z
    .number({ error: 'GST percent must be a number from 0 to 28.' })
    .min(0, 'GST percent must be a number from 0 to 28.')
    .max(28, 'GST percent must be a number from 0 to 28.')
    .openapi({ example: 18, description: 'The GST included in the fees; the receipt shows its part.' }),
  retentionDays: z
    .number({ error: 'Retention days must be a whole number from 30 to 3650.' })
    .refine(Number.isInteger, 'Retention days must be a whole number from 30 to 3650.')
    .refine((v) => v >= 30 && v <= 3650, 'Retention days must be a whole number from 30 to 3650.')
    .openapi({
      type: 'integer',
      example: 365,
      description: "Days after the conference's last day when registrants' contacts and payment details are erased.",
    }),
  note: optionalText('Registration note', 2000).openapi({
    description: 'Shown on the registration form and in the mail (e.g. what the fee covers).',
  }),
}).openapi('RegistrationSettings')
export type RegistrationSettings = z.infer<typeof RegistrationSettings>

export const DEFAULT_REGISTRATION: RegistrationSettings = { open: false, gstPercent: 18, retentionDays: 365 }

const CONFERENCE_EXAMPLE = {
  name: 'International Conference on Next-Generation Adaptive Research and Innovations',
  shortName: 'ICNARI 2031',
  acronym: 'icnari2031',
  year: 2031,
  startDate: '2031-03-06',
  endDate: '2031-03-08',
  mode: 'hybrid',
  venue: 'NIT Patna',
  tagline: 'Join the most innovative minds for a transformative event.',
  publicUrl: '',
} as const

/** The edition's identity (common/conference.ts): every page, title, feed and the calendar name it from here. */
export const Conference = buildConferenceSchema({
  ...conferenceShape,
  acronym: conferenceShape.acronym.openapi({ description: 'Lower-case letters and digits.', example: 'icnari2031' }),
  year: conferenceShape.year.openapi({
    type: 'integer',
    minimum: YEAR_RANGE.min,
    maximum: YEAR_RANGE.max,
    example: 2031,
  }),
  startDate: conferenceShape.startDate.openapi({ format: 'date', description: 'The first day (India time).' }),
  endDate: conferenceShape.endDate.openapi({ format: 'date', description: 'The last day; not before the first.' }),
  mode: conferenceShape.mode.openapi({ example: 'hybrid' }),
  publicUrl: conferenceShape.publicUrl.openapi({
    description:
      "The edition's public origin (kept without a path or a trailing dot; its host name at most 253 characters), " +
      'or empty: then `PUBLIC_URL` applies.',
    example: '',
  }),
}).openapi('Conference', {
  description:
    'The conference itself: its names, year, days (`YYYY-MM-DD`, India time; the last not before the first), ' +
    'mode, venue and tagline, read by every page, title, preview, feed and the calendar. `acronym` is lower-case ' +
    "letters and digits (the calendar's UIDs without `PUBLIC_URL`). `publicUrl` is the edition's public origin; empty, the " +
    '`PUBLIC_URL` variable applies. Every text is one line, without control characters, but `tagline`, which may have line breaks.',
  example: CONFERENCE_EXAMPLE,
})

/** A text of a phase: may be empty (see PhaseSettings), line breaks allowed (typed in a box, like the tagline). */
const phaseText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)

const phaseTagline = (label: string) => phaseText(label, CONFERENCE_LIMITS.tagline)

/**
 * What the hero says in each phase of the site (issue 54 item 5, common/phase.ts). An empty tagline before the
 * deadline or once submissions close shows the conference's tagline; during and after the conference, none.
 */
export const PhaseSettings = strictObject('phases', {
  before: strictObject('phases.before', { tagline: phaseTagline('Tagline before the submission deadline') }),
  closed: strictObject('phases.closed', { tagline: phaseTagline('Tagline once submissions are closed') }),
  during: strictObject('phases.during', { tagline: phaseTagline('Tagline during the conference') }),
  after: strictObject('phases.after', {
    tagline: phaseTagline('Tagline after the conference'),
    text: phaseText('After-conference text', 1000).openapi({
      description:
        'Follows "… took place on <days> at <venue>." in the hero once the conference is over. Texts may use the ' +
        'conference tokens ({shortName}, {dates}, {venue}…).',
    }),
  }),
}).openapi('PhaseSettings', {
  description:
    "The hero's tagline in each phase (before the submission deadline, submissions closed, during the conference, " +
    "after it) and the after-conference text. An empty tagline `before` or `closed` shows the conference's tagline; " +
    '`during` or `after`, none.',
})
export type PhaseSettings = z.infer<typeof PhaseSettings>

export const DEFAULT_PHASES: PhaseSettings = {
  before: { tagline: '' },
  closed: { tagline: '' },
  during: { tagline: '' },
  after: {
    tagline: '',
    text: 'Thank you to every author, speaker and attendee — the papers and the photos are online.',
  },
}

/** Mail settings (issue 51): who is told of every contact message. Never public. */
export const MailSettings = strictObject('mail', {
  notify: z
    .array(email('Each notify address'), { error: 'notify must be a list of e-mail addresses.' })
    .max(20, 'At most 20 addresses may be notified.')
    .openapi({
      description: 'The organisers told of every new contact message (one mail each, Reply-To the visitor).',
      example: ['organisers@example.org'],
    }),
}).openapi('MailSettings')
/** The placeholders certificate texts may hold (routes/certificates fills them when one is issued). */
export const CERTIFICATE_PLACEHOLDERS = [
  'name',
  'institution',
  'paperId',
  'paperTitle',
  'conference',
  'dates',
  'venue',
  'mode',
] as const
const PLACEHOLDER_RULE = `Texts may use only the placeholders ${CERTIFICATE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}.`
const certificateText = (label: string) =>
  requiredText(label, 1000).refine(
    (v) =>
      [...v.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].every((m) =>
        (CERTIFICATE_PLACEHOLDERS as readonly string[]).includes(m[1]!),
      ),
    PLACEHOLDER_RULE,
  )
/** The image id of an upload's URL, relative (`/api/images/<id>.webp`) or absolute on any of our origins. */
function uploadIdOf(url: string): string | undefined {
  if (url.startsWith('/')) return imageIdOf(url)
  try {
    return imageIdOf(new URL(url).pathname)
  } catch {
    return undefined
  }
}
/** Certificate images are uploads (`POST /user/image`): the PDF is drawn from stored bytes, never fetched. */
const uploadedImage = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters.`)
    .refine((v) => v === '' || uploadIdOf(v) !== undefined, `${label} must be an image uploaded with POST /user/image.`)
    .transform((v) => (v === '' ? v : imageUrlFor(uploadIdOf(v)!)))

export const CertificateSettings = strictObject('certificates', {
  title: requiredText('Certificate title', 120).openapi({ example: 'Certificate' }),
  participationText: certificateText('Participation text').openapi({
    example:
      'This is to certify that {{name}} of {{institution}} participated in {{conference}}, held {{mode}} at {{venue}} on {{dates}}.',
  }),
  presentationText: certificateText('Presentation text').openapi({
    example:
      'This is to certify that {{name}} of {{institution}} presented the paper {{paperId}} "{{paperTitle}}" at {{conference}}, {{dates}}.',
  }),
  signatories: z
    .array(
      strictObject('signatory', {
        name: requiredText('Signatory name', 120),
        designation: requiredText('Signatory designation', 200),
        signatureImageUrl: uploadedImage('Signature image'),
      }),
      { error: 'Signatories must be a list.' },
    )
    .max(4, 'A certificate has room for at most 4 signatories.'),
  logoUrl: uploadedImage('Logo'),
  backgroundUrl: uploadedImage('Background'),
}).openapi('CertificateSettings', {
  description:
    "The certificates' look and words. The texts take the placeholders {{name}}, {{institution}}, {{paperId}}, " +
    '{{paperTitle}}, {{conference}}, {{dates}}, {{venue}} and {{mode}}. Images (logo, background, signatures) are ' +
    'uploads from `POST /user/image`, or empty. A certificate keeps the words and images it was issued with.',
})
export type CertificateSettings = z.infer<typeof CertificateSettings>

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
const SiteLogo = siteLink('Logo', LOGO_RULE).openapi({
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

const SponsorTiers = z
  .array(SponsorTierSettings, { error: TIERS_RULE })
  .refine(
    (tiers) => tiers.length === SPONSOR_TIERS.length && SPONSOR_TIERS.every((k) => tiers.some((t) => t.key === k)),
    TIERS_RULE,
  )
  .openapi({ description: 'The sponsorship tiers, in the order the sponsors page shows them: names and facilities.' })

const settingsShape = {
  conference: Conference,
  contactEmail: contactEmail.openapi({
    description: 'Empty until set: the site then shows no e-mail.',
    example: 'icnari@nitp.ac.in',
  }),
  phones: z
    .array(phone, { error: PHONES_RULE })
    .max(3, PHONES_RULE)
    .openapi({ minItems: 0, maxItems: 3, example: ['+91 612 237 1715'] }),
  links: SettingsLinks,
  bank: BankDetails,
  fees: Fees,
  hotels: Hotels,
  mail: MailSettings.default({ notify: [] }),
  /** Absent until an organiser sets it (the seeded document predates certificates). */
  certificates: CertificateSettings.optional(),
  // A document from before registration existed (an older backup) reads with it closed.
  registration: RegistrationSettings.default(DEFAULT_REGISTRATION),
  // A document from before issue 54 reads with today's slides, logo and tiers.
  slides: Slides.default(DEFAULT_SLIDES.map((s) => ({ ...s }))),
  logoUrl: SiteLogo.default(DEFAULT_LOGO_URL),
  sponsorTiers: SponsorTiers.default(DEFAULT_SPONSOR_TIERS.map((t) => ({ ...t, facilities: [...t.facilities] }))),
  // Before the phases existed a document reads with the hero's earlier words.
  phases: PhaseSettings.default(DEFAULT_PHASES),
}

/** The whole document, as stored and as admin answers give it. */
export const EventSettings = strictObject('Settings', settingsShape).openapi('EventSettings')
export type EventSettings = z.infer<typeof EventSettings>

/** What the public gets: everything but the bank details, the mail settings (organisers' addresses) and the certificates' set-up. */
export type PublicEventSettings = Omit<EventSettings, 'bank' | 'mail' | 'certificates'>

export const NOTHING_TO_CHANGE = `Send at least one of ${Object.keys(settingsShape).join(', ')} to change.`

export const EventSettingsPatch = strictObject('Settings', {
  conference: conferencePatchSchema.optional(),
  contactEmail: settingsShape.contactEmail.optional(),
  phones: settingsShape.phones.optional(),
  links: SettingsLinks.partial().optional(),
  bank: strictObject('bank', {
    ...BankDetails.shape,
    // null or an empty text removes it; left out, it is kept
    swift: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        oneLineText('SWIFT code', 50).nullable(),
      )
      .optional(),
  })
    .partial()
    .optional(),
  fees: Fees.optional(),
  hotels: Hotels.optional(),
  slides: Slides.optional(),
  logoUrl: SiteLogo.optional(),
  sponsorTiers: SponsorTiers.optional(),
  mail: MailSettings.optional(),
  certificates: CertificateSettings.optional(),
  registration: strictObject('registration', {
    ...RegistrationSettings.shape,
    // null or an empty text removes it; left out, it is kept
    upiVpa: z.preprocess(blankAs(null), upiVpaText.nullable()),
    note: z.preprocess(
      blankAs(null),
      z.string().trim().max(2000, 'Registration note must be at most 2000 characters.').nullable(),
    ),
  })
    .partial()
    .optional(),
  phases: PhaseSettings.partial().optional(),
})
  .refine((v) => Object.keys(v).length > 0, NOTHING_TO_CHANGE)
  .openapi('EventSettingsPatch', {
    description:
      'Any subset of the top-level fields. `conference`, `links`, `bank` and `registration` may also be partial: the fields given replace those ' +
      'stored, the rest are kept; `phases` may give some phases, each whole (`bank.swift: null` removes the SWIFT code; `registration.upiVpa: null` and ' +
      '`registration.note: null` remove them). `phones`, `fees`, `hotels`, `slides`, `logoUrl`, `sponsorTiers`, `mail` and ' +
      '`certificates` are replaced whole.',
    example: { contactEmail: 'icnari@nitp.ac.in', links: { brochure: 'https://example.org/icnari/cfp.pdf' } },
  })
export type EventSettingsPatch = z.infer<typeof EventSettingsPatch>

export const SettingsView = z
  .object({
    settings: z.object({ ...settingsShape, bank: BankDetails.optional(), mail: MailSettings.optional() }).openapi({
      description: 'The settings; `bank`, `mail` and `certificates` only when a valid admin token was sent.',
    }),
  })
  .openapi('SettingsView')

export const SettingsSaved = z
  .object({
    message: z.string().openapi({ example: 'Settings saved.' }),
    settings: EventSettings,
  })
  .openapi('SettingsSaved')
