import { CalendarSync as CalendarSyncIcon } from '@/components/icons'
import { usePageOrigin } from '@/lib/use-page-origin'
import { FEED_PATH, feedLinks } from '../calendar-links'

/**
 * Every important date in the visitor's calendar at once: a subscription (webcal://, kept up to date by the
 * calendar app, so a moved deadline moves there too) or the same feed as a file.
 */
export function SubscribeToCalendar() {
  const origin = usePageOrigin()
  const links = origin ? feedLinks(origin) : undefined
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <p className="flex items-center gap-2 text-slate-700">
        <CalendarSyncIcon className="size-4 text-brand-700" aria-hidden />
        Keep every date in your calendar:
      </p>
      <a
        // Before hydration the page's origin is unknown: the plain feed link works everywhere meanwhile.
        href={links?.webcal ?? FEED_PATH}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        Subscribe to the calendar
      </a>
      <a
        href={links?.https ?? FEED_PATH}
        className="text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        Download all dates (.ics)
      </a>
    </div>
  )
}
