import { createFileRoute } from '@tanstack/react-router'
import { CulturalEventPage } from '@/features/events/components/cultural-event-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-content'

export const Route = createFileRoute('/programs/cultural-event')({
  // The page's texts and events are data (issue 54 item 1), rendered on the server.
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('cultural-events')))
  },
  component: CulturalEventPage,
})
