import { createFileRoute } from '@tanstack/react-router'
import { WorkshopPage } from '@/features/programs/components/workshop-page'

export const Route = createFileRoute('/programs/technical-session/$ts')({
  component: WorkshopRoute,
})

function WorkshopRoute() {
  const { ts } = Route.useParams()
  return <WorkshopPage slug={ts} />
}
