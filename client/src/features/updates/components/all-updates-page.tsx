import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { SearchableListPage } from '@/components/searchable-list-page'
import { Button } from '@/components/ui/button'
import { ViewLink } from '@/components/ui/view-link'
import { useHashTarget } from '@/lib/use-hash-target'
import { formatDateTime } from '@/lib/utils'
import { matchesUpdate, updatesQueryOptions } from '../api'

/** /allupdates: every recent update, newest first, with a search box. */
export function AllUpdatesPage() {
  const { data, isPending, isError, refetch } = useQuery(updatesQueryOptions)
  const [query, setQuery] = useState('')
  const updates = (data ?? []).filter((u) => matchesUpdate(u, query))
  const searching = query.trim() !== ''
  // A search result links to #update-<id>: the page scrolls to that update.
  useHashTarget(
    'update-',
    updates.map((u) => u._id),
  )

  return (
    <SearchableListPage
      title="All updates"
      noun="updates"
      searchId="update-search"
      searchPlaceholder="Title or keyword"
      query={query}
      onQueryChange={setQuery}
      isPending={isPending}
      isError={isError}
      errorIsAlert
      onRetry={() => void refetch()}
    >
      {updates.length === 0 ? (
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
              <li
                key={u._id}
                id={`update-${u._id}`}
                tabIndex={-1}
                className="scroll-mt-20 rounded-xl border border-slate-200 p-5 shadow-sm focus:outline-none focus:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600"
              >
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
    </SearchableListPage>
  )
}
