import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { api, unwrap } from '@/lib/api'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** A paper as a registration names it. */
export interface PaperLike {
  _id: string
  cmtId?: string | null
  heading: string
}

/** A registration names 5 papers at the most (the server's rule too). */
const MAX_PAPERS = 5

/**
 * The search of the site's papers that the registration form and the desk share. The server searches
 * (GET /papers/all?q=): the form never loads every paper, one query per pause in typing.
 */
export function usePaperSearch() {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 250)
  const found = useQuery({
    queryKey: ['papers', 'search', q],
    queryFn: async () => unwrap(await api.GET('/papers/all', { params: { query: { q, limit: '8' } } })).data,
    enabled: q !== '',
    placeholderData: keepPreviousData,
  })
  return { search, setSearch, q, found, matches: q === '' ? [] : (found.data ?? []) }
}

/** The papers found, each with a button that adds it (off once named, or once 5 are). */
export function PaperMatches<P extends PaperLike>({
  matches,
  chosenIds,
  onAdd,
}: {
  matches: readonly P[]
  chosenIds: readonly string[]
  onAdd: (paper: P) => void
}) {
  return (
    <ul className="grid gap-1">
      {matches.map((p) => (
        <li key={p._id}>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={chosenIds.includes(p._id) || chosenIds.length >= MAX_PAPERS}
            onClick={() => onAdd(p)}
          >
            Add paper {p.cmtId ?? ''}: {p.heading}
          </Button>
        </li>
      ))}
    </ul>
  )
}

/** The papers named, each with a button that removes it. */
export function NamedPapers<P extends PaperLike>({
  papers,
  className,
  removeLabel,
  onRemove,
}: {
  papers: readonly P[]
  className: string
  removeLabel: (paper: P) => string
  onRemove: (paper: P) => void
}) {
  return (
    <ul aria-label="Papers named" className={className}>
      {papers.map((p) => (
        <li key={p._id} className="flex flex-wrap items-center gap-2">
          {p.cmtId} {p.heading}
          <Button type="button" variant="outline" size="sm" onClick={() => onRemove(p)}>
            {removeLabel(p)}
          </Button>
        </li>
      ))}
    </ul>
  )
}
