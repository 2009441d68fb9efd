import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { CulturalEventPage } from '@/features/programs/components/cultural-event-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/programs/cultural-event')

export const Route = createFileRoute('/programs/cultural-event')({
  head: () => pageHead(meta.title, meta.description),
  component: CulturalEventPage,
})
