import { HOME_PANEL_SIZE, HomeListPanel } from '@/components/home-list-panel'
import { ViewLink } from '@/components/ui/view-link'
import { formatEventDate, type RecentUpdate } from '../api'

export const HOME_UPDATES_SIZE = HOME_PANEL_SIZE

/** Home "Recent Updates": the first 15 updates in a 500 px scroll area; 'View more' only when there are more. */
export function RecentUpdatesPanel({
  updates,
  loading,
  failed = false,
}: {
  updates: RecentUpdate[]
  loading: boolean
  failed?: boolean
}) {
  return (
    <HomeListPanel
      headingId="recent-updates-heading"
      heading="Recent Updates"
      listTestId="updates-list"
      listLabel="Recent updates list"
      items={updates}
      itemKey={(update) => update._id}
      row={(update) => (
        <>
          <div className="min-w-0">
            <p className="font-medium wrap-anywhere">{update.title}</p>
            <p className="text-xs font-medium text-brand-700">
              <time dateTime={update.eventDate}>{formatEventDate(update.eventDate)}</time>
            </p>
            <p className="text-sm wrap-anywhere text-slate-600">{update.description}</p>
          </div>
          {update.link ? <ViewLink href={update.link} subject={update.title} className="shrink-0" /> : null}
        </>
      )}
      moreTo="/allupdates"
      loading={loading}
      emptyText={
        failed ? 'The updates could not be loaded. Please try again later.' : 'No updates have been posted yet.'
      }
    />
  )
}
