import { z } from 'zod'
import { isDateTimeLocal, LIMITS, optionalHttpUrl, requiredText } from '@/lib/admin/form-rules'

// Add update: title, description and event date-time required; link optional and an http(s) URL.
export const updateFormSchema = z.object({
  title: requiredText('Title', 500),
  description: requiredText('Description', LIMITS.text),
  link: optionalHttpUrl('Link'),
  eventDate: z
    .string()
    .trim()
    .min(1, 'Event date is required.')
    .refine((v) => v === '' || isDateTimeLocal(v), 'Please enter a valid date and time.'),
})
export type UpdateFormValues = z.infer<typeof updateFormSchema>

export const EMPTY_UPDATE: UpdateFormValues = { title: '', description: '', link: '', eventDate: '' }
