import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { ViewLink } from '@/components/ui/view-link'
import type { Paper } from '../api'

export const HOME_LIST_SIZE = 15

/** Home "Highlights": the first 15 papers in a 500 px scroll area; 'View more' only when there are more. */
export function HighlightsPanel({ papers }: { papers: Paper[] }) {
  return (
    <section
      aria-labelledby="highlights-heading"
      className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 id="highlights-heading" className="border-b border-slate-200 px-5 py-3 text-xl font-semibold text-brand-800">
        Highlights
      </h2>
      {/* tabIndex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <ul
        className="max-h-[500px] divide-y divide-slate-100 overflow-y-auto"
        data-testid="highlights-list"
        tabIndex={papers.length > 0 ? 0 : undefined}
        aria-label={papers.length > 0 ? 'Highlights list' : undefined}
      >
        {papers.slice(0, HOME_LIST_SIZE).map((paper) => (
          <li key={paper._id} className="flex items-start justify-between gap-4 px-5 py-3">
            <div className="min-w-0">
              <p className="font-medium">{paper.heading}</p>
              <p className="text-sm text-slate-600">Authors: {paper.authors.join(', ')}</p>
            </div>
            {paper.link ? <ViewLink href={paper.link} subject={paper.heading} /> : null}
          </li>
        ))}
      </ul>
      {papers.length > HOME_LIST_SIZE ? (
        <div className="border-t border-slate-200 px-5 py-3">
          <Button asChild variant="link" size="flush">
            <Link to="/allpapers">View more</Link>
          </Button>
        </div>
      ) : null}
    </section>
  )
}
