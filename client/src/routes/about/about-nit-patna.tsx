import { createFileRoute } from '@tanstack/react-router'
import { AboutInstitutePage } from '@/features/about/components/about-institute-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/about/about-nit-patna')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('about-nit-patna')))
  },
  component: AboutInstitutePage,
})
