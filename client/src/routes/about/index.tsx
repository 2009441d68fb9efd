import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/about/components/about-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/about/')({
  // The lead and the cards are data (issue 54), rendered on the server.
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('about')))
  },
  component: AboutPage,
})
