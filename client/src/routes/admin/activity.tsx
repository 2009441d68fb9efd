import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/page-container'
import { ActivityLog } from '@/features/activity/admin/components/activity-log'

export const Route = createFileRoute('/admin/activity')({
  // The filters live in the URL (?entity=speaker&actor=<admin id>), so a filtered view survives a reload.
  validateSearch: (search: Record<string, unknown>): { entity?: string; actor?: string } => ({
    ...(typeof search.entity === 'string' && search.entity ? { entity: search.entity } : {}),
    ...(typeof search.actor === 'string' && search.actor ? { actor: search.actor } : {}),
  }),
  component: ActivityRoute,
})

function ActivityRoute() {
  const filters = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageTitle className="mb-2">Activity</PageTitle>
      <p className="mb-6 text-slate-600">
        Who changed what in the admin area, and when, with the values before and after.
      </p>
      <ActivityLog filters={filters} onFiltersChange={(next) => navigate({ search: next, replace: true })} />
    </>
  )
}
