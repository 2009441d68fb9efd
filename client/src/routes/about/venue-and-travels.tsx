import { createFileRoute } from '@tanstack/react-router'
import { VenuePage } from '@/features/about/components/venue-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/about/venue-and-travels')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('venue-and-travels')))
  },
  component: VenuePage,
})
