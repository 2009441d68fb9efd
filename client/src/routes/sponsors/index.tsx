import { createFileRoute } from '@tanstack/react-router'
import { SponsorshipPage } from '@/features/sponsors/components/sponsorship-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-content'

export const Route = createFileRoute('/sponsors/')({
  // The logo wall's list, started early without holding the page back; the page's texts are data (issue 54 item 1).
  loader: async ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('sponsorship')))
    const { sponsorsQueryOptions } = await import('@/features/sponsors/api')
    inOwnTask(() => context.queryClient.prefetchQuery(sponsorsQueryOptions))
  },
  component: () => <SponsorshipPage />,
})
