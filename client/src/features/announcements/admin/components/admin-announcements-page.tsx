import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AdminItemList } from '@/components/admin/admin-item-list'
import { DeleteItemButton } from '@/components/admin/delete-item-button'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { isoToIndiaLocal } from '@/lib/admin/form-rules'
import { formatDateTime } from '@/lib/utils'
import { announcementInput } from '../announcement-form-schema'
import {
  type AdminAnnouncement,
  adminAnnouncementsQueryOptions,
  useAddAnnouncement,
  useDeleteAnnouncement,
  useUpdateAnnouncement,
} from '../api'
import { AnnouncementForm } from './announcement-form'

/** Whether an item shows now, is still to come, or has ended (its window against the current time). */
function windowOf(a: AdminAnnouncement, now: number): { badge: string; text: string | null } {
  if (a.showFrom && new Date(a.showFrom).getTime() > now)
    return { badge: 'Scheduled', text: `From ${formatDateTime(a.showFrom)}` }
  if (a.showUntil && new Date(a.showUntil).getTime() <= now)
    return { badge: 'Ended', text: `Ended ${formatDateTime(a.showUntil)}` }
  return { badge: 'Showing', text: a.showUntil ? `Until ${formatDateTime(a.showUntil)}` : null }
}

/** /admin/announcements: the banner's items in order (lower priority first), each editable and deletable. */
export function AdminAnnouncementsPage() {
  const items = useQuery(adminAnnouncementsQueryOptions)
  const add = useAddAnnouncement()
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_26rem] lg:items-start">
      <section aria-labelledby="announcements-list-heading">
        <h2 id="announcements-list-heading" className="text-xl font-semibold">
          Banner items in order
        </h2>
        <p className="mb-4 text-sm text-slate-600">Lower priority numbers show first.</p>
        <AdminItemList query={items} noun="announcements">
          {(list) => (
            <ol className="grid gap-4" aria-label="Announcements in display order">
              {list.map((a) => (
                <AnnouncementItem key={a._id} item={a} />
              ))}
            </ol>
          )}
        </AdminItemList>
      </section>
      <section aria-labelledby="add-announcement-heading" className="rounded-xl border border-slate-200 p-5 shadow-sm">
        <h2 id="add-announcement-heading" className="mb-4 text-xl font-semibold">
          Add an announcement
        </h2>
        <AnnouncementForm
          idPrefix="new-announcement"
          submitLabel="Add announcement"
          pendingLabel="Adding..."
          pending={add.isPending}
          onSave={(v) => add.mutateAsync(announcementInput(v))}
        />
      </section>
    </div>
  )
}

function AnnouncementItem({ item }: { item: AdminAnnouncement }) {
  const [editing, setEditing] = useState(false)
  const update = useUpdateAnnouncement()
  const remove = useDeleteAnnouncement()
  const shown = windowOf(item, Date.now())
  const name = item.text.length > 60 ? `${item.text.slice(0, 60)}…` : item.text

  return (
    <li
      className="rounded-xl border border-slate-200 p-5 shadow-sm [overflow-wrap:anywhere]"
      data-testid="admin-announcement"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={shown.badge === 'Showing' ? 'default' : 'secondary'}>{shown.badge}</Badge>
        <Badge variant="secondary">Priority {item.priority ?? 0}</Badge>
        {shown.text ? <span className="text-sm text-slate-600">{shown.text}</span> : null}
      </div>
      <p className="mt-2 text-slate-900">{item.text}</p>
      {item.link ? <p className="mt-1 text-sm text-slate-600">Link: {item.link}</p> : null}
      {editing ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <AnnouncementForm
            idPrefix={`announcement-${item._id}`}
            defaultValues={{
              text: item.text,
              link: item.link ?? '',
              showFrom: item.showFrom ? isoToIndiaLocal(item.showFrom) : '',
              showUntil: item.showUntil ? isoToIndiaLocal(item.showUntil) : '',
              priority: String(item.priority ?? 0),
            }}
            submitLabel="Save changes"
            pendingLabel="Saving..."
            pending={update.isPending}
            onSave={(v) =>
              update.mutateAsync({ id: item._id, body: announcementInput(v) }).then(() => setEditing(false))
            }
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <div className="mt-3 flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit “${name}”`}>
            Edit
          </Button>
          <DeleteItemButton
            itemName={`“${name}”`}
            title="Delete this announcement?"
            description="It disappears from the banner at once. This cannot be undone."
            deleting={remove.isPending && remove.variables === item._id}
            onConfirm={() => remove.mutate(item._id)}
          />
        </div>
      )}
    </li>
  )
}
