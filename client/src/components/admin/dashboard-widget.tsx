import type * as React from 'react'

/** A dashboard list in a 500 px scroll area. */
export function DashboardWidget({
  id,
  title,
  pending,
  failed,
  empty,
  children,
}: {
  id: string
  title: string
  pending: boolean
  failed: string | null
  empty: string | null
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200">
      <h2 id={id} className="border-b border-slate-200 px-5 py-3 text-xl font-semibold">
        {title}
      </h2>
      <ul
        className="max-h-[500px] divide-y divide-slate-100 overflow-y-auto [overflow-wrap:anywhere]"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must take focus to scroll by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label={title}
      >
        {pending ? <li className="px-5 py-3 text-slate-600">Loading...</li> : null}
        {failed ? <li className="px-5 py-3 text-red-700">{failed}</li> : null}
        {empty ? <li className="px-5 py-3 text-slate-600">{empty}</li> : null}
        {children}
      </ul>
    </section>
  )
}
