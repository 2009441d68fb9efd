// "Now and next" (issue 34 item 2): what runs at an instant, what comes next, and when a session's online link is
// the one to press. Pure: the instant is passed in (the browser's clock, read after hydration, every 30 s).
import { indiaClock } from '@common/programme'
import { createContext, useEffect, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

/** The join link turns into "Join now" this long before a session starts (and stays so until it ends). */
export const JOIN_EARLY_MS = 15 * 60_000
/** How often the live marks are worked out again. */
export const NOW_EVERY_MS = 30_000

interface Timed {
  start: string | null
  end: string | null
  status?: string
  kind?: string
}

const live = (s: Timed) => s.start !== null && s.end !== null && s.status !== 'cancelled'

/** Whether the session runs at `now` (start included, end excluded); never a cancelled one. */
export function isRunning(s: Timed, now: number): boolean {
  return live(s) && Date.parse(s.start!) <= now && now < Date.parse(s.end!)
}

/** From 15 minutes before the start to the end: the online link is then a prominent "Join now". */
export function inJoinWindow(s: Timed, now: number): boolean {
  return live(s) && Date.parse(s.start!) - JOIN_EARLY_MS <= now && now < Date.parse(s.end!)
}

/** Whether `now` falls on one of the conference days (India's date, `startDate`..`endDate` inclusive). */
export function isConferenceDay(now: number, startDate: string | undefined, endDate: string | undefined): boolean {
  if (!startDate) return false
  const today = indiaClock(new Date(now).toISOString()).day
  return startDate <= today && today <= (endDate || startDate)
}

/** India's date of an instant, `YYYY-MM-DD`. */
export const indiaDay = (now: number): string => indiaClock(new Date(now).toISOString()).day

/**
 * The sessions running at `now` (by start), then the next ones: those starting at the earliest start after `now`
 * (on the same India day: nothing of tomorrow is "next" tonight). Breaks are left out of "next", not of "now".
 */
export function nowAndNext<T extends Timed>(sessions: readonly T[], now: number): { now: T[]; next: T[] } {
  const running = sessions.filter((s) => isRunning(s, now)).sort((a, b) => Date.parse(a.start!) - Date.parse(b.start!))
  const today = indiaDay(now)
  const later = sessions.filter(
    (s) => live(s) && s.kind !== 'break' && Date.parse(s.start!) > now && indiaClock(s.start!).day === today,
  )
  const first = Math.min(...later.map((s) => Date.parse(s.start!)))
  return { now: running, next: later.filter((s) => Date.parse(s.start!) === first) }
}

/** The browser's clock, read after hydration and every 30 s (undefined on the server and while hydrating). */
export function useNow(enabled = true): number | undefined {
  const hydrated = useHydrated()
  const [now, setNow] = useState<number>()
  useEffect(() => {
    if (!hydrated || !enabled) {
      setNow(undefined)
      return
    }
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), NOW_EVERY_MS)
    return () => clearInterval(timer)
  }, [hydrated, enabled])
  return now
}

/** The instant the programme's live marks are drawn for (undefined: none, outside the conference days). */
export const NowContext = createContext<number | undefined>(undefined)
