import { createFileRoute } from '@tanstack/react-router'
import { EditSpeakerPage } from '@/features/admin-speakers/components/edit-speaker-page'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/all-speakers/update/$id')({
  head: () => pageHead('Update speaker', 'Edit a speaker of ICNARI 2026.'),
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
