import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { ViewLink } from '@/components/ui/view-link'
import type { RecentUpdate } from '../api'

export const HOME_UPDATES_SIZE = 15

/** Home "Recent Updates": the first 15 updates in a 500 px scroll area; 'View more' only when there are more. */
export function RecentUpdatesPanel({ updates }: { updates: RecentUpdate[] }) {
  return (
    <section
      aria-labelledby="recent-updates-heading"
      className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="recent-updates-heading"
        className="border-b border-slate-200 px-5 py-3 text-xl font-semibold text-brand-800"
      >
        Recent Updates
      </h2>
      {/* tabIndex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <ul
        className="max-h-[500px] divide-y divide-slate-100 overflow-y-auto"
        data-testid="updates-list"
        tabIndex={updates.length > 0 ? 0 : undefined}
        aria-label={updates.length > 0 ? 'Recent updates list' : undefined}
      >
        {updates.slice(0, HOME_UPDATES_SIZE).map((update) => (
          <li key={update._id} className="flex items-start justify-between gap-4 px-5 py-3">
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere">{update.title}</p>
              <p className="text-sm wrap-anywhere text-slate-600">{update.description}</p>
            </div>
            {update.link ? <ViewLink href={update.link} subject={update.title} className="shrink-0" /> : null}
          </li>
        ))}
      </ul>
      {updates.length > HOME_UPDATES_SIZE ? (
        <div className="border-t border-slate-200 px-5 py-3">
          <Button asChild variant="link" size="flush">
            <Link to="/allupdates">View more</Link>
          </Button>
        </div>
      ) : null}
    </section>
  )
}
