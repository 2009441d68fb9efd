import { createFileRoute } from '@tanstack/react-router'
import { AboutConferencePage } from '@/features/about/components/about-conference-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/about/about-the-conference')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('about-the-conference')))
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('call-for-papers')))
  },
  component: AboutConferencePage,
})
