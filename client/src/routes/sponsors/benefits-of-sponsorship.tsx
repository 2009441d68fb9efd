import { createFileRoute } from '@tanstack/react-router'
import { BenefitsPage } from '@/features/sponsors/components/benefits-page'

export const Route = createFileRoute('/sponsors/benefits-of-sponsorship')({
  component: BenefitsPage,
})
