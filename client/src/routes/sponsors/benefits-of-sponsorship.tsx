import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { BenefitsPage } from '@/features/sponsors/components/benefits-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/sponsors/benefits-of-sponsorship')

export const Route = createFileRoute('/sponsors/benefits-of-sponsorship')({
  head: () => pageHead(meta.title, meta.description),
  component: BenefitsPage,
})
