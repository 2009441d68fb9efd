import { createFileRoute } from '@tanstack/react-router'
import { AllPapersPage } from '@/features/papers/components/all-papers-page'
import { papersQueryOptions } from '@/features/papers/api'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/allpapers')({
  head: () => pageHead('All papers', 'Every paper highlighted by ICNARI 2026, newest first, with search.'),
  // Start the fetch early without holding the page back: it shows its own skeletons.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(papersQueryOptions)
  },
  component: AllPapersPage,
})
