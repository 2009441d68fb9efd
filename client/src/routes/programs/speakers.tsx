import { createFileRoute } from '@tanstack/react-router'
import { SpeakersPage } from '@/features/speakers/components/speakers-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/programs/speakers')({
  // Start the fetch early (also on hover intent) without holding the page back: it shows its own skeletons.
  loader: async ({ context }) => {
    // Imported here, not at the top: the query's code then loads with the page's own (in parallel), not
    // with every page of the site.
    const { publicSpeakersQueryOptions, speakerSessionsQueryOptions } = await import('@/features/speakers/api')
    inOwnTask(() => context.queryClient.prefetchQuery(publicSpeakersQueryOptions))
    inOwnTask(() => context.queryClient.prefetchQuery(speakerSessionsQueryOptions))
  },
  // ?q= fills the search box: site search links a speaker as /programs/speakers?q=<name>.
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q.trim() ? { q: search.q.slice(0, 200) } : {},
  component: SpeakersRoute,
})

function SpeakersRoute() {
  const { q } = Route.useSearch()
  // A new ?q= (another search result while on this page) starts the page again with that text.
  return <SpeakersPage key={q ?? ''} initialQuery={q} />
}
