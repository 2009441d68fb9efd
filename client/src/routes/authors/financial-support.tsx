import { createFileRoute } from '@tanstack/react-router'
import { FinancialSupportPage } from '@/features/authors/components/financial-support-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/authors/financial-support')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('financial-support')))
  },
  component: FinancialSupportPage,
})
