import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { ToursPage } from '@/features/programs/components/tours-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/programs/tours')

export const Route = createFileRoute('/programs/tours')({
  head: () => pageHead(meta.title, meta.description),
  component: ToursPage,
})
