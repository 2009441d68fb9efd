import { useQuery } from '@tanstack/react-query'
import { AdminItemList } from '@/components/admin/admin-item-list'
import { DeleteItemButton } from '@/components/admin/delete-item-button'
import { ViewLink } from '@/components/ui/view-link'
import { formatDateTime, preview } from '@/lib/utils'
import { adminUpdatesQueryOptions, useDeleteUpdate } from '../api'

export function AdminUpdateList() {
  const updates = useQuery(adminUpdatesQueryOptions)
  const deleteUpdate = useDeleteUpdate()
  return (
    <AdminItemList query={updates} noun="updates">
      {(items) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((u) => (
            <li
              key={u._id}
              className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-5 shadow-sm [overflow-wrap:anywhere]"
            >
              <h2 className="text-lg font-semibold">{u.title}</h2>
              <p className="text-sm text-slate-600">Event: {formatDateTime(u.eventDate)}</p>
              <p className="text-slate-800">{preview(u.description)}</p>
              <div className="mt-auto flex gap-2 pt-2">
                {u.link ? <ViewLink href={u.link} subject={u.title} /> : null}
                <DeleteItemButton
                  itemName={u.title}
                  title={`Delete “${u.title}”?`}
                  description="The update disappears from the site at once. This cannot be undone."
                  deleting={deleteUpdate.isPending && deleteUpdate.variables === u._id}
                  onConfirm={() => deleteUpdate.mutate(u._id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminItemList>
  )
}
