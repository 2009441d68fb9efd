import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AdminItemCard } from '@/components/admin/admin-item-card'
import { AdminItemList } from '@/components/admin/admin-item-list'
import { SortableList } from '@/components/admin/sortable-list'
import { Badge } from '@/components/ui/badge'
import { preview } from '@/lib/utils'
import {
  adminMembersQueryOptions,
  type CommitteeMember,
  useDeleteMember,
  useReorderMembers,
  useSetPriority,
} from '../api'
import { COMMITTEES, type CommitteeKind } from '../committee-kinds'

/** One committee's members in the server's order; committees with a priority also get a priority box. */
export function AdminMemberList({ kind }: { kind: CommitteeKind }) {
  const config = COMMITTEES[kind]
  const members = useQuery(adminMembersQueryOptions(kind))
  const deleteMember = useDeleteMember(kind)
  const setPriority = useSetPriority(kind)
  const reorder = useReorderMembers(kind)

  const editLink = (m: CommitteeMember) => {
    const common = { children: 'Edit', 'aria-label': `Edit ${m.name}` }
    // Every committee's edit page is `${listPath}/$id` (definitions.ts); the technical one's type stands for all.
    const to = `${config.listPath}/$id` as '/admin/all-technical-members/$id'
    return <Link to={to} params={{ id: m._id }} {...common} />
  }

  return (
    <AdminItemList query={members} noun="members" placeholders={4} withPhotos>
      {(items) => (
        <ol className="grid gap-4" aria-label={`${config.title} members in display order`}>
          <SortableList
            items={items}
            nameOf={(m) => m.name}
            disabled={reorder.pending || !config.hasPriority}
            onMove={(from, to) => reorder.move(items, from, to)}
          >
            {(m, index, row) => (
              <AdminItemCard
                key={m._id}
                sortable={config.hasPriority ? row : undefined}
                id={m._id}
                name={m.name}
                imageUrl={m.imageUrl}
                testId="admin-member"
                badges={
                  <>
                    {m.role ? <Badge>{m.role}</Badge> : null}
                    {config.hasPriority ? (
                      <Badge variant="secondary">{m.priority == null ? 'No priority' : `Priority ${m.priority}`}</Badge>
                    ) : null}
                  </>
                }
                priority={m.priority}
                setPriority={config.hasPriority ? setPriority : undefined}
                move={
                  config.hasPriority
                    ? {
                        index,
                        count: items.length,
                        disabled: reorder.pending,
                        onMove: (to) => reorder.move(items, index, to),
                      }
                    : undefined
                }
                editLink={editLink(m)}
                deleteDescription={`The member disappears from the ${config.title} page at once. This cannot be undone.`}
                remove={deleteMember}
              >
                <p className="text-sm text-slate-700">
                  {m.committee} · {m.college}
                </p>
                <p className="text-sm text-slate-600">{m.specialization.join(', ')}</p>
                <p className="mt-1 text-slate-800">{preview(m.description)}</p>
              </AdminItemCard>
            )}
          </SortableList>
        </ol>
      )}
    </AdminItemList>
  )
}
