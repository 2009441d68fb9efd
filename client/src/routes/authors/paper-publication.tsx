import { createFileRoute } from '@tanstack/react-router'
import { PaperPublicationPage } from '@/features/authors/components/paper-publication-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/authors/paper-publication')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('paper-publication')))
  },
  component: PaperPublicationPage,
})
