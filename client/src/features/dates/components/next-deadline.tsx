import { formatDateRange } from '@/lib/calendar-day'
import { useImportantDates } from '../api'
import { daysLeftText, seasonOf, todayInIndia } from '../season'

/**
 * "Next deadline: Last date of registration, 23 February 2031 — 12 days left" (India time), from GET /api/dates.
 * Nothing once every date has passed; a box of the same height while the dates load, so nothing below jumps.
 * Light text: it sits on the home hero.
 */
export function NextDeadline() {
  const dates = useImportantDates()
  const today = todayInIndia()
  const next = dates.data ? seasonOf(dates.data, today).next : undefined
  if (dates.isPending) return <p className="h-8" aria-hidden />
  if (!next) return null
  return (
    <p
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-slate-100"
      data-testid="next-deadline"
    >
      <span>
        <span className="font-semibold">{next.endDate ? 'Coming up:' : 'Next deadline:'}</span> {next.label},{' '}
        <time dateTime={next.date} className="whitespace-nowrap">
          {formatDateRange(next)}
        </time>
      </span>
      <span
        className="rounded-full bg-accent-400 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-brand-900"
        suppressHydrationWarning
      >
        {daysLeftText(next, today)}
      </span>
    </p>
  )
}
