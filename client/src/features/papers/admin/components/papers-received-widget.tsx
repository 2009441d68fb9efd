import { useQuery } from '@tanstack/react-query'
import { DashboardWidget } from '@/components/admin/dashboard-widget'
import { preview } from '@/lib/utils'
import { adminPapersQueryOptions } from '../api'

/** The dashboard's "Accepted papers" list. */
export function PapersReceivedWidget() {
  const papers = useQuery(adminPapersQueryOptions)
  return (
    <DashboardWidget
      id="papers-received"
      title="Accepted papers"
      pending={papers.isPending}
      failed={papers.isError ? 'Failed to fetch papers. Please try again.' : null}
      empty={papers.data?.length === 0 ? 'No papers yet.' : null}
    >
      {papers.data?.map((p) => (
        <li key={p._id} className="px-5 py-3">
          <p className="font-medium">{p.heading}</p>
          <p className="text-sm text-slate-600">{preview(p.content)}</p>
        </li>
      ))}
    </DashboardWidget>
  )
}
