import { useQueries, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboard } from '@/features/admin/components/admin-dashboard'
import { adminMembersQueryOptions } from '@/features/committees/admin/api'
import { COMMITTEES } from '@/features/committees/admin/committee-kinds'
import { COMMITTEE_KINDS } from '@/features/committees/definitions'
import { newContactMessageCountQueryOptions } from '@/features/contact/admin/api'
import { CarriedOverPanel } from '@/features/editions/admin/components/carried-over-panel'
import { CarriedReviewNotice } from '@/features/editions/admin/components/carried-review-notice'
import { EditionsPanel } from '@/features/editions/admin/components/editions-panel'
import { adminGalleryQueryOptions } from '@/features/gallery/admin/api'
import { mailStatusQueryOptions } from '@/features/mail/admin/api'
import { adminPapersQueryOptions } from '@/features/papers/admin/api'
import { PapersReceivedWidget } from '@/features/papers/admin/components/papers-received-widget'
import { registrationTotalsQueryOptions } from '@/features/registration/admin/api'
import { SecondFactorNotice } from '@/features/security/admin/components/second-factor-notice'
import { StillToSetPanel } from '@/features/settings/admin/components/still-to-set-panel'
import { adminSpeakerCountQueryOptions } from '@/features/speakers/admin/api'
import { RecentUpdatesWidget } from '@/features/updates/admin/components/recent-updates-widget'

export const Route = createFileRoute('/admin/')({
  component: DashboardRoute,
})

function DashboardRoute() {
  return (
    <>
      {/* Only for an admin without a second factor: it is strongly encouraged (features/security/admin). */}
      <SecondFactorNotice />
      {/* After the next edition has started: the fees and hotels carried over need checking (features/editions/admin). */}
      <CarriedReviewNotice linkToSettings />
      {/* Settings visitors would miss, until each is set (issue 54 item 4). */}
      <StillToSetPanel />
      {/* Carried values still naming the last edition, until changed or dismissed (issue 54 item 6). */}
      <CarriedOverPanel />
      <AdminDashboard
        counts={useDashboardCounts()}
        widgets={
          <>
            <PapersReceivedWidget />
            <RecentUpdatesWidget />
          </>
        }
        editions={<EditionsPanel />}
      />
    </>
  )
}

const counted = (n: number | undefined, one: string, many: string) =>
  n === undefined ? undefined : `${n} ${n === 1 ? one : many}`

/** The desk's tile: what waits for the organisers (awaiting payment, claimed, needs attention). */
function registrationCounts(byStatus: Record<string, number> | undefined): string | undefined {
  if (!byStatus) return undefined
  const n = (status: string) => byStatus[status] ?? 0
  return `${n('awaiting-payment')} awaiting payment · ${n('payment-claimed')} claimed · ${n('needs-attention')} need attention`
}

/**
 * The dashboard cards' live counts, by card path. Papers reuse the widget's list; speakers and new messages ask
 * their list for its total; committees and photos have no total, so their lists are counted. Every write
 * refreshes its resource's keys, so a count follows the admin's own changes.
 */
function useDashboardCounts(): Partial<Record<string, string>> {
  const papers = useQuery(adminPapersQueryOptions).data?.length
  const speakers = useQuery(adminSpeakerCountQueryOptions).data
  const photos = useQuery(adminGalleryQueryOptions).data?.length
  const newMessages = useQuery(newContactMessageCountQueryOptions).data
  const failedMails = useQuery(mailStatusQueryOptions).data?.counts.failed
  const registrations = useQuery(registrationTotalsQueryOptions).data?.byStatus
  const members = useQueries({ queries: COMMITTEE_KINDS.map((kind) => adminMembersQueryOptions(kind)) })
  return {
    '/admin/all-papers': counted(papers, 'paper', 'papers'),
    '/admin/all-speakers': counted(speakers, 'speaker', 'speakers'),
    '/admin/deletephoto': counted(photos, 'photo', 'photos'),
    '/admin/contact-messages': counted(newMessages, 'new message', 'new messages'),
    '/admin/outbox': counted(failedMails, 'failed mail', 'failed mails'),
    '/admin/registrations': registrationCounts(registrations),
    ...Object.fromEntries(
      COMMITTEE_KINDS.map((kind, i) => [
        COMMITTEES[kind].listPath,
        counted(members[i]?.data?.length, 'member', 'members'),
      ]),
    ),
  }
}
