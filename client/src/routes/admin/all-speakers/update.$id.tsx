import { createFileRoute } from '@tanstack/react-router'
import { EditSpeakerPage } from '@/features/speakers/admin/components/edit-speaker-page'

export const Route = createFileRoute('/admin/all-speakers/update/$id')({
  component: UpdateSpeakerRoute,
})

function UpdateSpeakerRoute() {
  const { id } = Route.useParams()
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Update speaker</h1>
      <EditSpeakerPage id={id} />
    </>
  )
}
