import { z } from '@hono/zod-openapi'
import { isSitePath } from '../../../../common/field-rules'
import { LIMITS, normaliseHttpUrl, priority, requiredText } from '../../api/fields'

export const TEXT_MAX = 500

const LINK_RULE =
  'Link must be an absolute http:// or https:// URL or an in-site path starting with one / (e.g. /contact).'
export const WINDOW_RULE = 'Show until must be after show from.'
export const NOTHING_TO_CHANGE = 'Send at least one of text, link, showFrom, showUntil and priority to change.'

/** What "no value" looks like in a form: null or an empty text clear the field. */
const blankToNull = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v)

/** An http(s) URL (stored normalised, as papers and updates store theirs) or an in-site path (stored as written). */
const siteLink = z
  .string({ error: 'Link must be text.' })
  .trim()
  .max(LIMITS.url, `Link must be at most ${LIMITS.url} characters.`)
  .refine((v) => normaliseHttpUrl(v) !== undefined || isSitePath(v), LINK_RULE)
  .transform((v) => normaliseHttpUrl(v) ?? v)

const link = z.preprocess(blankToNull, siteLink.nullable()).openapi({
  description:
    'An absolute http(s) URL, or an in-site path such as `/authors/registrations` (one leading `/`, no `//`, ' +
    'no backslash); null or an empty text for no link. Anything else (`javascript:`, `data:`, `//host`) is refused.',
  example: '/authors/registrations',
})

function instant(label: string, example: string) {
  const rule = `${label} must be an ISO 8601 date-time with a time zone, e.g. 2025-11-28T09:30:00+05:30.`
  return z.preprocess(
    blankToNull,
    z.iso
      .datetime({ offset: true, error: rule })
      .nullable()
      .openapi({ example, description: `${label}: null or left out for no limit.` }),
  )
}

const showFrom = instant('Show from', '2025-01-10T00:00:00+05:30')
const showUntil = instant('Show until', '2025-02-24T00:00:00+05:30')

/** A window ends after it starts (an open end is always after). */
export function endsAfterStart(from: string | Date | null | undefined, until: string | Date | null | undefined) {
  return !from || !until || new Date(until).getTime() > new Date(from).getTime()
}

const example = {
  text: 'Registration closes on 23 February; the early bird rate applies until 25 January.',
  link: '/authors/registrations',
  showFrom: '2025-01-10T00:00:00+05:30',
  showUntil: '2025-02-24T00:00:00+05:30',
}

export const AnnouncementInput = z
  .object({
    text: requiredText('Text', TEXT_MAX),
    link: link.optional(),
    showFrom: showFrom.optional(),
    showUntil: showUntil.optional(),
    priority: priority.optional().openapi({ description: 'Lower shows first; 0 when left out.', example: 0 }),
  })
  .superRefine((v, ctx) => {
    if (!endsAfterStart(v.showFrom, v.showUntil))
      ctx.addIssue({ code: 'custom', path: ['showUntil'], message: WINDOW_RULE })
  })
  .openapi('AnnouncementInput', { example: { ...example, priority: 0 } })

export const AnnouncementUpdate = z
  .object({
    text: requiredText('Text', TEXT_MAX).optional(),
    link: link.optional(),
    showFrom: showFrom.optional(),
    showUntil: showUntil.optional(),
    priority: priority.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), NOTHING_TO_CHANGE)
  .openapi('AnnouncementUpdate', {
    description:
      'Any of the fields; those left out are kept, null (or an empty text) clears link, showFrom, showUntil.',
    example: { showUntil: '2025-02-24T00:00:00+05:30' },
  })

export const Announcement = z
  .object({
    _id: z.uuid(),
    text: z.string(),
    link: z.string().nullable(),
    showFrom: z.iso.datetime().nullable(),
    showUntil: z.iso.datetime().nullable(),
    priority: z.number().int().optional().openapi({ description: 'In admin answers only.' }),
  })
  .openapi('Announcement', {
    example: {
      _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      ...example,
      showFrom: '2025-01-09T18:30:00.000Z',
      showUntil: '2025-02-23T18:30:00.000Z',
    },
  })

export const AnnouncementList = z.object({ announcements: z.array(Announcement) }).openapi('AnnouncementList')

export const AnnouncementSaved = z
  .object({
    message: z.string().openapi({ example: 'Announcement added successfully.' }),
    announcement: Announcement,
  })
  .openapi('AnnouncementSaved')

export const AnnouncementListQuery = z.object({
  all: z
    .enum(['true', 'false'], { error: 'all must be true or false.' })
    .optional()
    .openapi({
      param: { name: 'all', in: 'query' },
      example: 'true',
      description: '`true`: every item, shown or not, with its priority (needs the token).',
    }),
})
