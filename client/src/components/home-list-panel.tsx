import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { Button } from '@/components/ui/button'

/** How many items a home panel shows; 'View more' leads to the full list beyond that. */
export const HOME_PANEL_SIZE = 15

/**
 * A home page panel (Highlights, Recent Updates): a heading, the first 15 items in a 500 px scroll area
 * (each row's content from `row`), and 'View more' to `moreTo` only when there are more items.
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
}: {
  headingId: string
  heading: string
  listTestId: string
  listLabel: string
  items: readonly T[]
  itemKey: (item: T) => string
  row: (item: T) => React.ReactNode
  moreTo: '/allpapers' | '/allupdates'
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
