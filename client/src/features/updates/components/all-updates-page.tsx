import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { FILL_SCREEN } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { ViewLink } from '@/components/ui/view-link'
import { useQueryAfterHydration } from '@/lib/use-hydrated'
import { formatDateTime } from '@/lib/utils'
import { matchesUpdate, updatesQueryOptions } from '../api'

/** /allupdates: every recent update, newest first, with a search box. */
export function AllUpdatesPage() {
  const { data, isPending, isError, refetch } = useQueryAfterHydration(useQuery(updatesQueryOptions))
  const [query, setQuery] = useState('')
  const updates = (data ?? []).filter((u) => matchesUpdate(u, query))
  const searching = query.trim() !== ''

  return (
    <section className={`mx-auto max-w-4xl px-4 py-10 ${FILL_SCREEN}`}>
      <h1 className="text-3xl font-bold text-brand-800">All updates</h1>
      <div className="mt-6 grid max-w-md gap-1.5">
        <Label htmlFor="update-search">Search updates</Label>
        <Input
          id="update-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Title or keyword"
        />
      </div>
      {isPending ? (
        <div className="mt-6 grid gap-3" role="status" aria-busy="true" aria-label="Loading updates">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>Failed to fetch updates. Please try again.</p>
          <Button className="mt-3" variant="outline" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : updates.length === 0 ? (
        <div className="mt-6 text-slate-600">
          <p>{searching ? 'No updates match your search.' : 'No updates have been published yet.'}</p>
          {searching ? (
            <Button className="mt-3" variant="outline" onClick={() => setQuery('')}>
              Clear Search
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {updates.length === 1 ? '1 update' : `${updates.length} updates`}
          </p>
          <ul className="mt-3 grid gap-4">
            {updates.map((u) => (
              <li key={u._id} className="rounded-xl border border-slate-200 p-5 shadow-sm">
                <h2 className="text-lg font-semibold wrap-anywhere">{u.title}</h2>
                <p className="text-sm text-slate-600">
                  <time dateTime={u.eventDate}>{formatDateTime(u.eventDate)}</time>
                </p>
                <p className="mt-2 wrap-anywhere whitespace-pre-line text-slate-800">{u.description}</p>
                {u.link ? <ViewLink href={u.link} subject={u.title} className="mt-3" /> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
