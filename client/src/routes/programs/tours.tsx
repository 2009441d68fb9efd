import { createFileRoute } from '@tanstack/react-router'
import { ToursPage } from '@/features/events/components/tours-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-content'

export const Route = createFileRoute('/programs/tours')({
  // The page's texts and places are data (issue 54 item 1), rendered on the server.
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('tours')))
  },
  component: ToursPage,
})
