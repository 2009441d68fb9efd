import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { pickerPapersQueryOptions } from '../api'
import { SearchPicker } from './search-picker'

/** A session's papers, searched by title or author, in presentation order: moved up and down, removed. */
export function ChosenPapers({
  paperIds,
  onChange,
  error,
}: {
  paperIds: string[]
  onChange: (ids: string[]) => void
  error?: string
}) {
  const papers = useQuery(pickerPapersQueryOptions)
  const paperOf = (pid: string) => papers.data?.find((p) => p._id === pid)
  const move = (from: number, to: number) => {
    const ids = [...paperIds]
    const [moved] = ids.splice(from, 1)
    if (moved !== undefined) ids.splice(to, 0, moved)
    onChange(ids)
  }
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">Papers, in presentation order</legend>
      <SearchPicker
        label="Search papers by title or author"
        noun="papers"
        placeholder="A title or an author"
        options={(papers.data ?? []).map((p) => ({ id: p._id, title: p.heading, detail: p.authors.join(', ') }))}
        chosenIds={paperIds}
        loading={papers.isPending}
        failed={papers.isError}
        onAdd={(pid) => onChange([...paperIds, pid])}
      />
      {paperIds.length ? (
        <ol className="grid gap-2" aria-label="Chosen papers, in presentation order">
          {paperIds.map((pid, i) => {
            const paper = paperOf(pid)
            const title = paper?.heading ?? 'Unknown paper'
            return (
              <li key={pid} className="grid gap-2 rounded-md bg-slate-50 px-3 py-2">
                <span>
                  {i + 1}. <span className="font-medium">{title}</span>
                  {paper?.authors.length ? <span className="text-slate-600"> — {paper.authors.join(', ')}</span> : null}
                </span>
                <span className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" disabled={i === 0} onClick={() => move(i, i - 1)}>
                    Move paper {title} up
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={i === paperIds.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    Move paper {title} down
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onChange(paperIds.filter((x) => x !== pid))}>
                    Remove paper {title}
                  </Button>
                </span>
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No paper chosen.</p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
