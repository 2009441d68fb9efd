import { createFileRoute } from '@tanstack/react-router'
import { SpecialTrackPage } from '@/features/authors/components/special-track-page'

export const Route = createFileRoute('/authors/call-for-papers/$track')({
  component: TrackRoute,
})

function TrackRoute() {
  const { track } = Route.useParams()
  return <SpecialTrackPage track={track} />
}
