import { useHydrated } from '@/lib/use-hydrated'
import { cn } from '@/lib/utils'
import { browserTimeZone, istTimeRange, localTime, localTimeText } from '../times'

/**
 * A session's time in IST and, in a browser whose zone differs, in the visitor's own on the line below. The
 * server's HTML (and the hydrating render) has that line empty but already its height, so adding the text after
 * hydration moves nothing: one line (`lines={1}`), or, in a day's schedule (`'grid'`), two from 1024 px where its
 * grid cells are narrow.
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
      <p
        className={cn('text-xs leading-5 text-slate-600', lines === 'grid' ? 'min-h-5 lg:min-h-10' : 'min-h-5')}
        data-testid="local-time"
        aria-hidden={local ? undefined : true}
      >
        {local ? localTimeText(local) : null}
      </p>
    </div>
  )
}
