import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { DeleteItemButton } from './delete-item-button'
import { MoveButtons } from './move-buttons'
import { PriorityInput } from './priority-input'
import type { SortableRow } from './sortable-list'

/** The parts of a react-query mutation a card reads: which item it is working on, and how to start it. */
type ItemMutation<TVars> = { isPending: boolean; variables: TVars | undefined; mutate: (vars: TVars) => void }

/**
 * One person in an admin priority list (speakers, committee members): photo, name with badges, details,
 * and on the side the priority box (when `setPriority` is given), the Edit link and Delete.
 */
export function AdminItemCard({
  id,
  name,
  imageUrl,
  testId,
  badges,
  children,
  priority,
  setPriority,
  move,
  sortable,
  editLink,
  deleteDescription,
  remove,
}: {
  id: string
  name: string
  imageUrl?: string | null
  testId: string
  badges: React.ReactNode
  children: React.ReactNode
  priority?: number | null
  setPriority?: ItemMutation<{ id: string; priority: number }>
  /** Move up / Move down (the list's order, saved at once). */
  move?: { index: number; count: number; disabled: boolean; onMove: (to: number) => void }
  /** The row's part in a SortableList (dragging), beside Move up / Move down. */
  sortable?: SortableRow
  /** The Edit link (a router Link), shown as a small outlined button. */
  editLink: React.ReactElement
  deleteDescription: string
  remove: ItemMutation<string>
}) {
  return (
    <li
      ref={sortable?.ref}
      style={sortable?.style}
      className={`flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row${sortable?.dragging ? ' shadow-lg ring-2 ring-brand-600' : ''}`}
      data-testid={testId}
    >
      {imageUrl ? (
        <img src={imageUrl} alt={name} className="size-24 shrink-0 rounded-lg object-cover" loading="lazy" />
      ) : (
        <div className="size-24 shrink-0 rounded-lg bg-slate-100" aria-hidden />
      )}
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{name}</h2>
          {badges}
        </div>
        {children}
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:w-56">
        {sortable || move ? (
          <div className="flex flex-wrap gap-2">
            {sortable?.handle}
            {move ? <MoveButtons itemName={name} {...move} /> : null}
          </div>
        ) : null}
        {setPriority ? (
          <PriorityInput
            // a fresh box with the saved value after every refresh
            key={priority ?? ''}
            itemName={name}
            current={priority}
            pending={setPriority.isPending && setPriority.variables?.id === id}
            onSet={(value) => setPriority.mutate({ id, priority: value })}
          />
        ) : null}
        <div className="flex gap-2">
          <Button asChild size="sm" variant="outline">
            {editLink}
          </Button>
          <DeleteItemButton
            itemName={name}
            title={`Delete ${name}?`}
            description={deleteDescription}
            deleting={remove.isPending && remove.variables === id}
            onConfirm={() => remove.mutate(id)}
          />
        </div>
      </div>
    </li>
  )
}
