import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { PageContainer } from '@/components/ui/page-container'
import { useConferenceText } from '@/lib/conference'
import { toast } from '@/lib/toast'
import { organisingHeadingsQueryOptions, publicCommitteeQueryOptions } from '../api'
import { readCommitteeCache, writeCommitteeCache } from '../committee-cache'
import {
  COMMITTEE_PAGES,
  COMMITTEE_SKELETON_COUNT,
  type CommitteeKind,
  type CommitteeMember,
  groupOrganisingMembers,
} from '../committees'
import { MemberCard, MemberCardSkeleton } from './member-card'

const gridClass = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

/** The public committee pages: loading (4 skeleton cards), error (alert and toast), empty and loaded. */
export function CommitteePage({ kind }: { kind: CommitteeKind }) {
  const t = useConferenceText()
  const page = COMMITTEE_PAGES[kind]
  const { data, dataUpdatedAt, isPending, isError, errorUpdateCount } = useQuery(publicCommitteeQueryOptions(kind))

  // A list the server rendered into the page is kept for the day too, as a fetched one is: a later
  // move to this page inside the app then asks for nothing. Never dated after the browser's own clock.
  useEffect(() => {
    if (data && dataUpdatedAt > (readCommitteeCache(kind)?.savedAt ?? 0))
      writeCommitteeCache(kind, data, Math.min(dataUpdatedAt, Date.now()))
  }, [data, dataUpdatedAt, kind])

  useEffect(() => {
    if (errorUpdateCount > 0) toast.error(page.failure, { id: `committee-failed-${kind}` })
  }, [errorUpdateCount, kind, page.failure])

  let body: ReactNode
  if (isError) {
    body = (
      <p role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-5 font-medium text-red-800">
        {page.failure}
      </p>
    )
  } else if (isPending) {
    body = (
      <div className={`mt-8 ${gridClass}`} role="status" aria-busy="true" aria-label="Loading committee members">
        {Array.from({ length: COMMITTEE_SKELETON_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
          <MemberCardSkeleton key={i} />
        ))}
      </div>
    )
  } else if (data.length === 0) {
    body = (
      <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
        The members of this committee will be announced soon.
      </p>
    )
  } else if (kind === 'organising') {
    body = <OrganisingGroups members={data} />
  } else {
    body = (
      <ul className={`mt-8 ${gridClass}`} data-testid="member-grid">
        {data.map((m) => (
          <li key={m._id}>
            <MemberCard member={m} headingLevel={2} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <PageContainer title={page.title} lead={t(page.lead)} width="wide" fillScreen>
      {body}
    </PageContainer>
  )
}

/**
 * The organising committee by heading, dense: most headings hold one or two people, so the groups sit in a grid
 * that reads row by row in the headings' order (issue 54: columns put "Organizing Chair" before the chairs).
 */
function OrganisingGroups({ members }: { members: readonly CommitteeMember[] }) {
  const headings = useQuery(organisingHeadingsQueryOptions).data
  const groups = groupOrganisingMembers(
    members,
    headings?.map((h) => h.name),
  )
  return (
    <div className="mt-8 grid items-start gap-x-6 md:grid-cols-2 xl:grid-cols-3">
      {groups.map((group, i) => (
        <section
          key={group.heading}
          aria-labelledby={`committee-group-${i}`}
          data-testid="committee-group"
          className="mb-8"
        >
          <h2
            id={`committee-group-${i}`}
            className="border-b border-slate-200 pb-2 text-lg font-semibold text-slate-900"
          >
            {group.label}
          </h2>
          <ul className="mt-3 grid gap-3">
            {group.members.map((m) => (
              <li key={m._id}>
                <MemberCard member={m} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
