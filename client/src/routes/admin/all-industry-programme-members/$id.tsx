import { createFileRoute } from '@tanstack/react-router'
import { EditMemberPage } from '@/features/committees/admin/components/edit-member-page'

export const Route = createFileRoute('/admin/all-industry-programme-members/$id')({
  component: UpdateIndustryMemberRoute,
})

function UpdateIndustryMemberRoute() {
  const { id } = Route.useParams()
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Update industry programme member</h1>
      <EditMemberPage kind="industry" id={id} />
    </>
  )
}
