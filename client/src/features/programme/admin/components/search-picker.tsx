import { useId, useState } from 'react'
import { Command, CommandInput, CommandItem, CommandList } from '@/components/ui/command'

export interface PickerOption {
  id: string
  /** What the option is called (a speaker's name, a paper's title). */
  title: string
  /** A second line (a paper's authors). */
  detail?: string
}

/** Whether every word of `query` is in `text`, whatever the case and accents. */
export function matchesQuery(query: string, text: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  const haystack = fold(text)
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => haystack.includes(w))
}

const MAX_SHOWN = 8

/**
 * A labelled search box over a list (cmdk's combobox): typing lists up to 8 matching options not yet chosen, the
 * arrow keys move through them and Enter (or a click) adds one. The box empties after each choice.
 */
export function SearchPicker({
  label,
  noun,
  options,
  chosenIds,
  loading,
  failed,
  onAdd,
  placeholder,
}: {
  /** The visible label and the box's accessible name: "Search speakers". */
  label: string
  /** Plural, for the messages: "speakers". */
  noun: string
  options: readonly PickerOption[]
  chosenIds: readonly string[]
  loading: boolean
  failed: boolean
  onAdd: (id: string) => void
  placeholder: string
}) {
  const [query, setQuery] = useState('')
  const labelId = useId()
  const chosen = new Set(chosenIds)
  const matches = query.trim()
    ? options.filter((o) => !chosen.has(o.id) && matchesQuery(query, `${o.title} ${o.detail ?? ''}`))
    : []
  const status = !query.trim()
    ? ''
    : loading
      ? `Loading ${noun}...`
      : failed
        ? `The ${noun} could not be loaded.`
        : matches.length === 0
          ? `No ${noun} match “${query.trim()}”.`
          : `${Math.min(matches.length, MAX_SHOWN)} of ${matches.length} ${noun} shown. Use the arrow keys and Enter to add one.`
  return (
    <div className="grid gap-1.5">
      {/* The visible label; the box is named by cmdk's own (hidden) label of the same words, so read once. */}
      <span id={labelId} aria-hidden className="text-sm font-medium text-slate-900">
        {label}
      </span>
      <Command label={label} shouldFilter={false} className="rounded-md border border-slate-300">
        <CommandInput value={query} onValueChange={setQuery} placeholder={placeholder} />
        <CommandList aria-label={`Matching ${noun}`} className="max-h-64">
          {matches.slice(0, MAX_SHOWN).map((o) => (
            <CommandItem
              key={o.id}
              value={o.id}
              onSelect={() => {
                onAdd(o.id)
                setQuery('')
              }}
            >
              <span className="font-medium">{o.title}</span>
              {o.detail ? <span className="text-slate-600">{o.detail}</span> : null}
            </CommandItem>
          ))}
        </CommandList>
      </Command>
      <p role="status" className="text-xs text-slate-600">
        {status}
      </p>
    </div>
  )
}
