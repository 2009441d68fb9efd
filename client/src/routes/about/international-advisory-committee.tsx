import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { publicCommitteeQueryOptions } from '@/features/committees/api'
import { CommitteePage } from '@/features/committees/components/committee-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/about/international-advisory-committee')

export const Route = createFileRoute('/about/international-advisory-committee')({
  head: () => pageHead(meta.title, meta.description),
  // Served from the one-day cache when it is fresh; otherwise the fetch starts here, without blocking the page.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(publicCommitteeQueryOptions('international'))
  },
  component: () => <CommitteePage kind="international" />,
})
