import { useHydrated } from '@/lib/use-hydrated'
import { cn } from '@/lib/utils'
import { browserTimeZone, istTimeRange, localTime, localTimeText } from '../times'

/**
 * A session's time in IST and, in a browser whose zone differs, in the visitor's own on the line below. Most
 * visitors are in India: no height is kept for that line (an empty gap on every card for them), so it appears
 * after hydration for the others — one line (`lines={1}`), or in a day's schedule (`'grid'`) up to two from
 * 1024 px where its grid cells are narrow.
 */
export function SessionTime({
  start,
  end,
  lines = 1,
  className,
}: {
  start: string
  end: string | null
  lines?: 1 | 'grid'
  className?: string
}) {
  const hydrated = useHydrated()
  const local = hydrated ? localTime(start, end, browserTimeZone()) : undefined
  return (
    <div className={className}>
      <p className="font-semibold tabular-nums text-slate-900">
        <time dateTime={start}>{istTimeRange(start, end)}</time>
      </p>
      {local ? (
        <p
          className={cn('text-xs leading-5 text-slate-600', lines === 'grid' && 'lg:min-h-10')}
          data-testid="local-time"
        >
          {localTimeText(local)}
        </p>
      ) : null}
    </div>
  )
}
