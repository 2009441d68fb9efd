import { createFileRoute } from '@tanstack/react-router'
import { FinancialSupportPage } from '@/features/authors/components/financial-support-page'

export const Route = createFileRoute('/authors/financial-support')({
  component: FinancialSupportPage,
})
