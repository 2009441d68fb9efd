import { isSiteLink } from '@common/field-rules'
import { z } from 'zod'
import { indiaLocalToIso, isDateTimeLocal, LIMITS, parsePriority, requiredText } from '@/lib/admin/form-rules'
import type { AnnouncementInput } from './api'

const dateTime = z
  .string()
  .trim()
  .refine((v) => v === '' || isDateTimeLocal(v), 'Please enter a valid date and time.')

// A banner item: its text; an optional link (http(s), or a path of this site); an optional window in India time;
// a priority (lower shows first).
export const announcementFormSchema = z
  .object({
    text: requiredText('Text', 500),
    link: z
      .string()
      .trim()
      .max(LIMITS.url, `Link must be at most ${LIMITS.url} characters.`)
      .refine(
        (v) => v === '' || isSiteLink(v),
        'Link must start with http:// or https://, or be a path of this site such as /authors/registrations.',
      ),
    showFrom: dateTime,
    showUntil: dateTime,
    priority: z.string().superRefine((v, ctx) => {
      const parsed = parsePriority(v)
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message })
    }),
  })
  .superRefine((v, ctx) => {
    if (v.showFrom && v.showUntil && isDateTimeLocal(v.showFrom) && isDateTimeLocal(v.showUntil)) {
      if (new Date(indiaLocalToIso(v.showUntil)) <= new Date(indiaLocalToIso(v.showFrom)))
        ctx.addIssue({ code: 'custom', path: ['showUntil'], message: 'Show until must be after show from.' })
    }
  })
export type AnnouncementFormValues = z.infer<typeof announcementFormSchema>

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = {
  text: '',
  link: '',
  showFrom: '',
  showUntil: '',
  priority: '0',
}

/** The API body: empty fields become null (no link, no limit), times are India time. */
export function announcementInput(values: AnnouncementFormValues): AnnouncementInput {
  const priority = parsePriority(values.priority)
  return {
    text: values.text.trim(),
    link: values.link.trim() || null,
    showFrom: values.showFrom ? indiaLocalToIso(values.showFrom) : null,
    showUntil: values.showUntil ? indiaLocalToIso(values.showUntil) : null,
    priority: priority.ok ? priority.value : 0,
  }
}
