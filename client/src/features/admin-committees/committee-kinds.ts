/** The three committees the admin manages; one table on the server, told apart by `kind`. */
export type CommitteeKind = 'organising' | 'technical' | 'international'

export { ORGANISING_HEADINGS as ORGANISING_COMMITTEES } from '@/content/committee-headings'

export interface CommitteeConfig {
  kind: CommitteeKind
  /** "Organising Committee" */
  title: string
  /** "organising member", for buttons and headings */
  memberNoun: string
  listPath: '/admin/all-organising-members' | '/admin/all-technical-members' | '/admin/all-international-members'
  addPath: '/admin/add-organising-member' | '/admin/add-technical-member' | '/admin/add-international-member'
  /** Organising members pick one of the 15 headings; the others type their committee and may have a role. */
  committeeIsSelect: boolean
  hasRole: boolean
  hasPriority: boolean
}

export const COMMITTEES: Record<CommitteeKind, CommitteeConfig> = {
  organising: {
    kind: 'organising',
    title: 'Organising Committee',
    memberNoun: 'organising member',
    listPath: '/admin/all-organising-members',
    addPath: '/admin/add-organising-member',
    committeeIsSelect: true,
    hasRole: false,
    hasPriority: true,
  },
  technical: {
    kind: 'technical',
    title: 'Technical Programme Committee',
    memberNoun: 'technical member',
    listPath: '/admin/all-technical-members',
    addPath: '/admin/add-technical-member',
    committeeIsSelect: false,
    hasRole: true,
    hasPriority: false,
  },
  international: {
    kind: 'international',
    title: 'International Advisory Committee',
    memberNoun: 'international member',
    listPath: '/admin/all-international-members',
    addPath: '/admin/add-international-member',
    committeeIsSelect: false,
    hasRole: true,
    hasPriority: false,
  },
}

/** The public committee pages keep a one-day copy of each list in localStorage under this key (decisions.md). */
export const publicCacheKey = (kind: CommitteeKind) => `committee-cache:${kind}`
