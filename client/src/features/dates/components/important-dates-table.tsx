import type * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDateRange, formatDay } from '@/lib/calendar-day'
import { useConference } from '@/lib/conference'
import { cn } from '@/lib/utils'
import { type ImportantDate, useImportantDates } from '../api'
import { daysLeftText, seasonOf, statusOn, todayInIndia } from '../season'

export const IMPORTANT_DATES_HEADING = 'Important Dates'
/** Column headings of the dates table. */
export const IMPORTANT_DATES_COLUMNS = { event: 'Event', date: 'Date' } as const

/**
 * The Important Dates table, from GET /api/dates: an extended date shows its day with the earlier day(s) struck
 * through and an "Extended" badge; the next date says how many days are left (India time); passed dates are
 * greyed and say "Passed". `heading={null}` drops the table's own h2 (a page section already titles it);
 * `renderActions` adds something under a date (calendar links).
 */
export function ImportantDatesTable({
  heading = IMPORTANT_DATES_HEADING,
  caption,
  renderActions,
}: {
  heading?: string | null
  /** Default: "Important dates of <the conference's short name>". */
  caption?: string
  renderActions?: (date: ImportantDate) => React.ReactNode
}) {
  const shortName = useConference()?.shortName
  caption ??= shortName ? `Important dates of ${shortName}` : 'Important dates'
  const dates = useImportantDates()
  const today = todayInIndia()
  const next = dates.data ? seasonOf(dates.data, today).next : undefined

  const table = (
    <div className="overflow-hidden rounded-xl border border-slate-200 shadow-sm">
      <table className="w-full border-collapse text-left text-sm sm:text-base" data-testid="important-dates">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-800 text-white">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {IMPORTANT_DATES_COLUMNS.event}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {IMPORTANT_DATES_COLUMNS.date}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {dates.data
            ? dates.data.map((row) => (
                <DateRow
                  key={row._id}
                  row={row}
                  today={today}
                  isNext={row._id === next?._id}
                  actions={renderActions?.(row)}
                />
              ))
            : null}
          {dates.isPending ? <PlaceholderRows /> : null}
        </tbody>
      </table>
      {dates.isError ? (
        <p className="px-4 py-3 text-slate-700">The dates could not be loaded. Please reload the page.</p>
      ) : null}
      {dates.data?.length === 0 ? <p className="px-4 py-3 text-slate-700">The dates will be announced soon.</p> : null}
    </div>
  )

  if (heading === null) return table
  return (
    <section aria-labelledby="important-dates-heading" className="mx-auto max-w-3xl">
      <h2 id="important-dates-heading" className="text-center text-2xl font-bold text-brand-800">
        {heading}
      </h2>
      <div className="mt-6">{table}</div>
    </section>
  )
}

function DateRow({
  row,
  today,
  isNext,
  actions,
}: {
  row: ImportantDate
  today: string
  isNext: boolean
  actions: React.ReactNode
}) {
  const passed = statusOn(row, today) === 'passed'
  const extended = row.previousDates.length > 0
  return (
    <tr
      data-status={passed ? 'passed' : isNext ? 'next' : 'upcoming'}
      className={cn(
        isNext ? 'bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-500)]' : 'odd:bg-white even:bg-slate-50',
      )}
    >
      <th scope="row" className={cn('px-4 py-3 align-top font-medium', passed ? 'text-slate-600' : 'text-slate-900')}>
        {row.label}
      </th>
      <td className={cn('px-4 py-3 align-top', passed ? 'text-slate-600' : 'text-slate-800')}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <time dateTime={row.date} className={cn('whitespace-nowrap', !passed && 'font-medium')}>
            {formatDateRange(row)}
          </time>
          {extended ? <Badge variant="accent">Extended</Badge> : null}
          {passed ? <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Passed</span> : null}
          {isNext ? (
            // The day can turn between the server's render and the browser's: the browser's count wins.
            <Badge variant="strong" suppressHydrationWarning>
              {daysLeftText(row, today)}
            </Badge>
          ) : null}
        </div>
        {extended ? (
          <p className="mt-1 text-sm text-slate-600">
            <span className="sr-only">Earlier {row.previousDates.length > 1 ? 'dates' : 'date'}: </span>
            {row.previousDates.map((day, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only history that may hold a day twice
              <span key={`${i}-${day}`}>
                {i > 0 ? ', ' : null}
                <del>
                  <time dateTime={day}>{formatDay(day)}</time>
                </del>
              </span>
            ))}
          </p>
        ) : null}
        {actions ? <div className="mt-1">{actions}</div> : null}
      </td>
    </tr>
  )
}

function PlaceholderRows() {
  return Array.from({ length: 7 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
    <tr key={i} aria-hidden>
      <td className="px-4 py-3">
        <Skeleton className="h-5 w-48 max-w-full" />
      </td>
      <td className="px-4 py-3">
        <Skeleton className="h-5 w-32 max-w-full" />
      </td>
    </tr>
  ))
}
