import { createFileRoute } from '@tanstack/react-router'
import { updatesQueryOptions } from '@/features/updates/api'
import { AllUpdatesPage } from '@/features/updates/components/all-updates-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/allupdates')({
  // Start the fetch early without holding the page back: it shows its own skeletons (and errors).
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(updatesQueryOptions))
  },
  component: AllUpdatesPage,
})
