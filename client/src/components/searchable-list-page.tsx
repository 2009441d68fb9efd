import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { FILL_SCREEN, PAGE_FRAME, PageTitle, READING_WIDTH } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

/**
 * A public list page with a search box (/allpapers, /allupdates): the title, the search field, then the
 * loading placeholders, the fetch error with Try Again, or `children` (the results or their empty state).
 * The page owns the query, since it filters with it.
 */
export function SearchableListPage({
  title,
  noun,
  searchId,
  searchPlaceholder,
  query,
  onQueryChange,
  isPending,
  isError,
  errorIsAlert = false,
  onRetry,
  children,
}: {
  title: string
  /** The items' name in the texts: 'papers' → 'Search papers', 'Loading papers'. */
  noun: string
  searchId: string
  searchPlaceholder: string
  query: string
  onQueryChange: (query: string) => void
  isPending: boolean
  isError: boolean
  errorIsAlert?: boolean
  onRetry: () => void
  children: React.ReactNode
}) {
  return (
    <section className={cn(PAGE_FRAME, 'py-10 sm:py-12', FILL_SCREEN)}>
      <div className={READING_WIDTH}>
        <PageTitle>{title}</PageTitle>
        <div className="mt-6 grid max-w-md gap-1.5">
          <Label htmlFor={searchId}>{`Search ${noun}`}</Label>
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            placeholder={searchPlaceholder}
          />
        </div>
        {isPending ? (
          <div className="mt-6 grid gap-3" role="status" aria-busy="true" aria-label={`Loading ${noun}`}>
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : isError ? (
          <div
            role={errorIsAlert ? 'alert' : undefined}
            className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
          >
            <p>{`Failed to fetch ${noun}. Please try again.`}</p>
            <Button className="mt-3" variant="outline" onClick={onRetry}>
              Try Again
            </Button>
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  )
}
