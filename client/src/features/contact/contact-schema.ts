import { z } from 'zod'

// Mirrors the API's ContactInput: name, email (email format), subject and message required;
// phone optional. Same caps as the server so the form catches what it would refuse.
export const CONTACT_LIMITS = { name: 200, email: 254, subject: 300, message: 5000, phone: 20 } as const

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`)

export const contactSchema = z.object({
  name: required('Name', CONTACT_LIMITS.name),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required.')
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters.`)
    .pipe(z.email('Please enter a valid email address.')),
  subject: required('Subject', CONTACT_LIMITS.subject),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, `Phone must be at most ${CONTACT_LIMITS.phone} characters.`)
    .refine(
      (v) => v === '' || (/^[0-9 +().-]+$/.test(v) && /\d/.test(v)),
      'Please enter a valid phone number (digits, spaces and + ( ) - . only).',
    ),
  message: required('Message', CONTACT_LIMITS.message),
})

export type ContactValues = z.infer<typeof contactSchema>

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', phone: '', message: '' }

export const CONTACT_FAILURE = 'Something went wrong. Please try again.'
