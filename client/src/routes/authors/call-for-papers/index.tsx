import { createFileRoute } from '@tanstack/react-router'
import { CallForPapersPage } from '@/features/authors/components/call-for-papers-page'
import { importantDatesQueryOptions } from '@/features/dates/api'
import { SubmissionsNotice } from '@/features/dates/components/phase-notices'
import { eventSettingsQueryOptions, useEventSettings } from '@/features/settings/api'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/authors/call-for-papers/')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(eventSettingsQueryOptions))
    inOwnTask(() => context.queryClient.prefetchQuery(importantDatesQueryOptions))
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('call-for-papers')))
  },
  component: CallForPapers,
})

function CallForPapers() {
  return <CallForPapersPage brochureUrl={useEventSettings().data?.links.brochure} notice={<SubmissionsNotice />} />
}
