import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { VenuePage } from '@/features/about/components/venue-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/about/venue-and-travels')

export const Route = createFileRoute('/about/venue-and-travels')({
  head: () => pageHead(meta.title, meta.description),
  component: VenuePage,
})
