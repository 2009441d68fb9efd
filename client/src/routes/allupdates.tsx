import { createFileRoute } from '@tanstack/react-router'
import { pages } from '@/content/pages'
import { updatesQueryOptions } from '@/features/updates/api'
import { AllUpdatesPage } from '@/features/updates/components/all-updates-page'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/allupdates')({
  head: () => pageHead(pages['/allupdates'].title, pages['/allupdates'].description),
  // Start the fetch early without holding the page back: it shows its own skeletons (and errors).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(updatesQueryOptions)
  },
  component: AllUpdatesPage,
})
