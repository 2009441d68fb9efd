import type { components } from '@openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'
import { COMMITTEE_CACHE_TTL_MS, readCommitteeCache, writeCommitteeCache } from './committee-cache'
import type { CommitteeKind, CommitteeMember } from './committees'
import { COMMITTEE_DEFINITIONS } from './definitions'

// The answer is kept for a day, so it must be current when fetched: always revalidate with the server
// (a cheap 304 when unchanged) rather than take the browser's stale-while-revalidate copy.
const fresh = { cache: 'no-cache' } as const

async function fetchMembers(kind: CommitteeKind): Promise<CommitteeMember[]> {
  // Every committee answers the technical committee's shapes (committees.definitions.ts on the server).
  const path = `${COMMITTEE_DEFINITIONS[kind].apiBase}/getAllMembers` as '/technicalcommitee/getAllMembers'
  return unwrap(await api.GET(path, fresh)).members
}

/**
 * A public committee list, cached for one day in localStorage: a fresh cache is the query's
 * initial data (no request), and every successful fetch is written back.
 */
export function publicCommitteeQueryOptions(kind: CommitteeKind) {
  return queryOptions({
    queryKey: ['committees', kind, 'public'],
    queryFn: async () => {
      const members = await fetchMembers(kind)
      writeCommitteeCache(kind, members)
      return members
    },
    staleTime: COMMITTEE_CACHE_TTL_MS,
    initialData: () => readCommitteeCache(kind)?.members,
    initialDataUpdatedAt: () => readCommitteeCache(kind)?.savedAt,
  })
}

export type OrganisingHeading = components['schemas']['OrganisingHeading']

/** The organising committee's headings in page order (organisers edit them: issue 54). */
export const organisingHeadingsQueryOptions = queryOptions({
  queryKey: ['committees', 'organising', 'headings'],
  queryFn: async () => unwrap(await api.GET('/organisingcommitee/headings')).headings,
})
