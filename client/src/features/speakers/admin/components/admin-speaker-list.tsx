import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AdminItemCard } from '@/components/admin/admin-item-card'
import { AdminItemList } from '@/components/admin/admin-item-list'
import { SortableList } from '@/components/admin/sortable-list'
import { Badge } from '@/components/ui/badge'
import { preview } from '@/lib/utils'
import { adminSpeakersQueryOptions, useDeleteSpeaker, useReorderSpeakers, useSetSpeakerPriority } from '../api'

/** Speakers in the server's order (ascending priority), each with its priority box, Edit and Delete. */
export function AdminSpeakerList() {
  const speakers = useQuery(adminSpeakersQueryOptions)
  const setPriority = useSetSpeakerPriority()
  const deleteSpeaker = useDeleteSpeaker()
  const reorder = useReorderSpeakers()
  return (
    <AdminItemList query={speakers} noun="speakers" withPhotos>
      {(items) => (
        <ol className="grid gap-4" aria-label="Speakers in display order">
          <SortableList
            items={items}
            nameOf={(s) => s.name}
            disabled={reorder.pending}
            onMove={(from, to) => reorder.move(items, from, to)}
          >
            {(s, index, row) => (
              <AdminItemCard
                key={s._id}
                sortable={row}
                id={s._id}
                name={s.name}
                imageUrl={s.imageUrl}
                testId="admin-speaker"
                badges={<Badge variant="secondary">Priority {s.priority}</Badge>}
                priority={s.priority}
                setPriority={setPriority}
                move={{
                  index,
                  count: items.length,
                  disabled: reorder.pending,
                  onMove: (to) => reorder.move(items, index, to),
                }}
                editLink={
                  <Link to="/admin/all-speakers/update/$id" params={{ id: s._id }} aria-label={`Edit ${s.name}`}>
                    Edit
                  </Link>
                }
                deleteDescription="The speaker disappears from the site at once. This cannot be undone."
                remove={deleteSpeaker}
              >
                <p className="text-sm text-slate-600">{s.specialization.join(', ')}</p>
                <p className="mt-1 text-slate-800">{preview(s.description)}</p>
              </AdminItemCard>
            )}
          </SortableList>
        </ol>
      )}
    </AdminItemList>
  )
}
