import { CalendarPlus as CalendarPlusIcon } from '@/components/icons'
import { useConference } from '@/lib/conference'
import { usePageOrigin } from '@/lib/use-page-origin'
import { eventIcsPath, googleCalendarUrl } from '../calendar-links'

const LINK =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600'

/**
 * One important date into a calendar: as an .ics file (any calendar app) or on Google Calendar. The row already
 * shows the date's label; each link's name says it for screen readers ("Add Paper submission deadline to calendar").
 */
export function AddToCalendar({ date }: { date: { _id: string; label: string; date: string; endDate?: string } }) {
  const origin = usePageOrigin()
  // The conference of the event settings names the event.
  const conference = useConference()
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a href={eventIcsPath(date._id)} aria-label={`Add ${date.label} to calendar`} className={LINK}>
        <CalendarPlusIcon className="size-3.5" aria-hidden />
        Add to calendar
      </a>
      <a
        href={googleCalendarUrl(date, `${origin}/`, conference)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Add ${date.label} to Google Calendar (opens in a new tab)`}
        className={LINK}
      >
        Google Calendar
      </a>
    </div>
  )
}
