import { z } from '@hono/zod-openapi'
import { ACRONYM_RE, CONFERENCE_LIMITS, isCalendarDay, isEditionUrl, YEAR_RANGE } from '../../../../common/conference'
import {
  controlCharacterRule,
  hasNoControlCharacters,
  hostFitsDns,
  hostTooLongRule,
  originOf,
} from '../../../../common/field-rules'
import { oneLineText } from '../../api/fields'

// Starting the next edition (issue 32 item 4): the new identity in, what was carried, shifted and emptied out.

const day = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD).` })
    .refine(isCalendarDay, `${label} must be a day written YYYY-MM-DD.`)
    .openapi({ format: 'date' })

export const NextEditionInput = z
  .object({
    name: oneLineText('The name', CONFERENCE_LIMITS.name).openapi({
      example: 'International Conference on Next-Generation Adaptive Research and Innovations',
    }),
    shortName: oneLineText('The short name', CONFERENCE_LIMITS.shortName).openapi({ example: 'ICNARI 2027' }),
    acronym: z
      .string({ error: 'The acronym is required.' })
      .trim()
      .max(CONFERENCE_LIMITS.acronym, `The acronym must be at most ${CONFERENCE_LIMITS.acronym} characters.`)
      .regex(ACRONYM_RE, 'The acronym must be lower-case letters and digits (icnari2027).')
      .openapi({ example: 'icnari2027' }),
    year: z
      .number({ error: 'The year must be a whole number.' })
      .int('The year must be a whole number.')
      .min(YEAR_RANGE.min)
      .max(YEAR_RANGE.max)
      .openapi({ example: 2027 }),
    startDate: day('The first day').openapi({ example: '2027-03-05' }),
    endDate: day('The last day').openapi({ example: '2027-03-07' }),
    publicUrl: z
      .string({ error: 'The public URL is required.' })
      .refine((v) => hasNoControlCharacters(v), controlCharacterRule('The public URL'))
      .trim()
      .refine(isEditionUrl, 'The public URL must be https://host (http:// only for localhost and *.localhost).')
      .refine(hostFitsDns, hostTooLongRule('The public URL'))
      .transform((v) => originOf(v) ?? v)
      .openapi({ example: 'https://icnari2027.example.org' }),
    dryRun: z
      .boolean({ error: 'dryRun must be true or false.' })
      .optional()
      .openapi({ description: 'true: only count what would be carried, shifted and emptied; nothing is written.' }),
    keepLinks: z.boolean({ error: 'keepLinks must be true or false.' }).optional().openapi({
      description:
        "true: carry the submission, brochure and template links; left out or false, the switch empties them (the old edition's).",
    }),
  })
  .refine((v) => !isCalendarDay(v.startDate) || !isCalendarDay(v.endDate) || v.endDate >= v.startDate, {
    message: 'The last day must not be before the first day.',
    path: ['endDate'],
  })
  .openapi('NextEditionInput')

const Counts = (description: string, example: Record<string, number>) =>
  z.record(z.string(), z.number().int()).openapi({ description, example })

export const NextEditionPlan = z
  .object({
    message: z.string(),
    from: z.object({ shortName: z.string(), startDate: z.string(), endDate: z.string(), host: z.string() }),
    to: z.object({ shortName: z.string(), startDate: z.string(), endDate: z.string(), host: z.string() }),
    /** Days the important dates move by (the offset between the two first days). */
    shiftDays: z.number().int(),
    carried: Counts('Kept into the new edition, each row with a new id.', {
      settings: 1,
      admins: 2,
      committeeMembers: 48,
      hotels: 3,
      fees: 6,
      rooms: 4,
    }),
    shifted: Counts('Moved by shiftDays, with new ids and a fresh calendar sequence.', { importantDates: 7 }),
    emptied: Counts('Left in the backup and the archive, gone from the new edition.', {
      papers: 120,
      speakers: 14,
      announcements: 6,
      recentUpdates: 9,
      galleryPhotos: 40,
      contactMessages: 31,
      mailOutbox: 75,
      certificates: 250,
      sponsors: 5,
      sessions: 60,
      versions: 3,
    }),
    leftovers: z
      .array(
        z.object({
          path: z.string().openapi({ example: 'settings.links.submission' }),
          value: z.string().openapi({ example: 'https://cmt3.research.microsoft.com/ICNARI2025' }),
          names: z.array(z.string()).openapi({ example: ['icnari2025'] }),
        }),
      )
      .openapi({
        description:
          "Every carried text that names the old edition (its year, acronym, short name or public host): the settings but the identity the switch replaces, the mail templates and the rooms' links.",
      }),
    dates: z
      .array(
        z.object({
          label: z.string(),
          from: z.string().openapi({ format: 'date' }),
          date: z.string().openapi({ format: 'date' }),
          endDate: z.string().nullable().openapi({ format: 'date' }),
          beforeSwitch: z.boolean().openapi({ description: "The new (last) day falls before the switch's day." }),
        }),
      )
      .openapi({ description: 'The important dates with their new days, by day.' }),
    linksEmptied: z.array(z.string()).openapi({
      description: 'The links the switch empties (none with keepLinks).',
      example: ['submission', 'brochure', 'templateWord', 'templateLatex'],
    }),
  })
  .openapi('NextEditionPlan')

export const NextEditionStarted = NextEditionPlan.extend({
  backup: z.string().openapi({ description: 'The backup file written first (its name in BACKUP_DIR).' }),
  archive: z.object({ host: z.string(), pages: z.number().int(), files: z.number().int() }),
}).openapi('NextEditionStarted')

export const PastEdition = z
  .object({
    _id: z.string(),
    shortName: z.string(),
    name: z.string(),
    year: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
    archiveUrl: z.string().openapi({ description: 'Where the edition’s archive answers.' }),
    pages: z.number().int(),
    endedAt: z.string(),
  })
  .openapi('PastEdition')

export const PastEditionList = z
  .object({
    editions: z.array(PastEdition),
    /** Settings carried from the last edition that an organiser has not saved since (`fees`, `hotels`). */
    toReview: z.array(z.string()),
  })
  .openapi('PastEditionList')

export const CarriedOverItem = z
  .object({
    field: z.string().openapi({
      description:
        'Where the value is: `settings.<key>…`, `pages.<page>.<block>…`, `mailTemplates.<key>…`, `programmeRooms.<name>.onlineUrl`.',
      example: 'settings.phases.after.tagline',
    }),
    value: z.string().openapi({ example: 'Thank you for joining ICNARI 2025.' }),
    names: z
      .array(z.string())
      .openapi({ description: 'What in it names the edition that ended.', example: ['ICNARI 2025', '2025'] }),
    editPath: z.string().openapi({
      description: 'The admin page (and section) where it is edited.',
      example: '/admin/settings#settings-phases',
    }),
  })
  .openapi('CarriedOverItem')

export const CarriedOverList = z
  .object({
    items: z.array(CarriedOverItem).openapi({
      description:
        'Every carried value still naming the edition that ended last (its year, acronym, short name or old public host), but those dismissed; empty before any switch.',
    }),
  })
  .openapi('CarriedOverList')

export const DismissCarriedInput = z
  .object({
    field: z
      .string({ error: 'field is required: the field of an item of GET /editions/carried-over.' })
      .min(1, 'field is required: the field of an item of GET /editions/carried-over.')
      .max(500, 'field must be at most 500 characters.')
      .openapi({ example: 'settings.phases.after.tagline' }),
  })
  .openapi('DismissCarriedInput')
