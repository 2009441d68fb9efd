import { createFileRoute } from '@tanstack/react-router'
import { SponsorshipPage } from '@/features/sponsors/components/sponsorship-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-content'

export const Route = createFileRoute('/sponsors/become-a-sponsor')({
  // The sponsorship page's texts (issue 54 item 1) under this path's own title.
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('sponsorship')))
  },
  component: () => <SponsorshipPage title="Become a Sponsor" />,
})
