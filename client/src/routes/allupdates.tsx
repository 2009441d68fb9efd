import { createFileRoute } from '@tanstack/react-router'
import { pages } from '@/content/pages'
import { updatesQueryOptions } from '@/features/updates/api'
import { AllUpdatesPage } from '@/features/updates/components/all-updates-page'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/allupdates')({
  head: () => pageHead(pages['/allupdates'].title, pages['/allupdates'].description),
  // Prime the cache; a failure shows the page's own error state.
  loader: ({ context }) => context.queryClient.prefetchQuery(updatesQueryOptions),
  component: AllUpdatesPage,
})
