import { startTransition, useEffect, useState } from 'react'
import { useHydrated } from './use-hydrated'
import { useWholeLists } from './whole-lists'

/** Cards put on screen at once when a long list arrives, then added a batch per frame: FIRST_BATCH fills about two screens on a desktop. */
export const FIRST_BATCH = 12
/**
 * Four, not twelve: Lighthouse's simulated phone keeps only tasks of 10 ms or more and multiplies each, so a batch's
 * commit and layout must stay under 10 ms on a slow host (speakers page TBT median 407 → 183 ms there, 3 December).
 */
export const NEXT_BATCH = 4

/**
 * How many items of a long list to render now: FIRST_BATCH, then NEXT_BATCH per frame, so frames stay short on a
 * slow phone. A list already there at mount shows whole, so scroll restoration finds its place; a server-rendered
 * page starts with the first batch (so does its hydration) and grows once live. While `paused` (the whole list is
 * still on its way) it stays where it is.
 */
export function useGrowingCount(total: number, listed: boolean, paused = false): number {
  const whole = useWholeLists()
  const hydrated = useHydrated()
  const [count, setCount] = useState(listed && hydrated ? Number.POSITIVE_INFINITY : FIRST_BATCH)
  const done = whole || count >= total
  // biome-ignore lint/correctness/useExhaustiveDependencies: count schedules the next batch once the previous one is drawn
  useEffect(() => {
    if (done || paused) return
    // After the next frame has been drawn, so each batch gets its own layout.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCount((c) => c + NEXT_BATCH)), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [done, count, paused])
  return whole ? Number.POSITIVE_INFINITY : count
}
