import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DeleteItemButton } from '@/components/admin/delete-item-button'
import { MoveButtons } from '@/components/admin/move-buttons'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { type OrganisingHeading, organisingHeadingsQueryOptions } from '../../api'
import { headingLabel } from '../../committees'
import { useHeadingChange } from '../api'

/** The organising committee's headings: rename, reorder, add, and remove when empty (issue 54 item 3). */
export function HeadingsEditor() {
  const headings = useQuery({ ...organisingHeadingsQueryOptions, staleTime: 0 })
  const change = useHeadingChange()
  const [newName, setNewName] = useState('')
  const list = headings.data ?? []

  return (
    <section aria-labelledby="headings-title" className="mb-10 rounded-xl border border-slate-200 p-5">
      <h2 id="headings-title" className="text-xl font-semibold text-brand-800">
        Headings
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The page shows the headings in this order, row by row. A heading with members cannot be removed.
      </p>
      {headings.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          Failed to load the headings. Please try again.
        </p>
      ) : null}
      <ol className="mt-4 grid gap-3" aria-label="Headings in page order">
        {list.map((h, index) => (
          <HeadingRow
            key={`${h._id}-${h.name}`}
            heading={h}
            index={index}
            count={list.length}
            busy={change.isPending}
            onRename={(name) => change.mutate({ type: 'rename', id: h._id, name })}
            onMove={(to) => change.mutate({ type: 'move', id: h._id, position: to })}
            onRemove={() => change.mutate({ type: 'remove', id: h._id })}
          />
        ))}
      </ol>
      <form
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (newName.trim()) change.mutate({ type: 'add', name: newName.trim() }, { onSuccess: () => setNewName('') })
        }}
      >
        <div className="grid w-72 max-w-full gap-1.5">
          <Label htmlFor="new-heading">New heading</Label>
          <Input id="new-heading" value={newName} onChange={(e) => setNewName(e.target.value)} />
        </div>
        <Button type="submit" disabled={change.isPending || !newName.trim()}>
          Add heading
        </Button>
      </form>
    </section>
  )
}

function HeadingRow({
  heading,
  index,
  count,
  busy,
  onRename,
  onMove,
  onRemove,
}: {
  heading: OrganisingHeading
  index: number
  count: number
  busy: boolean
  onRename: (name: string) => void
  onMove: (to: number) => void
  onRemove: () => void
}) {
  const [name, setName] = useState(heading.name)
  const id = `heading-${heading._id}`
  const shown = headingLabel(heading.name)
  return (
    <li className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3" data-testid="admin-heading">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (name.trim() && name.trim() !== heading.name) onRename(name.trim())
        }}
      >
        <div className="grid w-72 max-w-full gap-1.5">
          <Label htmlFor={id}>
            Heading {index + 1}
            {shown !== heading.name ? ` (shown as “${shown}”)` : ''} · {heading.memberCount}{' '}
            {heading.memberCount === 1 ? 'member' : 'members'}
          </Label>
          <Input id={id} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={busy || name.trim() === heading.name}>
          Rename
        </Button>
      </form>
      <MoveButtons itemName={heading.name} index={index} count={count} disabled={busy} onMove={onMove} />
      {heading.memberCount === 0 ? (
        <DeleteItemButton
          itemName={heading.name}
          title={`Remove “${heading.name}”?`}
          description="The heading has no members; it disappears from the list."
          deleting={busy}
          onConfirm={onRemove}
        />
      ) : null}
    </li>
  )
}
