import { createFileRoute } from '@tanstack/react-router'
import { updatesQueryOptions } from '@/features/updates/api'
import { AllUpdatesPage } from '@/features/updates/components/all-updates-page'

export const Route = createFileRoute('/allupdates')({
  // Start the fetch early without holding the page back: it shows its own skeletons (and errors).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(updatesQueryOptions)
  },
  component: AllUpdatesPage,
})
