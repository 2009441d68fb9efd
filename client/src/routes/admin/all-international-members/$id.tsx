import { createFileRoute } from '@tanstack/react-router'
import { EditMemberPage } from '@/features/committees/admin/components/edit-member-page'

export const Route = createFileRoute('/admin/all-international-members/$id')({
  component: UpdateInternationalMemberRoute,
})

function UpdateInternationalMemberRoute() {
  const { id } = Route.useParams()
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Update international member</h1>
      <EditMemberPage kind="international" id={id} />
    </>
  )
}
