import { z } from '@hono/zod-openapi'
import { DEFAULT_LOGO_URL, DEFAULT_SLIDES } from '../../../../common/carousel'
import { CONFERENCE_LIMITS, YEAR_RANGE } from '../../../../common/conference'
import { buildConferenceSchema, conferencePatchSchema, conferenceShape } from '../../../../common/conference-schema'
import { DEFAULT_SPONSOR_TIERS } from '../../../../common/sponsors'
import { httpUrl, oneLineText, optionalHttpUrl, optionalOneLineText } from '../../api/fields'
import { BankDetails, blankAs, DEFAULT_REGISTRATION, Fees, RegistrationSettings, upiVpaText } from './settings.fees'
import { SiteLogo, Slides, SponsorTiers } from './settings.look'
import { CertificateSettings, MailSettings } from './settings.mail-certificates'
import { defaultOrganiser, Organiser } from './settings.organiser'
import { strictObject } from './settings.strict'

// The one event-settings document (table event_settings, row 1): defined here once; the seed migration
// (0003_seed_season, 0007_conference) and every write are checked against it. Its texts are one line each (no
// control characters: they end up in calendars, headers and feeds), but the conference's tagline, typed in a box.
const PHONE_RULE = 'Each phone must be a phone number: digits, spaces and + - ( ) only, e.g. +91 612 237 1715.'
export const PHONES_RULE = 'Phones must be a list of at most three numbers (none is fine: the site then shows none).'

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
  // Before the organiser was a setting a document reads with the seeded host, address and map.
  organiser: Organiser.default(defaultOrganiser),
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
  organiser: Organiser.partial().optional(),
})
  .refine((v) => Object.keys(v).length > 0, NOTHING_TO_CHANGE)
  .openapi('EventSettingsPatch', {
    description:
      'Any subset of the top-level fields. `conference`, `links`, `bank` and `registration` may also be partial: the fields given replace those ' +
      'stored, the rest are kept; `organiser` may give some of its fields (`address` and `map` each whole); `phases` may give some phases, each whole (`bank.swift: null` removes the SWIFT code; `registration.upiVpa: null` and ' +
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

export * from './settings.fees'
export * from './settings.look'
export * from './settings.mail-certificates'
export * from './settings.organiser'
