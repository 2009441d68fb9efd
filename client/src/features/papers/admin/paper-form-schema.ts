import { z } from 'zod'
import { splitComma } from '@/lib/utils'

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v)
    return u.protocol === 'http:' || u.protocol === 'https:'
  } catch {
    return false
  }
}

// The add-paper form: heading, authors and content required; link optional and an http(s) URL.
export const paperFormSchema = z.object({
  heading: z.string().trim().min(1, 'Heading is required.').max(500, 'Heading must be at most 500 characters.'),
  authors: z.string().refine((v) => splitComma(v).length > 0, 'Authors is required.'),
  link: z
    .string()
    .trim()
    .refine((v) => v === '' || isHttpUrl(v), 'Link must be a valid URL starting with http:// or https://.'),
  content: z.string().trim().min(1, 'Content is required.').max(10_000, 'Content must be at most 10000 characters.'),
})
export type PaperFormValues = z.infer<typeof paperFormSchema>
