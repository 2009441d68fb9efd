import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { SpecialTrackPage } from '@/features/authors/components/special-track-page'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/authors/call-for-papers/$track')({
  head: ({ params }) => {
    const meta = getPageMeta(`/authors/call-for-papers/${params.track}`)
    return pageHead(meta.title, meta.description)
  },
  component: TrackRoute,
})

function TrackRoute() {
  const { track } = Route.useParams()
  return <SpecialTrackPage track={track} />
}
