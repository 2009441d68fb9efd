import { createFileRoute } from '@tanstack/react-router'
import { SpeakersPage } from '@/features/speakers/components/speakers-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/programs/speakers')({
  // Start the fetch early (also on hover intent) without holding the page back: it shows its own skeletons.
  loader: async ({ context }) => {
    // Imported here, not at the top: the query's code then loads with the page's own (in parallel), not
    // with every page of the site.
    const { publicSpeakersQueryOptions } = await import('@/features/speakers/api')
    inOwnTask(() => context.queryClient.prefetchQuery(publicSpeakersQueryOptions))
  },
  component: SpeakersPage,
})
