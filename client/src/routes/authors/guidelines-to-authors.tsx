import { createFileRoute } from '@tanstack/react-router'
import { GuidelinesPage } from '@/features/authors/components/guidelines-page'
import { eventSettingsQueryOptions, useEventSettings } from '@/features/settings/api'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/authors/guidelines-to-authors')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(eventSettingsQueryOptions))
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('guidelines-to-authors')))
  },
  component: Guidelines,
})

function Guidelines() {
  return <GuidelinesPage links={useEventSettings().data?.links} />
}
