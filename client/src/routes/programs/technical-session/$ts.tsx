import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { findWorkshop } from '@/content/workshops'
import { WorkshopPage } from '@/features/programs/components/workshop-page'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/programs/technical-session/$ts')({
  head: ({ params }) => {
    // Decoded slugs (e.g. "Renewable Energy") resolve to the canonical page's title.
    const workshop = findWorkshop(params.ts)
    const meta = getPageMeta(`/programs/technical-session/${workshop?.slug ?? params.ts}`)
    return pageHead(meta.title, meta.description)
  },
  component: WorkshopRoute,
})

function WorkshopRoute() {
  const { ts } = Route.useParams()
  return <WorkshopPage slug={ts} />
}
