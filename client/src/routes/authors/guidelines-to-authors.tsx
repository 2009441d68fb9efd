import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { GuidelinesPage } from '@/features/authors/components/guidelines-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/authors/guidelines-to-authors')

export const Route = createFileRoute('/authors/guidelines-to-authors')({
  head: () => pageHead(meta.title, meta.description),
  component: GuidelinesPage,
})
