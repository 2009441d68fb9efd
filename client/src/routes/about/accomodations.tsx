import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { AccommodationPage } from '@/features/about/components/accommodation-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/about/accomodations')

export const Route = createFileRoute('/about/accomodations')({
  head: () => pageHead(meta.title, meta.description),
  component: AccommodationPage,
})
