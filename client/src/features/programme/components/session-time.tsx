import { useHydrated } from '@/lib/use-hydrated'
import { cn } from '@/lib/utils'
import { browserTimeZone, istTimeRange, localTime, localTimeText } from '../times'

/**
 * A session's time in IST and, in a browser whose zone differs, in the visitor's own on the line below. The
 * server's HTML (and the hydrating render) has that line empty but already its height, so adding the text after
 * hydration moves nothing: one line in wide places (`lines={1}`), two where the text may wrap (grid cells).
 */
export function SessionTime({
  start,
  end,
  lines = 1,
  className,
}: {
  start: string
  end: string | null
  lines?: 1 | 2
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
        className={cn('text-xs leading-5 text-slate-600', lines === 2 ? 'min-h-10' : 'min-h-5')}
        data-testid="local-time"
        aria-hidden={local ? undefined : true}
      >
        {local ? localTimeText(local) : null}
      </p>
    </div>
  )
}
