import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NamedPapers, PaperMatches, usePaperSearch } from '../components/paper-search'
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
  const { search, setSearch, matches } = usePaperSearch()
  return (
    <div className="grid gap-2 sm:col-span-2">
      {papers.length > 0 ? (
        <NamedPapers
          papers={papers}
          className="grid gap-1 text-sm"
          removeLabel={(p) => `Remove paper ${p.cmtId ?? p.heading}`}
          onRemove={(p) => onChange(papers.filter((c) => c._id !== p._id))}
        />
      ) : (
        <p className="text-sm">No paper named.</p>
      )}
      <FormField id={id} label="Add a paper: search by paper ID, title or author">
        <Input id={id} value={search} onChange={(e) => setSearch(e.target.value)} />
      </FormField>
      <PaperMatches
        matches={matches}
        chosenIds={papers.map((p) => p._id)}
        onAdd={(p) => onChange([...papers, { _id: p._id, cmtId: p.cmtId ?? null, heading: p.heading }])}
      />
    </div>
  )
}
