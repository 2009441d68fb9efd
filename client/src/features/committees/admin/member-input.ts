import type { components } from '@openapi/schema'
import { splitComma } from '@/lib/utils'
import type { MemberFormValues } from './member-form-schema'

/** The contract's member body; the free-text committees' has every field the organising one has, and a role. */
export type MemberBody = components['schemas']['TechnicalMemberInput']

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
