import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api'
import { COMMITTEE_CACHE_TTL_MS, readCommitteeCache, writeCommitteeCache } from './committee-cache'
import type { CommitteeKind, CommitteeMember } from './committees'

async function fetchMembers(kind: CommitteeKind): Promise<CommitteeMember[]> {
  switch (kind) {
    case 'organising':
      return unwrap(await api.GET('/organisingcommitee/getAllMembers')).members
    case 'technical':
      return unwrap(await api.GET('/technicalcommitee/getAllMembers')).members
    case 'international':
      return unwrap(await api.GET('/internationalcommitee/getAllMembers')).members
  }
}

/**
 * A public committee list, cached for one day in localStorage (decisions.md): a fresh cache is the query's
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
