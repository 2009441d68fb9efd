import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useConference } from '@/lib/conference'
import { useHydrated } from '@/lib/use-hydrated'
import { isConferenceDay, NOW_EVERY_MS } from '../now'

// The panel (and the programme's query) is downloaded only on a conference day: the home page's first load stays
// as it was.
const NowAndNext = lazy(() => import('./now-and-next').then((m) => ({ default: m.NowAndNext })))

/**
 * On a conference day, the countdown and the panel take turns in this box: one height at each width, the panel's
 * (now-and-next.tsx lays itself out to fill it exactly), so the swap moves nothing below it.
 */
const BOX = 'flex h-64 w-full max-w-3xl flex-col justify-center rounded-xl bg-white/5 sm:h-56'

/**
 * The home hero's slot: during the conference days (India's dates) the "Now and next" panel, otherwise what was
 * there (the countdown). On those days the countdown is drawn in the panel's box: by the server's clock in the
 * server's HTML (and while hydrating, by the browser's, the same day), so the panel, which comes after hydration
 * (by the browser's clock, checked every 30 s), takes its place without a layout shift.
 */
export function NowOrCountdown({ countdown }: { countdown: ReactNode }) {
  const hydrated = useHydrated()
  const conference = useConference()
  const start = conference?.startDate
  const end = conference?.endDate
  const [today, setToday] = useState<boolean>()
  useEffect(() => {
    if (!hydrated) return
    const check = () => setToday(isConferenceDay(Date.now(), start, end))
    check()
    const timer = setInterval(check, NOW_EVERY_MS)
    return () => clearInterval(timer)
  }, [hydrated, start, end])
  if (!(today ?? isConferenceDay(Date.now(), start, end))) return countdown
  return (
    <div className={BOX}>
      {today ? (
        <Suspense fallback={countdown}>
          <NowAndNext />
        </Suspense>
      ) : (
        countdown
      )}
    </div>
  )
}
