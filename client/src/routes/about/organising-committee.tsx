import { createFileRoute } from '@tanstack/react-router'
import { CommitteePage } from '@/features/committees/components/committee-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/about/organising-committee')({
  // Served from the one-day cache when it is fresh; otherwise the fetch starts here, without blocking the page.
  loader: async ({ context }) => {
    // Imported here, not at the top: the query's code then loads with the page's own (in parallel), not
    // with every page of the site.
    const { organisingHeadingsQueryOptions, publicCommitteeQueryOptions } = await import('@/features/committees/api')
    inOwnTask(() => context.queryClient.prefetchQuery(publicCommitteeQueryOptions('organising')))
    inOwnTask(() => context.queryClient.prefetchQuery(organisingHeadingsQueryOptions))
  },
  component: () => <CommitteePage kind="organising" />,
})
