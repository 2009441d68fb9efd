import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { api, unwrap } from '@/lib/api'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import type { AdminRegistration } from './api'

export type PaperRef = AdminRegistration['papers'][number]

/** The papers a registration names, as the desk corrects them: search the site's papers, add, remove (5 at most). */
export function EditPapers({
  id,
  papers,
  onChange,
}: {
  id: string
  papers: PaperRef[]
  onChange: (papers: PaperRef[]) => void
}) {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 250)
  const found = useQuery({
    queryKey: ['papers', 'search', q],
    queryFn: async () => unwrap(await api.GET('/papers/all', { params: { query: { q, limit: '8' } } })).data,
    enabled: q !== '',
    placeholderData: keepPreviousData,
  })
  const ids = papers.map((p) => p._id)
  return (
    <div className="grid gap-2 sm:col-span-2">
      {papers.length > 0 ? (
        <ul aria-label="Papers named" className="grid gap-1 text-sm">
          {papers.map((p) => (
            <li key={p._id} className="flex flex-wrap items-center gap-2">
              {p.cmtId} {p.heading}
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => onChange(papers.filter((c) => c._id !== p._id))}
              >
                Remove paper {p.cmtId ?? p.heading}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">No paper named.</p>
      )}
      <FormField id={id} label="Add a paper: search by paper ID, title or author">
        <Input id={id} value={search} onChange={(e) => setSearch(e.target.value)} />
      </FormField>
      <ul className="grid gap-1">
        {(q === '' ? [] : (found.data ?? [])).map((p) => (
          <li key={p._id}>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={ids.includes(p._id) || ids.length >= 5}
              onClick={() => onChange([...papers, { _id: p._id, cmtId: p.cmtId ?? null, heading: p.heading }])}
            >
              Add paper {p.cmtId ?? ''}: {p.heading}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
