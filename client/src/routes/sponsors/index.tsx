import { createFileRoute } from '@tanstack/react-router'
import { SponsorshipPage } from '@/features/sponsors/components/sponsorship-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/sponsors/')({
  // The logo wall's list, started early without holding the page back.
  loader: async ({ context }) => {
    const { sponsorsQueryOptions } = await import('@/features/sponsors/api')
    inOwnTask(() => context.queryClient.prefetchQuery(sponsorsQueryOptions))
  },
  component: () => <SponsorshipPage title={'Sponsorship & Exhibitions'} />,
})
