import { createFileRoute } from '@tanstack/react-router'
import { CmtAcknowledgementPage } from '@/features/authors/components/cmt-acknowledgement-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/authors/cmt-acknowledgement.html')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('cmt-acknowledgement')))
  },
  component: CmtAcknowledgementPage,
})
