import { z } from 'zod'
import { LIMITS, requiredImage } from '@/lib/admin/form-rules'
import { splitComma } from '@/lib/utils'

// Gallery upload: an image ('Please upload an image.') and comma-separated tags ('Please enter tags.').
export const galleryFormSchema = z.object({
  image: requiredImage('Please upload an image.'),
  tags: z.string().superRefine((value, ctx) => {
    const items = splitComma(value)
    if (items.length === 0) ctx.addIssue({ code: 'custom', message: 'Please enter tags.' })
    else if (items.length > LIMITS.listItems)
      ctx.addIssue({ code: 'custom', message: `Tags may have at most ${LIMITS.listItems} items.` })
    else if (items.some((s) => s.length > LIMITS.listItem))
      ctx.addIssue({ code: 'custom', message: `Each tag must be at most ${LIMITS.listItem} characters.` })
  }),
})
export type GalleryFormValues = z.infer<typeof galleryFormSchema>

export const EMPTY_GALLERY: GalleryFormValues = { image: undefined, tags: '' }
