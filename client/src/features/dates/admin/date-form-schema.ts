import { DATE_ROLES } from '@common/date-roles'
import { z } from 'zod'
import { requiredText } from '@/lib/admin/form-rules'
import { isCalendarDay } from '@/lib/calendar-day'

// An important date: a label and a day; an end date makes it a range (the conference itself).
export const dateFormSchema = z
  .object({
    label: requiredText('Label'),
    date: z
      .string()
      .trim()
      .min(1, 'Date is required.')
      .refine((v) => v === '' || isCalendarDay(v), 'Please enter a real day of the calendar.'),
    endDate: z
      .string()
      .trim()
      .refine((v) => v === '' || isCalendarDay(v), 'Please enter a real day of the calendar.'),
    role: z.enum(['', ...DATE_ROLES]),
  })
  .superRefine((v, ctx) => {
    if (v.endDate !== '' && isCalendarDay(v.date) && v.endDate < v.date)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must be on or after the date.' })
  })
export type DateFormValues = z.infer<typeof dateFormSchema>

export const EMPTY_DATE: DateFormValues = { label: '', date: '', endDate: '', role: '' }
