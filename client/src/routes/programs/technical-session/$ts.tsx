import { createFileRoute } from '@tanstack/react-router'
import { isTechnicalSessionSlug, normaliseSessionSlug } from '@/content/navigation'
import { getPageMeta } from '@/content/pages'
import { WorkshopPage } from '@/features/programs/components/workshop-page'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/programs/technical-session/$ts')({
  head: ({ params }) => {
    // Decoded slugs (e.g. "Renewable Energy") resolve to the canonical page's title. Only the slug helpers
    // here: this runs from the main bundle, the workshops' text loads with the page.
    const slug = normaliseSessionSlug(params.ts)
    const meta = getPageMeta(`/programs/technical-session/${isTechnicalSessionSlug(slug) ? slug : params.ts}`)
    return pageHead(meta.title, meta.description)
  },
  component: WorkshopRoute,
})

function WorkshopRoute() {
  const { ts } = Route.useParams()
  return <WorkshopPage slug={ts} />
}
