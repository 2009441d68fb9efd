import type { PageBlock, PageItem, PageKey } from '@common/pages'
import { useRef } from 'react'
import { MoveButtons } from '@/components/admin/move-buttons'
import { SortableList } from '@/components/admin/sortable-list'
import { Button } from '@/components/ui/button'
import { moved } from '@/lib/admin/use-reorder'
import { emptyItem, itemFieldsOf } from './item-fields'
import { ItemPictureField } from './item-picture-field'
import { MarkdownField, TextField } from './page-fields'

let nextRowId = 0

/**
 * A list block of a page (the call for papers' domains and special tracks, the tours' places, the cultural
 * events): entries are added, dragged or moved up and down, edited and removed; Save the page sends them.
 */
export function ListBlockEditor({
  pageKey,
  block,
  onChange,
}: {
  pageKey: PageKey
  block: PageBlock
  onChange: (items: PageItem[]) => void
}) {
  const items = block.items ?? []
  const fields = itemFieldsOf(pageKey, block.name, items)
  // Entries have no id: each row keeps one while the editor is open, so a dragged or moved row keeps its fields.
  const ids = useRef<string[]>([])
  while (ids.current.length < items.length) ids.current.push(`entry-${nextRowId++}`)
  ids.current.length = items.length
  const rows = items.map((item, i) => ({ ...item, _id: ids.current[i]! }))

  const set = (i: number, change: Partial<PageItem>) =>
    onChange(items.map((item, j) => (j === i ? { ...item, ...change } : item)))
  const move = (from: number, to: number) => {
    ids.current = moved(ids.current, from, to)
    onChange(moved(items, from, to))
  }
  const remove = (i: number) => {
    ids.current = ids.current.filter((_, j) => j !== i)
    onChange(items.filter((_, j) => j !== i))
  }
  const nameOf = (item: PageItem, i: number) => item.title || `entry ${i + 1}`

  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{block.label}</legend>
      <ol className="grid gap-4" aria-label={`${block.label}, in page order`}>
        <SortableList items={rows} nameOf={(row) => nameOf(row, rows.indexOf(row))} disabled={false} onMove={move}>
          {(item, i, sortable) => (
            <li
              ref={sortable.ref}
              style={sortable.style}
              className="grid gap-3 rounded-md border border-slate-200 bg-white p-3"
              data-testid="page-list-entry"
            >
              <h3 className="font-semibold text-slate-900">
                {block.label}, entry {i + 1}: {item.title || '(no title)'}
              </h3>
              <TextField
                label={`${fields.title} (entry ${i + 1})`}
                value={item.title}
                onChange={(title) => set(i, { title })}
              />
              {fields.subtitle ? (
                <TextField
                  label={`${fields.subtitle} (entry ${i + 1})`}
                  value={item.subtitle ?? ''}
                  onChange={(subtitle) => set(i, { subtitle })}
                />
              ) : null}
              {fields.summary ? (
                <TextField
                  label={`${fields.summary} (entry ${i + 1})`}
                  value={item.summary ?? ''}
                  onChange={(summary) => set(i, { summary })}
                />
              ) : null}
              {fields.link ? (
                <TextField
                  label={`${fields.link} (entry ${i + 1})`}
                  value={item.link ?? ''}
                  // An empty link is none (the card leads nowhere).
                  onChange={(link) => set(i, { link: link.trim() || undefined })}
                />
              ) : null}
              {fields.description ? (
                <TextField
                  label={`${fields.description} (entry ${i + 1})`}
                  value={item.description ?? ''}
                  onChange={(description) => set(i, { description: description || undefined })}
                />
              ) : null}
              {fields.image ? (
                <ItemPictureField entry={i + 1} item={item} onChange={(change) => set(i, change)} />
              ) : null}
              {fields.text === false ? null : (
                <MarkdownField
                  label={`Text (entry ${i + 1})`}
                  rows={6}
                  value={item.markdown}
                  onChange={(markdown) => set(i, { markdown })}
                />
              )}
              <div className="flex flex-wrap gap-2">
                {sortable.handle}
                <MoveButtons
                  itemName={nameOf(item, i)}
                  index={i}
                  count={items.length}
                  disabled={false}
                  onMove={(to) => move(i, to)}
                />
                <Button type="button" size="sm" variant="outline" onClick={() => remove(i)}>
                  Remove {nameOf(item, i)}
                </Button>
              </div>
            </li>
          )}
        </SortableList>
      </ol>
      <div>
        <Button type="button" variant="outline" onClick={() => onChange([...items, emptyItem(fields)])}>
          Add an entry to {block.label}
        </Button>
      </div>
    </fieldset>
  )
}
