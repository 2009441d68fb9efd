import { z } from 'zod'
import { commaList, LIMITS, optionalImage, optionalText, requiredText } from '@/lib/admin/form-rules'

// The member forms: name, specialization, college, committee and description required; the image
// (image types only) and, for technical and international members, the role are optional.

const base = {
  name: requiredText('Name'),
  specialization: commaList('Specialization'),
  college: requiredText('College', 300),
  description: requiredText('Description', LIMITS.text),
  role: optionalText('Role', 200),
  image: optionalImage(),
}

export const organisingMemberSchema = z.object({
  ...base,
  // One of the headings the select offers (the server checks it is still one).
  committee: z.string().refine((v) => v !== '', 'Committee is required.'),
})

export const freeTextMemberSchema = z.object({ ...base, committee: requiredText('Committee', 300) })

export type MemberFormValues = z.infer<typeof freeTextMemberSchema>

export const EMPTY_MEMBER: MemberFormValues = {
  name: '',
  specialization: '',
  college: '',
  committee: '',
  description: '',
  role: '',
  image: undefined,
}
