import { createFileRoute } from '@tanstack/react-router'
import { AccommodationPage } from '@/features/about/components/accommodation-page'
import { eventSettingsQueryOptions, useEventSettings } from '@/features/settings/api'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-content'

export const Route = createFileRoute('/about/accomodations')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(eventSettingsQueryOptions))
    // The texts around the hotels are data (issue 54 item 1), rendered on the server.
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('accommodation')))
  },
  component: Accommodation,
})

/** The accommodation page with the hotels of the event settings (organisers edit them at /admin/settings). */
function Accommodation() {
  return <AccommodationPage hotels={useEventSettings().data?.hotels} />
}
