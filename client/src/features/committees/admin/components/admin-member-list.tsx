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
import { adminMembersQueryOptions, type CommitteeMember, useDeleteMember, useSetPriority } from '../api'
import { COMMITTEES, type CommitteeKind } from '../committee-kinds'

/** One committee's members in the server's order; committees with a priority also get a priority box. */
export function AdminMemberList({ kind }: { kind: CommitteeKind }) {
  const config = COMMITTEES[kind]
  const members = useQuery(adminMembersQueryOptions(kind))
  const deleteMember = useDeleteMember(kind)
  const setPriority = useSetPriority(kind)
  useEffect(() => {
    if (members.isError) toast.error('Failed to fetch members. Please try again.')
  }, [members.isError])

  if (members.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading members">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    )
  }
  if (members.isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>Failed to fetch members. Please try again.</p>
        <Button variant="outline" className="mt-3" onClick={() => void members.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  if (members.data.length === 0) return <p className="text-slate-600">No members yet.</p>

  const editLink = (m: CommitteeMember) => {
    const common = { children: 'Edit', 'aria-label': `Edit ${m.name}` }
    // Every committee's edit page is `${listPath}/$id` (definitions.ts); the technical one's type stands for all.
    const to = `${config.listPath}/$id` as '/admin/all-technical-members/$id'
    return <Link to={to} params={{ id: m._id }} {...common} />
  }

  return (
    <ol className="grid gap-4" aria-label={`${config.title} members in display order`}>
      {members.data.map((m) => {
        const deleting = deleteMember.isPending && deleteMember.variables === m._id
        return (
          <li
            key={m._id}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 p-5 shadow-sm sm:flex-row"
            data-testid="admin-member"
          >
            {m.imageUrl ? (
              <img src={m.imageUrl} alt={m.name} className="size-24 shrink-0 rounded-lg object-cover" loading="lazy" />
            ) : (
              <div className="size-24 shrink-0 rounded-lg bg-slate-100" aria-hidden />
            )}
            <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold">{m.name}</h2>
                {m.role ? <Badge>{m.role}</Badge> : null}
                {config.hasPriority ? (
                  <Badge variant="secondary">{m.priority == null ? 'No priority' : `Priority ${m.priority}`}</Badge>
                ) : null}
              </div>
              <p className="text-sm text-slate-700">
                {m.committee} · {m.college}
              </p>
              <p className="text-sm text-slate-600">{m.specialization.join(', ')}</p>
              <p className="mt-1 text-slate-800">{preview(m.description)}</p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:w-56">
              {config.hasPriority ? (
                <PriorityInput
                  key={`${m._id}:${m.priority ?? ''}`}
                  itemName={m.name}
                  current={m.priority}
                  pending={setPriority.isPending && setPriority.variables?.id === m._id}
                  onSet={(priority) => setPriority.mutate({ id: m._id, priority })}
                />
              ) : null}
              <div className="flex gap-2">
                <Button asChild size="sm" variant="outline">
                  {editLink(m)}
                </Button>
                <ConfirmDialog
                  title={`Delete ${m.name}?`}
                  description={`The member disappears from the ${config.title} page at once. This cannot be undone.`}
                  onConfirm={() => deleteMember.mutate(m._id)}
                  trigger={
                    <Button size="sm" variant="destructive" disabled={deleting} aria-label={`Delete ${m.name}`}>
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
