import { createFileRoute } from '@tanstack/react-router'
import { PaperSubmissionsPage } from '@/features/authors/components/paper-submissions-page'
import { AddToCalendar } from '@/features/calendar/components/add-to-calendar'
import { SubscribeToCalendar } from '@/features/calendar/components/subscribe-to-calendar'
import { importantDatesQueryOptions } from '@/features/dates/api'
import { ImportantDatesTable } from '@/features/dates/components/important-dates-table'
import { eventSettingsQueryOptions, useEventSettings } from '@/features/settings/api'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/authors/paper-submissions')({
  loader: ({ context }) => {
    inOwnTask(() => {
      void context.queryClient.prefetchQuery(importantDatesQueryOptions)
      void context.queryClient.prefetchQuery(eventSettingsQueryOptions)
      void context.queryClient.prefetchQuery(pageQueryOptions('paper-submissions'))
    })
  },
  component: PaperSubmissions,
})

function PaperSubmissions() {
  const settings = useEventSettings()
  return (
    <PaperSubmissionsPage
      dates={
        <>
          <ImportantDatesTable
            heading={null}
            caption="Key dates for paper submission"
            renderActions={(date) => <AddToCalendar date={date} />}
          />
          <SubscribeToCalendar />
        </>
      }
      submissionUrl={settings.data?.links.submission}
    />
  )
}
