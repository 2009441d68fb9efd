import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** Fields that hold no words an admin would search for. */
const NOT_SEARCHED = /(^_id$|Url$|^link$|At$|^eventDate$)/

/**
 * The text an item is found by: every text field and list of texts it has (names, titles, descriptions,
 * authors, tags, …), not its id, links, image URLs or dates.
 */
export function itemText(item: unknown): string {
  if (typeof item !== 'object' || item === null) return ''
  return Object.entries(item)
    .filter(([key]) => !NOT_SEARCHED.test(key))
    .flatMap(([, value]) =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [],
    )
    .join('\n')
}

/**
 * A client-side search over a list already loaded: case-insensitive, on whatever text `text` gives for an item.
 * `shown` is the whole list while the box is empty.
 */
export function useListSearch<T>(items: readonly T[], text: (item: T) => string = itemText) {
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const shown = needle ? items.filter((item) => text(item).toLowerCase().includes(needle)) : items
  return { query, setQuery, shown }
}

/** The labelled search box above an admin list ('Search papers'), with how many items match while searching. */
export function ListSearchField({
  noun,
  query,
  onQueryChange,
  shown,
  total,
}: {
  /** The items' name: 'papers' → 'Search papers'. */
  noun: string
  query: string
  onQueryChange: (query: string) => void
  shown: number
  total: number
}) {
  const id = useId()
  return (
    <div className="mb-5 grid max-w-md gap-1.5">
      <Label htmlFor={id}>{`Search ${noun}`}</Label>
      <Input id={id} type="search" autoComplete="off" value={query} onChange={(e) => onQueryChange(e.target.value)} />
      <p aria-live="polite" className="min-h-4 text-xs text-slate-600">
        {query.trim() ? `${shown} of ${total} ${noun} shown` : ''}
      </p>
    </div>
  )
}

/** What a search with no match says, with a way back to the whole list. */
export function NoSearchMatch({ noun, onClear }: { noun: string; onClear: () => void }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
      <p>{`No ${noun} match your search.`}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onClear}>
        Clear search
      </Button>
    </div>
  )
}
