import { splitComma } from '@/lib/utils'
import type { MemberFormValues } from './member-form-schema'

export interface MemberBody {
  name: string
  specialization: string[]
  college: string
  imageUrl: string
  committee: string
  description: string
  role?: string
}

/** The API body from the member form: trimmed texts, the specialization as a list, the (uploaded) image URL. */
export function memberInputFromForm(values: MemberFormValues, imageUrl: string, hasRole: boolean): MemberBody {
  const body: MemberBody = {
    name: values.name.trim(),
    specialization: splitComma(values.specialization),
    college: values.college.trim(),
    committee: values.committee.trim(),
    description: values.description.trim(),
    imageUrl,
  }
  if (hasRole) body.role = values.role.trim()
  return body
}
