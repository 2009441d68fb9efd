import { createFileRoute } from '@tanstack/react-router'
import { BenefitsPage } from '@/features/sponsors/components/benefits-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-content'

export const Route = createFileRoute('/sponsors/benefits-of-sponsorship')({
  // The benefits are data (issue 54 item 1), rendered on the server.
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('sponsorship-benefits')))
  },
  component: BenefitsPage,
})
