import type { components } from '@openapi/schema'

export type CommitteeMember = components['schemas']['CommitteeMember']

import { COMMITTEE_DEFINITIONS, type CommitteeKind } from './definitions'

export { ORGANISING_HEADINGS, type OrganisingHeading } from '@/content/committee-headings'
export type { CommitteeKind } from './definitions'

import { ORGANISING_HEADINGS } from '@/content/committee-headings'

/** How a stored heading is displayed: "Honorary Chairs (Chairman)" reads "Chairs". */
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
 * Groups organising members under the headings in the order given (the organisers' list, GET
 * /organisingcommitee/headings; the 15 default ones until it has loaded), hiding empty headings.
 * Members keep the server's order inside each group (priority ascending, none last).
 * A heading the list does not know goes last, under its own name.
 */
export function groupOrganisingMembers(
  members: readonly CommitteeMember[],
  headings: readonly string[] = ORGANISING_HEADINGS,
): CommitteeGroup[] {
  const byHeading = new Map<string, CommitteeMember[]>()
  for (const m of members) {
    const list = byHeading.get(m.committee)
    if (list) list.push(m)
    else byHeading.set(m.committee, [m])
  }
  const known = new Set<string>(headings)
  const order = [...headings, ...[...byHeading.keys()].filter((h) => !known.has(h))]
  return order.flatMap((heading) => {
    const list = byHeading.get(heading)
    return list && list.length > 0 ? [{ heading, label: headingLabel(heading), members: list }] : []
  })
}

/** The public pages' texts and list call, from the one committee definition. */
export const COMMITTEE_PAGES: Record<CommitteeKind, { title: string; path: string; failure: string; lead: string }> =
  Object.fromEntries(
    Object.values(COMMITTEE_DEFINITIONS).map((d) => [
      d.kind,
      { title: d.title, path: `${d.apiBase}/getAllMembers`, failure: d.failure, lead: d.lead },
    ]),
  ) as Record<CommitteeKind, { title: string; path: string; failure: string; lead: string }>

export const COMMITTEE_SKELETON_COUNT = 4
