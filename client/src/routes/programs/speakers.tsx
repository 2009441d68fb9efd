import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { publicSpeakersQueryOptions } from '@/features/speakers/api'
import { SpeakersPage } from '@/features/speakers/components/speakers-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/programs/speakers')

export const Route = createFileRoute('/programs/speakers')({
  head: () => pageHead(meta.title, meta.description),
  // Start the fetch early (also on hover intent) without holding the page back: it shows its own skeletons.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(publicSpeakersQueryOptions)
  },
  component: SpeakersPage,
})
