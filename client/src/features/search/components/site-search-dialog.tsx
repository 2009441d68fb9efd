import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Command, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import {
  groupByKind,
  isSearchable,
  KIND_LABELS,
  MAX_QUERY_LENGTH,
  piecesOf,
  type SearchResult,
  searchQueryOptions,
} from '../api'
import { type ResultSession, starTargetOf } from '../session-star'

const TITLE = 'Search the site'
const DEBOUNCE_MS = 150
/** How long the pointer rests on a result before the star below the list is that result's. */
const HOVER_MS = 200

/**
 * The search dialog (loaded on first use: cmdk and the dialog stay out of every page's first download).
 * Results come from GET /api/search as the visitor types (debounced), grouped by kind; the arrow keys move through
 * them, Enter opens one (the first when none is chosen yet), Escape closes. Below the list, a programme session's
 * star (issue 34): the chosen result's when it is a session, the first session's while none is chosen.
 */
export function SiteSearchDialog({
  open,
  onOpenChange,
  starRow,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  starRow?: StarRow
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <SearchDialogContent onClose={() => onOpenChange(false)} starRow={starRow} /> : null}
    </Dialog>
  )
}

/** The programme's star for a session result (the programme feature's, composed by the root route). */
export type StarRow = ComponentType<{ session: ResultSession | undefined }>

function SearchDialogContent({ onClose, starRow: StarRowOfSession }: { onClose: () => void; starRow?: StarRow }) {
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
  // The star's choice follows at once after a key, and only once the pointer rests on a result: on its way down to
  // the star, the pointer crosses other results, which must not take the star with them.
  const [starChoice, setStarChoice] = useState('')
  const byPointer = useRef(false)
  const resting = useRef<ReturnType<typeof setTimeout>>(undefined)
  const choose = (value: string) => {
    setChosen(value)
    clearTimeout(resting.current)
    if (byPointer.current) resting.current = setTimeout(() => setStarChoice(value), HOVER_MS)
    else setStarChoice(value)
  }
  useEffect(() => () => clearTimeout(resting.current), [])
  const resultKey = results.map((r) => r.url).join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: resultKey is the trigger: a new list starts unchosen
  useEffect(() => {
    setChosen('')
    setStarChoice('')
    clearTimeout(resting.current)
    moved.current = false
  }, [resultKey])
  const starFor = starTargetOf(results, starChoice)
  const hasSession = results.some((r) => r.kind === 'session')

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
      {/* A column, not a grid item: the Command (h-full) takes its own height, the star and the hint follow it. */}
      <div className="flex flex-col">
        <Command
          label={TITLE}
          shouldFilter={false}
          vimBindings={false}
          value={chosen}
          onValueChange={(value) => {
            if (moved.current) choose(value)
          }}
          onKeyDown={(e) => {
            if (['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'].includes(e.key)) {
              moved.current = true
              byPointer.current = false
            } else if (e.key === 'Enter' && !chosen && results[0]) {
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
          <CommandList
            // Capture: before the result's own handler chooses it.
            onPointerMoveCapture={() => {
              moved.current = true
              byPointer.current = true
            }}
            // Leaving the list (for the star, say), the choice goes back to the result the star is for.
            onPointerLeave={() => {
              clearTimeout(resting.current)
              if (moved.current) setChosen(starChoice)
            }}
            aria-label="Search results"
          >
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
        </Command>
        {/* Outside the listbox (a button inside an option would be interactive content within another) and outside
          cmdk's root (whose Enter and arrow keys would act on the list instead of the button). */}
        {hasSession && StarRowOfSession ? (
          <Suspense fallback={<div className="h-14 border-t border-slate-200" />}>
            <StarRowOfSession session={starFor} />
          </Suspense>
        ) : null}
        <p className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-600 sm:block" aria-hidden>
          ↑ ↓ to move · Enter to open · Esc to close
        </p>
      </div>
    </DialogContent>
  )
}

function plural(n: number): string {
  return `${n} ${n === 1 ? 'result' : 'results'}`
}
