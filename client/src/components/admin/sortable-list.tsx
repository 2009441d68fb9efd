import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVerticalIcon } from 'lucide-react'
import * as React from 'react'

/** What a row needs to be dragged: its element's ref and style, and the handle to show in it. */
export interface SortableRow {
  ref: (element: HTMLElement | null) => void
  style: React.CSSProperties
  /** The drag handle: a button, so the keyboard can pick it up (Space), move it (arrows) and drop it (Space). */
  handle: React.ReactNode
  dragging: boolean
}

/**
 * An ordered admin list whose rows are dragged into place (issue 54 item 3), beside their Move up / Move down:
 * `onMove(from, to)` is called once on the drop, and the list keeps the dropped order on screen until `items`
 * comes back from the server. It renders no element of its own: put it inside the list's `<ol>`.
 */
export function SortableList<T extends { _id: string }>({
  items,
  nameOf,
  disabled,
  onMove,
  children,
}: {
  items: readonly T[]
  /** How a row is named to screen readers while it is dragged. */
  nameOf: (item: T) => string
  /** While a move is saved. */
  disabled: boolean
  onMove: (from: number, to: number) => void
  children: (item: T, index: number, row: SortableRow) => React.ReactNode
}) {
  // The dropped order, shown until the saved one arrives (a new `items`), so the row does not jump back meanwhile.
  const [dropped, setDropped] = React.useState<{ for: readonly T[]; order: readonly T[] } | null>(null)
  const shown = dropped && dropped.for === items ? dropped.order : items
  // A save that failed leaves `items` as it was: once it is over, show the list as the server has it.
  const wasSaving = React.useRef(disabled)
  React.useEffect(() => {
    if (wasSaving.current && !disabled) setDropped(null)
    wasSaving.current = disabled
  }, [disabled])
  const sensors = useSensors(
    // A few pixels of movement first, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const nameById = (id: string | number) => {
    const item = shown.find((i) => i._id === id)
    return item ? nameOf(item) : 'the item'
  }
  const placeOf = (id: string | number | undefined) => shown.findIndex((i) => i._id === id) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameById(active.id)}, place ${placeOf(active.id)} of ${shown.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameById(active.id)} is over place ${placeOf(over.id)} of ${shown.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameById(active.id)} dropped at place ${placeOf(over.id)} of ${shown.length}.`
        : `${nameById(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameById(active.id)} was cancelled.`,
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = shown.findIndex((i) => i._id === active.id)
    const to = shown.findIndex((i) => i._id === over.id)
    if (from < 0 || to < 0) return
    setDropped({ for: items, order: arrayMove([...shown], from, to) })
    onMove(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        // Its live region and instructions go to the body: inside the list's <ol> they would break its semantics.
        container: typeof document === 'undefined' ? undefined : document.body,
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space, then the arrow keys to choose its place, and Space again to drop it ' +
            '(Escape cancels).',
        },
      }}
    >
      <SortableContext items={shown.map((i) => i._id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        {shown.map((item, index) => (
          <SortableItem key={item._id} id={item._id} name={nameOf(item)} disabled={disabled}>
            {(row) => children(item, index, row)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  )
}

function SortableItem({
  id,
  name,
  disabled,
  children,
}: {
  id: string
  name: string
  disabled: boolean
  children: (row: SortableRow) => React.ReactNode
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  })
  const style: React.CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 10 : undefined,
  }
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      // dnd-kit gives the handle role="button" and a description; the name says what it moves.
      aria-label={`Drag to reorder: ${name}`}
      disabled={disabled}
      className="inline-flex h-9 touch-none cursor-grab items-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
    >
      <GripVerticalIcon aria-hidden className="size-4" />
      Drag
    </button>
  )
  return <>{children({ ref: setNodeRef, style, handle, dragging: isDragging })}</>
}
