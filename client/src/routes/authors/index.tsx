import { createFileRoute } from '@tanstack/react-router'
import { AuthorsPage } from '@/features/authors/components/authors-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/authors/')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('authors')))
  },
  component: AuthorsPage,
})
