import { createFileRoute } from '@tanstack/react-router'
import { CallForPapersPage } from '@/features/authors/components/call-for-papers-page'
import { importantDatesQueryOptions } from '@/features/dates/api'
import { SubmissionsNotice } from '@/features/dates/components/phase-notices'
import { eventSettingsQueryOptions, useEventSettings } from '@/features/settings/api'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/authors/call-for-papers/')({
  loader: ({ context }) => {
    inOwnTask(() => {
      void context.queryClient.prefetchQuery(eventSettingsQueryOptions)
      void context.queryClient.prefetchQuery(importantDatesQueryOptions)
    })
  },
  component: CallForPapers,
})

function CallForPapers() {
  return <CallForPapersPage brochureUrl={useEventSettings().data?.links.brochure} notice={<SubmissionsNotice />} />
}
