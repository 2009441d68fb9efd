import { useQuery } from '@tanstack/react-query'
import { DashboardWidget } from '@/components/admin/dashboard-widget'
import { formatDateTime, preview } from '@/lib/utils'
import { adminUpdatesQueryOptions } from '../api'

/** The dashboard's "Recent updates" list. */
export function RecentUpdatesWidget() {
  const updates = useQuery(adminUpdatesQueryOptions)
  return (
    <DashboardWidget
      id="recent-updates"
      title="Recent updates"
      pending={updates.isPending}
      failed={updates.isError ? 'Failed to fetch updates. Please try again.' : null}
      empty={updates.data?.length === 0 ? 'No updates yet.' : null}
    >
      {updates.data?.map((u) => (
        <li key={u._id} className="px-5 py-3">
          <p className="font-medium">{u.title}</p>
          <p className="text-xs text-slate-600">Event: {formatDateTime(u.eventDate)}</p>
          <p className="text-sm text-slate-600">{preview(u.description)}</p>
        </li>
      ))}
    </DashboardWidget>
  )
}
