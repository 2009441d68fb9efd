// The rules of the conference's identity (conference.ts), checked by the API (PATCH /api/settings, where the
// server adds its OpenAPI description) and by the admin form at /admin/settings, with the same words. Its own
// module so that the public pages, which only format the values, do not load zod.
import { z } from 'zod'
import {
  ACRONYM_RE,
  CONFERENCE_LIMITS,
  CONFERENCE_MODES,
  type Conference,
  isCalendarDay,
  YEAR_RANGE,
} from './conference'
import {
  controlCharacterRule,
  hasNoControlCharacters,
  hostFitsDns,
  hostTooLongRule,
  LIMITS,
  normaliseHttpUrl,
  originOf,
} from './field-rules'

// Checked before trimming: a line break at either end is refused too, not quietly dropped.
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .refine((v) => hasNoControlCharacters(v), controlCharacterRule(label))
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)

const day = (label: string) =>
  z
    .string({ error: `${label} must be a day written YYYY-MM-DD.` })
    .trim()
    .refine(isCalendarDay, `${label} must be a day written YYYY-MM-DD, e.g. 2031-03-06.`)

const YEAR_RULE = `Year must be a whole number from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}.`
const ACRONYM_RULE = 'Acronym must be lower-case letters and digits only, e.g. icnari2031.'
const PUBLIC_URL_RULE = "Public URL must be empty or the site's address, e.g. https://icnari.example.org (no path)."
export const MODE_RULE = `Mode must be one of ${CONFERENCE_MODES.join(', ')}.`
export const DATE_ORDER_RULE = 'The last day (endDate) must not be before the first day (startDate).'

/**
 * The edition's public origin (`https://host[:port]`, the host without a trailing dot: requests never carry it), or
 * '' (then the PUBLIC_URL variable applies).
 */
function publicOriginOf(value: string): string | undefined {
  if (value === '') return ''
  const href = normaliseHttpUrl(value)
  if (!href) return undefined
  const url = new URL(href)
  if (url.pathname !== '/' || url.search || url.hash) return undefined
  return originOf(href)
}

/** The fields, each checked on its own (a PATCH may send some of them; the whole is checked once merged). */
export const conferenceShape = {
  name: text('Conference name', CONFERENCE_LIMITS.name),
  shortName: text('Short name', CONFERENCE_LIMITS.shortName),
  acronym: z
    .string({ error: ACRONYM_RULE })
    .refine((v) => hasNoControlCharacters(v), controlCharacterRule('Acronym'))
    .trim()
    .min(1, ACRONYM_RULE)
    .max(CONFERENCE_LIMITS.acronym, `Acronym must be at most ${CONFERENCE_LIMITS.acronym} characters.`)
    .regex(ACRONYM_RE, ACRONYM_RULE),
  year: z
    .number({ error: YEAR_RULE })
    .min(YEAR_RANGE.min, YEAR_RULE)
    .max(YEAR_RANGE.max, YEAR_RULE)
    // Not .int(): zod reports that as a type mismatch, with its own words.
    .refine(Number.isInteger, YEAR_RULE),
  startDate: day('First day (startDate)'),
  endDate: day('Last day (endDate)'),
  mode: z.enum(CONFERENCE_MODES, { error: MODE_RULE }),
  venue: text('Venue', CONFERENCE_LIMITS.venue),
  tagline: z
    .string({ error: 'Tagline must be text.' })
    // Typed in a multi-line box: its line breaks are the organiser's.
    .refine((v) => hasNoControlCharacters(v, true), controlCharacterRule('Tagline', true))
    .trim()
    .max(CONFERENCE_LIMITS.tagline, `Tagline must be at most ${CONFERENCE_LIMITS.tagline} characters.`),
  publicUrl: z
    .string({ error: PUBLIC_URL_RULE })
    // The URL parser would quietly drop a tab or line break inside: refused, as in every text of the conference.
    .refine((v) => hasNoControlCharacters(v), controlCharacterRule('Public URL'))
    .trim()
    .max(LIMITS.url, `Public URL must be at most ${LIMITS.url} characters.`)
    .refine((v) => publicOriginOf(v) !== undefined, PUBLIC_URL_RULE)
    .refine(hostFitsDns, hostTooLongRule('Public URL'))
    .transform((v) => publicOriginOf(v) ?? ''),
}

const FIELDS = Object.keys(conferenceShape).join(', ')
const objectError = (iss: { code?: string; keys?: string[] }) =>
  iss.code === 'unrecognized_keys'
    ? `conference has no field ${(iss.keys ?? []).map((k) => `"${k}"`).join(', ')}: its fields are ${FIELDS}.`
    : iss.code === 'invalid_type'
      ? `conference must be an object with the fields ${FIELDS}.`
      : undefined

/**
 * Whole, as stored: every field, and the last day not before the first. The server passes its fields with their
 * OpenAPI descriptions (the same rules: each is `conferenceShape`'s with `.openapi(...)`).
 */
export function buildConferenceSchema<S extends typeof conferenceShape>(shape: S) {
  return z
    .strictObject(shape, { error: objectError })
    .refine((c) => (c as Pick<Conference, 'startDate' | 'endDate'>).endDate >= (c as Conference).startDate, {
      message: DATE_ORDER_RULE,
      path: ['endDate'],
    })
}

export const conferenceSchema = buildConferenceSchema(conferenceShape)

/** Some of the fields (PATCH /api/settings merges them into the stored ones, then checks the whole). */
export const conferencePatchSchema = z.strictObject(conferenceShape, { error: objectError }).partial()

// The schema's output is the shared type: a change to either side shows up here.
type Checked = z.output<typeof conferenceSchema>
const _sameShape: (c: Checked) => Conference = (c) => c
void _sameShape
