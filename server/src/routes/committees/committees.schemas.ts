import { z } from '@hono/zod-openapi'
import { FIRST_ORGANISING_HEADINGS } from '../../../../common/organising-headings'
import { imageUrl, LIMITS, optionalText, priority, requiredText, textList } from '../../api/fields'
import type { CommitteeKind } from '../../db/schema'

/** The organising committee's first 15 headings (migration 0015 seeds them; then they are data). */
export const ORGANISING_COMMITTEES = FIRST_ORGANISING_HEADINGS

export type OrganisingCommittee = (typeof ORGANISING_COMMITTEES)[number]

export const NOT_A_HEADING =
  "Committee must be one of the organising committee's headings (GET /organisingcommitee/headings, e.g. Patron & General Chair)."

// Checked against the stored headings by the handler (they are data: issue 54 item 3).
const organisingCommittee = requiredText('Committee', 200).openapi({
  example: 'Organizing Chair',
  description: "One of the headings of GET /organisingcommitee/headings (at first the earlier site's 15).",
})

const memberPriority = priority.nullable().optional().openapi({
  example: 1,
  description:
    'Whole number ≥ 0; lower comes first, members without one come last. On update: absent keeps the current priority, null clears it.',
})

const EXAMPLE_IMAGE = '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp'

function commonFields() {
  return {
    name: requiredText('Name'),
    specialization: textList('Specialization', { required: true, example: ['Power electronics', 'Smart grids'] }),
    college: requiredText('College', 300),
    imageUrl: imageUrl('Image URL').default('').openapi({
      example: EXAMPLE_IMAGE,
      description: 'An uploaded image URL (POST /user/image) or an http(s) URL; may be empty.',
    }),
    description: requiredText('Description', LIMITS.text),
    priority: memberPriority,
  }
}

/** The example organising member, shared by the input and the answer examples. */
const ORGANISING_EXAMPLE = {
  name: 'Dr. A. Kumar',
  specialization: ['Power electronics', 'Smart grids'],
  college: 'NIT Patna',
  imageUrl: EXAMPLE_IMAGE,
  committee: 'Organizing Chair',
  description: 'Professor, Department of Electrical Engineering.',
}

/** Organising members have no role: a `role` sent for them is ignored (never stored). */
export const OrganisingMemberInput = z
  .object({ ...commonFields(), committee: organisingCommittee })
  .openapi('OrganisingMemberInput', { example: { ...ORGANISING_EXAMPLE, priority: 1 } })

function freeTextMemberInput(name: string, example: { committee: string; role: string }) {
  return z
    .object({
      ...commonFields(),
      committee: requiredText('Committee', 300),
      role: optionalText('Role', 200).openapi({ example: example.role, description: 'Optional; shown as a badge.' }),
    })
    .openapi(name, {
      example: {
        name: 'Prof. S. Singh',
        specialization: ['Renewable energy', 'Photovoltaics'],
        college: 'IIT Delhi',
        imageUrl: EXAMPLE_IMAGE,
        committee: example.committee,
        role: example.role,
        description: 'Professor, Department of Electrical Engineering.',
      },
    })
}

export const TechnicalMemberInput = freeTextMemberInput('TechnicalMemberInput', {
  committee: 'Technical Programme Committee',
  role: 'Track chair',
})
export const InternationalMemberInput = freeTextMemberInput('InternationalMemberInput', {
  committee: 'International Advisory Committee',
  role: 'Advisor',
})

export const IndustryMemberInput = freeTextMemberInput('IndustryMemberInput', {
  committee: 'Industry Programme Committee',
  role: 'Chair',
})

export const MEMBER_INPUTS = {
  organising: OrganisingMemberInput,
  technical: TechnicalMemberInput,
  international: InternationalMemberInput,
  industry: IndustryMemberInput,
} as const satisfies Record<CommitteeKind, z.ZodTypeAny>

/** The validated body, common to every kind (`role` for every committee but the organising one). */
export interface MemberBody {
  name: string
  specialization: string[]
  college: string
  imageUrl: string
  committee: string
  description: string
  role?: string | undefined
  priority?: number | null | undefined
}

const MEMBER_EXAMPLE = {
  _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
  ...ORGANISING_EXAMPLE,
  role: null,
  priority: 1,
  createdAt: '2025-01-10T09:30:00.000Z',
}

export const CommitteeMember = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    specialization: z.array(z.string()),
    college: z.string(),
    imageUrl: z.string(),
    committee: z.string(),
    description: z.string(),
    role: z.string().nullable().openapi({ description: 'Every committee but the organising one; null otherwise.' }),
    priority: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi('CommitteeMember', { example: MEMBER_EXAMPLE })

export const CommitteeMemberList = z
  .object({ success: z.literal(true), members: z.array(CommitteeMember) })
  .openapi('CommitteeMemberList')

export const CommitteeMemberOne = z
  .object({ success: z.literal(true), member: CommitteeMember })
  .openapi('CommitteeMemberOne')

export const CommitteeMemberSaved = z
  .object({
    success: z.literal(true),
    msg: z.string().openapi({ example: 'Member created successfully.' }),
    member: CommitteeMember,
  })
  .openapi('CommitteeMemberSaved')

export const CommitteeSuccessMsg = z
  .object({ success: z.literal(true), msg: z.string().openapi({ example: 'Member deleted successfully.' }) })
  .openapi('CommitteeSuccessMsg')

export const SetPriorityInput = z.object({ priority }).openapi('SetMemberPriorityInput', { example: { priority: 2 } })
