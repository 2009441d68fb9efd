import { createFileRoute } from '@tanstack/react-router'
import { EditMemberPage } from '@/features/committees/admin/components/edit-member-page'

export const Route = createFileRoute('/admin/all-organising-members/$id')({
  component: UpdateOrganisingMemberRoute,
})

function UpdateOrganisingMemberRoute() {
  const { id } = Route.useParams()
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Update organising member</h1>
      <EditMemberPage kind="organising" id={id} />
    </>
  )
}
