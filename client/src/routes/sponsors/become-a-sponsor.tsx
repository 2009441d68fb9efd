import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { SponsorshipPage } from '@/features/sponsors/components/sponsorship-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/sponsors/become-a-sponsor')

export const Route = createFileRoute('/sponsors/become-a-sponsor')({
  head: () => pageHead(meta.title, meta.description),
  component: () => <SponsorshipPage title={meta.title} />,
})
