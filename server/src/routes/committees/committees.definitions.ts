import type { CommitteeKind } from '../../db/schema'

/** One committee of the API: adding a committee is one entry here (plus its `committee_kind` enum value). */
export interface CommitteeDefinition {
  /** Stored in committee_members.kind. */
  kind: CommitteeKind
  /** The path segment under the API base, spelt as the earlier site's clients call it. */
  path: string
  /** OpenAPI tag. */
  tag: string
  /** Used in operationIds, e.g. 'Organising' → createOrganisingMember. */
  opName: string
  /** Human name in summaries. */
  title: string
  /** Roles the admin form offers (the API stores `role` as free text); empty: the committee has no roles. */
  roles: readonly string[]
  /** Adds PATCH /{path}/setPriority/{id}. */
  setPriority: boolean
}

export const COMMITTEES = [
  {
    kind: 'organising',
    path: 'organisingcommitee',
    tag: 'Organising committee',
    opName: 'Organising',
    title: 'organising committee',
    roles: [],
    setPriority: true,
  },
  {
    kind: 'technical',
    path: 'technicalcommitee',
    tag: 'Technical programme committee',
    opName: 'Technical',
    title: 'technical programme committee',
    roles: [],
    setPriority: true,
  },
  {
    kind: 'international',
    path: 'internationalcommitee',
    tag: 'International advisory committee',
    opName: 'International',
    title: 'international advisory committee',
    roles: [],
    setPriority: true,
  },
  {
    kind: 'industry',
    path: 'industryprogramme',
    tag: 'Industry programme committee',
    opName: 'Industry',
    title: 'industry programme committee',
    roles: ['Chair', 'Co-Chair', 'Member'],
    setPriority: true,
  },
] as const satisfies readonly CommitteeDefinition[]

export function committeeOf(kind: CommitteeKind): CommitteeDefinition {
  return COMMITTEES.find((c) => c.kind === kind)!
}
