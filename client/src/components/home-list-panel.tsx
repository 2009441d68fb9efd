import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

/** How many items a home panel shows; 'View more' leads to the full list beyond that. */
export const HOME_PANEL_SIZE = 15

/** Skeleton rows shown inside a panel while its list loads. */
const PLACEHOLDER_ROWS = 4

/**
 * A home page panel (Highlights, Recent Updates): a heading, the first 15 items in a 500 px scroll area
 * (each row's content from `row`), and 'View more' to `moreTo` only when there are more items. While the list
 * loads the box holds skeleton rows ('Loading...' itself stays below the panels); an empty list says
 * so in the box (`emptyText`).
 */
export function HomeListPanel<T>({
  headingId,
  heading,
  listTestId,
  listLabel,
  items,
  itemKey,
  row,
  moreTo,
  loading,
  emptyText,
}: {
  headingId: string
  heading: string
  listTestId: string
  listLabel: string
  items: readonly T[]
  itemKey: (item: T) => string
  row: (item: T) => React.ReactNode
  moreTo: '/allpapers' | '/allupdates'
  loading: boolean
  emptyText: string
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 id={headingId} className="border-b border-slate-200 px-5 py-3 text-xl font-semibold text-brand-800">
        {heading}
      </h2>
      {/* tabIndex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <ul
        className="max-h-[500px] divide-y divide-slate-100 overflow-y-auto"
        data-testid={listTestId}
        tabIndex={items.length > 0 ? 0 : undefined}
        aria-label={items.length > 0 ? listLabel : undefined}
      >
        {items.slice(0, HOME_PANEL_SIZE).map((item) => (
          <li key={itemKey(item)} className="flex items-start justify-between gap-4 px-5 py-3">
            {row(item)}
          </li>
        ))}
      </ul>
      {loading && items.length === 0 ? (
        <div className="grid gap-4 px-5 py-4" aria-hidden data-testid={`${listTestId}-loading`}>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
            <div key={i} className="grid gap-2">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          ))}
        </div>
      ) : null}
      {!loading && items.length === 0 ? <p className="px-5 py-6 text-slate-600">{emptyText}</p> : null}
      {items.length > HOME_PANEL_SIZE ? (
        <div className="border-t border-slate-200 px-5 py-3">
          <Button asChild variant="link" size="flush">
            <Link to={moreTo}>View more</Link>
          </Button>
        </div>
      ) : null}
    </section>
  )
}
