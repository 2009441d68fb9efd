import { z } from '@hono/zod-openapi'
import { DATE_ROLES } from '../../../../common/date-roles'
import { requiredText } from '../../api/fields'

/** `YYYY-MM-DD` that names a real day of the calendar (2025-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

// A typo such as 0225 or 20255 in a year is caught here rather than published.
const FIRST_YEAR = 2000
const LAST_YEAR = 2099

/** A calendar day written `YYYY-MM-DD`, with messages that say what to fix. */
export function calendarDay(label: string) {
  return z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), {
      message: `${label} must be a day written YYYY-MM-DD, e.g. 2025-11-28.`,
      abort: true,
    })
    .refine(isCalendarDay, {
      message: `${label} is not a day of the calendar: check the day and the month.`,
      abort: true,
    })
    .refine((v) => Number(v.slice(0, 4)) >= FIRST_YEAR && Number(v.slice(0, 4)) <= LAST_YEAR, {
      message: `${label} must be in the years ${FIRST_YEAR}–${LAST_YEAR}.`,
    })
    .openapi({ format: 'date', example: '2025-11-28' })
}

export const END_BEFORE_START = 'End date must be on or after the date (the first day of the range).'
export const NOTHING_TO_CHANGE = 'Send at least one of label, date, endDate and role to change.'

const label = requiredText('Label').openapi({ example: 'Paper submission deadline' })

const ROLE_RULE = `Role must be one of ${DATE_ROLES.join(', ')}, or null.`
export const DateRole = z
  .enum(DATE_ROLES, { error: ROLE_RULE })
  .nullable()
  .openapi({
    description:
      'What the date means to the site: `early-registration` ends the early fee, `last-registration` closes ' +
      'registration, `conference` is the conference itself. At most one date has each role; null for none.',
    example: 'early-registration',
  })
const roleInput = z.preprocess((v) => (v === '' ? null : v), DateRole).optional()

export const DateInput = z
  .object({
    label,
    date: calendarDay('Date').openapi({ description: 'The day, or the first day of a range (India time).' }),
    endDate: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      calendarDay('End date')
        .optional()
        .openapi({ description: 'The last day, for a range only; left out (or null) for a single day.' }),
    ),
    role: roleInput,
  })
  .superRefine((v, ctx) => {
    if (v.endDate !== undefined && v.endDate < v.date)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START })
  })
  .openapi('DateInput', { example: { label: 'Conference dates', date: '2025-12-10', endDate: '2025-12-12' } })

export const DateUpdate = z
  .object({
    label: label.optional(),
    date: calendarDay('Date').optional(),
    endDate: z
      .preprocess((v) => (v === '' ? null : v), calendarDay('End date').nullable())
      .optional()
      .openapi({
        description:
          'The last day of a range; null (or an empty text) makes it a single day again; left out, it is kept.',
      }),
    role: roleInput,
  })
  .refine(
    (v) => v.label !== undefined || v.date !== undefined || v.endDate !== undefined || v.role !== undefined,
    NOTHING_TO_CHANGE,
  )
  .openapi('DateUpdate', {
    description:
      'Any of the fields; those left out are kept. Moving `date` to a later day records the old day in `previousDates`.',
    example: { date: '2025-12-12' },
  })

export const DateStatus = z.enum(['passed', 'today', 'upcoming']).openapi({
  description:
    "Against today's date in India (Asia/Kolkata): a range is `today` from its first to its last day, `passed` after it.",
  example: 'upcoming',
})

export const ImportantDate = z
  .object({
    _id: z.uuid(),
    label: z.string(),
    date: z.string().openapi({ format: 'date', description: 'The day, or the first day of a range.' }),
    endDate: z.string().optional().openapi({ format: 'date', description: 'The last day; present only for a range.' }),
    previousDates: z
      .array(z.string().openapi({ format: 'date' }))
      .openapi({ description: 'Earlier days of an extended date, oldest first.' }),
    role: DateRole,
    status: DateStatus,
  })
  .openapi('ImportantDate', {
    example: {
      _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      label: 'Paper submission deadline',
      date: '2025-11-28',
      previousDates: ['2025-10-31', '2025-11-15'],
      role: 'submission-deadline',
      status: 'passed',
    },
  })

export const DateList = z.object({ dates: z.array(ImportantDate) }).openapi('DateList')

export const DateSaved = z
  .object({ message: z.string().openapi({ example: 'Date updated successfully.' }), date: ImportantDate })
  .openapi('DateSaved')
