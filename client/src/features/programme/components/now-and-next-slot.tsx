import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useConference } from '@/lib/conference'
import { useHydrated } from '@/lib/use-hydrated'
import { isConferenceDay, NOW_EVERY_MS } from '../now'

// The panel (and the programme's query) is downloaded only on a conference day: the home page's first load stays
// as it was.
const NowAndNext = lazy(() => import('./now-and-next').then((m) => ({ default: m.NowAndNext })))

/**
 * The home hero's slot: during the conference days (India's dates, by the browser's clock, checked after
 * hydration and every 30 s) the "Now and next" panel, otherwise what was there (the countdown).
 */
export function NowOrCountdown({ countdown }: { countdown: ReactNode }) {
  const hydrated = useHydrated()
  const conference = useConference()
  const start = conference?.startDate
  const end = conference?.endDate
  const [today, setToday] = useState(false)
  useEffect(() => {
    if (!hydrated) return
    const check = () => setToday(isConferenceDay(Date.now(), start, end))
    check()
    const timer = setInterval(check, NOW_EVERY_MS)
    return () => clearInterval(timer)
  }, [hydrated, start, end])
  if (!today) return countdown
  return (
    <Suspense fallback={<div className="min-h-48 w-full max-w-3xl" aria-hidden />}>
      <NowAndNext />
    </Suspense>
  )
}
