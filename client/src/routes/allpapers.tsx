import { createFileRoute } from '@tanstack/react-router'
import { papersQueryOptions } from '@/features/papers/api'
import { AllPapersPage } from '@/features/papers/components/all-papers-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/allpapers')({
  // Start the fetch early without holding the page back: it shows its own skeletons.
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(papersQueryOptions))
  },
  component: AllPapersPage,
})
