import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Command, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import {
  groupByKind,
  isSearchable,
  KIND_LABELS,
  MAX_QUERY_LENGTH,
  piecesOf,
  type SearchResult,
  searchQueryOptions,
} from '../api'
import { useDebouncedValue } from '../use-debounced-value'

const TITLE = 'Search the site'
const DEBOUNCE_MS = 150

/**
 * The search dialog (loaded on first use: cmdk and the dialog stay out of every page's first download).
 * Results come from GET /api/search as the visitor types (debounced), grouped by kind; the arrow keys move through
 * them, Enter opens one (the first when none is chosen yet), Escape closes.
 */
export function SiteSearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <SearchDialogContent onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function SearchDialogContent({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const settled = useDebouncedValue(query.trim() ? query : '', DEBOUNCE_MS)
  const search = useQuery(searchQueryOptions(settled))
  const results = isSearchable(settled) ? (search.data?.results ?? []) : []
  const groups = groupByKind(results)

  // Nothing is chosen until the visitor moves (Down picks the first result): cmdk would choose the first result on
  // its own whenever the list changes, so its choices count only after an arrow key or the pointer.
  const [chosen, setChosen] = useState('')
  const moved = useRef(false)
  const resultKey = results.map((r) => r.url).join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: resultKey is the trigger: a new list starts unchosen
  useEffect(() => {
    setChosen('')
    moved.current = false
  }, [resultKey])

  const open = (result: SearchResult) => {
    onClose()
    void navigate({ href: result.url })
  }

  const typing = query.trim() !== '' && (query !== settled || search.isFetching)
  let status: string
  if (!isSearchable(query)) status = 'Type a name, a title or a word: papers, speakers, committees, updates and pages.'
  else if (search.isError && !typing) status = 'Search failed. Please check your connection and try again.'
  else if (typing && results.length === 0) status = 'Searching…'
  else if (results.length === 0) status = `No results for “${settled.trim()}”.`
  else {
    const total = search.data?.total ?? results.length
    status = total > results.length ? `${results.length} best of ${total} results` : plural(results.length)
  }

  return (
    <DialogContent frame="custom" position="top" className="max-w-2xl bg-white p-0" closeLabel="Close search">
      <div className="px-4 pt-4 pb-2">
        <DialogTitle>{TITLE}</DialogTitle>
        <DialogDescription className="sr-only">
          Papers, speakers, committee members, updates and pages. Use the Down and Up arrow keys to move through the
          results and Enter to open one.
        </DialogDescription>
      </div>
      <Command
        label={TITLE}
        shouldFilter={false}
        vimBindings={false}
        value={chosen}
        onValueChange={(value) => {
          if (moved.current) setChosen(value)
        }}
        onKeyDown={(e) => {
          if (['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'].includes(e.key)) moved.current = true
          else if (e.key === 'Enter' && !chosen && results[0]) {
            e.preventDefault()
            open(results[0])
          }
        }}
        className="border-t border-slate-200"
      >
        <CommandInput
          value={query}
          onValueChange={(value) => setQuery(value.slice(0, MAX_QUERY_LENGTH))}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="e.g. an author's name, renewable, registration"
        />
        <p role="status" className="px-4 py-2 text-sm text-slate-600">
          {status}
        </p>
        {search.isError && !typing && isSearchable(query) ? (
          <div className="px-4 pb-3">
            <Button variant="outline" size="sm" onClick={() => void search.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        <CommandList onPointerMove={() => (moved.current = true)} aria-label="Search results">
          {groups.map((group) => (
            <CommandGroup key={group.kind} heading={KIND_LABELS[group.kind]}>
              {group.results.map((result) => (
                <CommandItem key={result.url} value={result.url} onSelect={() => open(result)}>
                  <span className="font-medium text-slate-900">{result.title}</span>
                  {result.snippet ? (
                    <span className="line-clamp-2 text-slate-600">
                      {piecesOf(result.snippet, result.highlights).map((piece, i) =>
                        piece.match ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text, in order
                          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
                            {piece.text}
                          </mark>
                        ) : (
                          piece.text
                        ),
                      )}
                    </span>
                  ) : null}
                </CommandItem>
              ))}
            </CommandGroup>
          ))}
        </CommandList>
        <p className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-600 sm:block" aria-hidden>
          ↑ ↓ to move · Enter to open · Esc to close
        </p>
      </Command>
    </DialogContent>
  )
}

function plural(n: number): string {
  return `${n} ${n === 1 ? 'result' : 'results'}`
}
