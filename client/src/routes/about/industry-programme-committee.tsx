import { createFileRoute } from '@tanstack/react-router'
import { CommitteePage } from '@/features/committees/components/committee-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/about/industry-programme-committee')({
  // As its sibling pages: served from the one-day cache when fresh, otherwise fetched without blocking the page.
  loader: async ({ context }) => {
    const { publicCommitteeQueryOptions } = await import('@/features/committees/api')
    inOwnTask(() => context.queryClient.prefetchQuery(publicCommitteeQueryOptions('industry')))
  },
  component: () => <CommitteePage kind="industry" />,
})
