import type { UseQueryResult } from '@tanstack/react-query'
import type * as React from 'react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import { ListSearchField, NoSearchMatch, useListSearch } from './list-search'

/**
 * An admin list's loading, error and empty states around `children`, which renders the loaded items.
 * `noun` names the items in the texts ('speakers' → 'Loading speakers', 'No speakers yet.'); a failed
 * fetch is toasted once and offers Try Again. A labelled search box filters the loaded items (by every text
 * field, or by `searchText`).
 */
export function AdminItemList<T>({
  query,
  noun,
  placeholders = 3,
  withPhotos = false,
  searchText,
  children,
}: {
  query: UseQueryResult<T[]>
  noun: string
  placeholders?: number
  /** Cards with a photo have taller loading placeholders. */
  withPhotos?: boolean
  /** The text an item is found by; by default every text field it has (list-search.ts itemText). */
  searchText?: (item: T) => string
  children: (items: T[]) => React.ReactNode
}) {
  const search = useListSearch(query.data ?? [], searchText)
  const failure = `Failed to fetch ${noun}. Please try again.`
  useEffect(() => {
    if (query.isError) toast.error(failure)
  }, [query.isError, failure])

  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={`Loading ${noun}`}>
        {Array.from({ length: placeholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
          <Skeleton key={i} className={withPhotos ? 'h-32' : 'h-24'} />
        ))}
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{failure}</p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  if (query.data.length === 0) return <p className="text-slate-600">{`No ${noun} yet.`}</p>
  return (
    <>
      <ListSearchField
        noun={noun}
        query={search.query}
        onQueryChange={search.setQuery}
        shown={search.shown.length}
        total={query.data.length}
      />
      {search.shown.length > 0 ? (
        children([...search.shown])
      ) : (
        <NoSearchMatch noun={noun} onClear={() => search.setQuery('')} />
      )}
    </>
  )
}
