import type { components } from '@openapi/schema'

export type CommitteeMember = components['schemas']['CommitteeMember']
export type CommitteeKind = 'organising' | 'technical' | 'international'

export { ORGANISING_HEADINGS, type OrganisingHeading } from '@/content/committee-headings'
import { ORGANISING_HEADINGS } from '@/content/committee-headings'

/** How a stored heading is displayed: "Honorary Chairs (Chairman)" reads "Chairs" (spec §3). */
export function headingLabel(heading: string): string {
  return heading === 'Honorary Chairs (Chairman)' ? 'Chairs' : heading
}

export interface CommitteeGroup {
  /** The stored heading, e.g. "Honorary Chairs (Chairman)". */
  readonly heading: string
  /** The displayed heading, e.g. "Chairs". */
  readonly label: string
  readonly members: readonly CommitteeMember[]
}

/**
 * Groups organising members under the 15 headings in spec order, hiding empty headings.
 * Members keep the server's order inside each group (priority ascending, none last).
 * A heading the list does not know (never sent by the API) goes last, under its own name.
 */
export function groupOrganisingMembers(members: readonly CommitteeMember[]): CommitteeGroup[] {
  const byHeading = new Map<string, CommitteeMember[]>()
  for (const m of members) {
    const list = byHeading.get(m.committee)
    if (list) list.push(m)
    else byHeading.set(m.committee, [m])
  }
  const known = new Set<string>(ORGANISING_HEADINGS)
  const order = [...ORGANISING_HEADINGS, ...[...byHeading.keys()].filter((h) => !known.has(h))]
  return order.flatMap((heading) => {
    const list = byHeading.get(heading)
    return list && list.length > 0 ? [{ heading, label: headingLabel(heading), members: list }] : []
  })
}

export const COMMITTEE_PAGES = {
  organising: {
    title: 'Organising Committee',
    path: '/organisingcommitee/getAllMembers',
    failure: 'Failed to load committee members data',
  },
  technical: {
    title: 'Technical Programme Committee',
    path: '/technicalcommitee/getAllMembers',
    // Spelt as in the spec's error catalogue (§8).
    failure: 'Failed to load techical programme committee members data',
  },
  international: {
    title: 'International Advisory Committee',
    path: '/internationalcommitee/getAllMembers',
    failure: 'Failed to load international advisory committee members data',
  },
} as const satisfies Record<CommitteeKind, { title: string; path: string; failure: string }>

export const COMMITTEE_SKELETON_COUNT = 4
