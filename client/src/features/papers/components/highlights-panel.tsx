import { HOME_PANEL_SIZE, HomeListPanel } from '@/components/home-list-panel'
import { ViewLink } from '@/components/ui/view-link'
import type { Paper } from '../api'

export const HOME_LIST_SIZE = HOME_PANEL_SIZE

/** Home "Highlights": the first 15 papers in a 500 px scroll area; 'View more' only when there are more. */
export function HighlightsPanel({
  papers,
  loading,
  failed = false,
}: {
  papers: Paper[]
  loading: boolean
  failed?: boolean
}) {
  return (
    <HomeListPanel
      headingId="highlights-heading"
      heading="Highlights"
      listTestId="highlights-list"
      listLabel="Highlights list"
      items={papers}
      itemKey={(paper) => paper._id}
      row={(paper) => (
        <>
          <div className="min-w-0">
            <p className="font-medium">{paper.heading}</p>
            <p className="text-sm text-slate-600">Authors: {paper.authors.join(', ')}</p>
          </div>
          {paper.link ? <ViewLink href={paper.link} subject={paper.heading} /> : null}
        </>
      )}
      moreTo="/allpapers"
      loading={loading}
      emptyText={
        failed ? 'The papers could not be loaded. Please try again later.' : 'No papers have been highlighted yet.'
      }
    />
  )
}
