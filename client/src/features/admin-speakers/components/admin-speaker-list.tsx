import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PriorityInput } from '@/components/admin/priority-input'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import { preview } from '@/lib/utils'
import { adminSpeakersQueryOptions, useDeleteSpeaker, useSetSpeakerPriority } from '../api'

/** Speakers in the server's order (ascending priority), each with its priority box, Edit and Delete. */
export function AdminSpeakerList() {
  const speakers = useQuery(adminSpeakersQueryOptions)
  const setPriority = useSetSpeakerPriority()
  const deleteSpeaker = useDeleteSpeaker()
  useEffect(() => {
    if (speakers.isError) toast.error('Failed to fetch speakers. Please try again.')
  }, [speakers.isError])

  if (speakers.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading speakers">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    )
  }
  if (speakers.isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>Failed to fetch speakers. Please try again.</p>
        <Button variant="outline" className="mt-3" onClick={() => void speakers.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  if (speakers.data.length === 0) return <p className="text-slate-600">No speakers yet.</p>
  return (
    <ol className="grid gap-4" aria-label="Speakers in display order">
      {speakers.data.map((s) => {
        const deleting = deleteSpeaker.isPending && deleteSpeaker.variables === s._id
        return (
          <li
            key={s._id}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 p-5 shadow-sm sm:flex-row"
            data-testid="admin-speaker"
          >
            {s.imageUrl ? (
              <img src={s.imageUrl} alt={s.name} className="size-24 shrink-0 rounded-lg object-cover" loading="lazy" />
            ) : (
              <div className="size-24 shrink-0 rounded-lg bg-slate-100" aria-hidden />
            )}
            <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold">{s.name}</h2>
                <Badge variant="secondary">Priority {s.priority}</Badge>
              </div>
              <p className="text-sm text-slate-600">{s.specialization.join(', ')}</p>
              <p className="mt-1 text-slate-800">{preview(s.description)}</p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:w-56">
              {/* key: a fresh box with the saved value after every refresh */}
              <PriorityInput
                key={`${s._id}:${s.priority}`}
                itemName={s.name}
                current={s.priority}
                pending={setPriority.isPending && setPriority.variables?.id === s._id}
                onSet={(priority) => setPriority.mutate({ id: s._id, priority })}
              />
              <div className="flex gap-2">
                <Button asChild size="sm" variant="outline">
                  <Link to="/admin/all-speakers/update/$id" params={{ id: s._id }} aria-label={`Edit ${s.name}`}>
                    Edit
                  </Link>
                </Button>
                <ConfirmDialog
                  title={`Delete ${s.name}?`}
                  description="The speaker disappears from the site at once. This cannot be undone."
                  onConfirm={() => deleteSpeaker.mutate(s._id)}
                  trigger={
                    <Button size="sm" variant="destructive" disabled={deleting} aria-label={`Delete ${s.name}`}>
                      {deleting ? 'Deleting...' : 'Delete'}
                    </Button>
                  }
                />
              </div>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
