import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { FinancialSupportPage } from '@/features/authors/components/financial-support-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/authors/financial-support')

export const Route = createFileRoute('/authors/financial-support')({
  head: () => pageHead(meta.title, meta.description),
  component: FinancialSupportPage,
})
