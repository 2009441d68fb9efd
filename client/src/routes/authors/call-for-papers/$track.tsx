import { createFileRoute } from '@tanstack/react-router'
import { SpecialTrackPage } from '@/features/authors/components/special-track-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/authors/call-for-papers/$track')({
  // The special tracks are a list of the call for papers' page (issue 54 item 1), rendered on the server.
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('call-for-papers')))
  },
  component: TrackRoute,
})

function TrackRoute() {
  const { track } = Route.useParams()
  return <SpecialTrackPage track={track} />
}
