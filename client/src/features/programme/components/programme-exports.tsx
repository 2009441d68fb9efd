import { CalendarSync as CalendarSyncIcon } from '@/components/icons'
import { usePageOrigin } from '@/lib/use-page-origin'
import { PROGRAMME_EXPORTS } from '../api'

const LINK =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600'

/** The calendar subscription (webcal://), the feed as a file, and the frab schedules that conference apps read. */
export function ProgrammeExports() {
  const origin = usePageOrigin()
  // Before hydration the page's origin is unknown: the plain feed link works everywhere meanwhile.
  const webcal = origin ? `webcal://${new URL(origin).host}${PROGRAMME_EXPORTS.ics}` : PROGRAMME_EXPORTS.ics
  return (
    <section aria-labelledby="programme-exports" className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="programme-exports" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarSyncIcon className="size-5 text-brand-700" aria-hidden />
        Subscribe and export
      </h2>
      <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <li>
          <a href={webcal} className={LINK}>
            Subscribe in your calendar app
          </a>{' '}
          <span className="text-slate-600">(moves and cancellations follow)</span>
        </li>
        <li>
          <a href={PROGRAMME_EXPORTS.ics} className={LINK}>
            Download the programme (.ics)
          </a>
        </li>
        <li>
          <a href={PROGRAMME_EXPORTS.xml} className={LINK}>
            Schedule for conference apps (frab XML)
          </a>
        </li>
        <li>
          <a href={PROGRAMME_EXPORTS.json} className={LINK}>
            Schedule for conference apps (frab JSON)
          </a>
        </li>
      </ul>
    </section>
  )
}
