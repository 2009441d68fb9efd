import {
  ACRONYM_RE,
  CONFERENCE_LIMITS,
  type Conference,
  isCalendarDay,
  isEditionUrl,
  YEAR_RANGE,
} from '@common/conference'
import { z } from 'zod'

// The form of /admin/edition: the next edition's identity, checked as POST /api/editions/next checks it
// (server/src/routes/editions/editions.schemas.ts), prefilled from the current edition one year on.

/** The fields, in the order of the form; also the `path` of the server's issues about them. */
export const EDITION_FIELDS = ['name', 'shortName', 'acronym', 'year', 'startDate', 'endDate', 'publicUrl'] as const
export type EditionField = (typeof EDITION_FIELDS)[number]

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`)

const day = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).refine(isCalendarDay, `${label} must be a day written YYYY-MM-DD.`)

const YEAR_RULE = `The year must be a whole number from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}.`

export const editionFormSchema = z
  .object({
    name: text('The name', CONFERENCE_LIMITS.name),
    shortName: text('The short name', CONFERENCE_LIMITS.shortName),
    acronym: z
      .string()
      .trim()
      .min(1, 'The acronym is required.')
      .max(CONFERENCE_LIMITS.acronym, `The acronym must be at most ${CONFERENCE_LIMITS.acronym} characters.`)
      .regex(ACRONYM_RE, 'The acronym must be lower-case letters and digits only.'),
    year: z
      .number({ error: YEAR_RULE })
      .min(YEAR_RANGE.min, YEAR_RULE)
      .max(YEAR_RANGE.max, YEAR_RULE)
      .refine(Number.isInteger, YEAR_RULE),
    startDate: day('The first day'),
    endDate: day('The last day'),
    publicUrl: z
      .string()
      .trim()
      .min(1, 'The public URL is required: the new edition answers there.')
      .refine(isEditionUrl, 'The public URL must be https://host (http:// only for localhost and *.localhost).')
      .transform((v) => new URL(v).origin),
  })
  .refine((v) => !isCalendarDay(v.startDate) || !isCalendarDay(v.endDate) || v.endDate >= v.startDate, {
    message: 'The last day must not be before the first day.',
    path: ['endDate'],
  })

export type EditionFormInput = z.input<typeof editionFormSchema>
export type EditionFormValues = z.output<typeof editionFormSchema>

/** The same month and day `years` on (29 February becomes the 28th in a year without it). */
export function addYears(day: string, years: number): string {
  if (!isCalendarDay(day)) return ''
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const next = `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
  return isCalendarDay(next) ? next : `${next.slice(0, 8)}28`
}

/** `value` with the year `from` written as `to`, or undefined when it does not name that year. */
function bumped(value: string, from: number, to: number): string | undefined {
  return value.includes(String(from)) ? value.split(String(from)).join(String(to)) : undefined
}

/**
 * The form's first values: the current edition one year on. The short name, acronym and public URL get the new
 * year where they write the current one; otherwise the year is added to the short name and the acronym, and the
 * public URL is left for the organiser (it needs a new host name, which cannot be guessed).
 */
export function nextEditionDefaults(current: Conference | undefined): EditionFormInput {
  if (!current)
    return { name: '', shortName: '', acronym: '', year: Number.NaN, startDate: '', endDate: '', publicUrl: '' }
  const from = current.year
  const to = from + 1
  return {
    name: current.name,
    shortName: bumped(current.shortName, from, to) ?? `${current.shortName} ${to}`,
    acronym: bumped(current.acronym, from, to) ?? `${current.acronym}${to}`,
    year: to,
    startDate: addYears(current.startDate, 1),
    endDate: addYears(current.endDate, 1),
    publicUrl: (current.publicUrl && bumped(current.publicUrl, from, to)) ?? '',
  }
}
