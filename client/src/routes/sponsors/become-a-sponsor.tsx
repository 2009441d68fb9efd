import { createFileRoute } from '@tanstack/react-router'
import { SponsorshipPage } from '@/features/sponsors/components/sponsorship-page'

export const Route = createFileRoute('/sponsors/become-a-sponsor')({
  component: () => <SponsorshipPage title="Become a Sponsor" />,
})
