import { createFileRoute } from '@tanstack/react-router'
import { EditPaperPage } from '@/features/papers/admin/components/edit-paper-page'

// all-papers_: not nested in the list's route, which renders no outlet.
export const Route = createFileRoute('/admin/all-papers_/update/$id')({
  component: UpdatePaperRoute,
})

function UpdatePaperRoute() {
  const { id } = Route.useParams()
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Update paper</h1>
      <EditPaperPage id={id} />
    </>
  )
}
