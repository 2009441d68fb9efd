import { createFileRoute } from '@tanstack/react-router'
import { publishedProgrammeQueryOptions } from '@/features/events/api'
import { WorkshopPage } from '@/features/events/components/workshop-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/programs/technical-session/$ts')({
  // The workshop is a session of the published programme: start the fetch early without holding the page back.
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(publishedProgrammeQueryOptions))
  },
  component: WorkshopRoute,
})

function WorkshopRoute() {
  const { ts } = Route.useParams()
  return <WorkshopPage slug={ts} />
}
