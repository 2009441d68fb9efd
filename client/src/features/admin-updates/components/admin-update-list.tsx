import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ViewLink } from '@/components/ui/view-link'
import { toast } from '@/lib/toast'
import { formatDateTime, preview } from '@/lib/utils'
import { adminUpdatesQueryOptions, useDeleteUpdate } from '../api'

export function AdminUpdateList() {
  const updates = useQuery(adminUpdatesQueryOptions)
  const deleteUpdate = useDeleteUpdate()
  useEffect(() => {
    if (updates.isError) toast.error('Failed to fetch updates. Please try again.')
  }, [updates.isError])

  if (updates.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading updates">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    )
  }
  if (updates.isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>Failed to fetch updates. Please try again.</p>
        <Button variant="outline" className="mt-3" onClick={() => void updates.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  if (updates.data.length === 0) return <p className="text-slate-600">No updates yet.</p>
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {updates.data.map((u) => {
        const deleting = deleteUpdate.isPending && deleteUpdate.variables === u._id
        return (
          <li
            key={u._id}
            className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-5 shadow-sm [overflow-wrap:anywhere]"
          >
            <h2 className="text-lg font-semibold">{u.title}</h2>
            <p className="text-sm text-slate-600">Event: {formatDateTime(u.eventDate)}</p>
            <p className="text-slate-800">{preview(u.description)}</p>
            <div className="mt-auto flex gap-2 pt-2">
              {u.link ? <ViewLink href={u.link} subject={u.title} /> : null}
              <ConfirmDialog
                title={`Delete “${u.title}”?`}
                description="The update disappears from the site at once. This cannot be undone."
                onConfirm={() => deleteUpdate.mutate(u._id)}
                trigger={
                  <Button size="sm" variant="destructive" disabled={deleting} aria-label={`Delete ${u.title}`}>
                    {deleting ? 'Deleting...' : 'Delete'}
                  </Button>
                }
              />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
