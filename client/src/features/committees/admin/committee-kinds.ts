import { COMMITTEE_DEFINITIONS, type CommitteeDefinition, type CommitteeKind } from '../definitions'

export { ORGANISING_HEADINGS as ORGANISING_COMMITTEES } from '@/content/committee-headings'
/** The committees the admin manages (one definition: features/committees/definitions.ts). */
export type { CommitteeKind } from '../definitions'

export interface CommitteeConfig {
  kind: CommitteeKind
  /** "Organising Committee" */
  title: string
  /** "organising member", for buttons and headings */
  memberNoun: string
  listPath: CommitteeDefinition['listPath']
  addPath: CommitteeDefinition['addPath']
  /** Organising members pick one of the 15 headings; the others type their committee and may have a role. */
  committeeIsSelect: boolean
  hasRole: boolean
  hasPriority: boolean
  /** Roles the form offers; empty: the role is free text. */
  roles: readonly string[]
}

export const COMMITTEES: Record<CommitteeKind, CommitteeConfig> = COMMITTEE_DEFINITIONS

/** The public committee pages keep a one-day copy of each list in localStorage under this key. */
export { committeeCacheKey as publicCacheKey } from '../committee-cache'
