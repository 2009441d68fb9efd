import { useCallback, useSyncExternalStore } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * A value only the browser knows (a media query, the page's origin), kept live: `serverValue` on the server and
 * while React hydrates, the browser's from the HydrationGate's transition on. useSyncExternalStore with
 * `serverValue` as its server snapshot would instead re-render synchronously right after hydration whenever the
 * two differ: one task a phone cannot interrupt, which also hydrates every Suspense boundary below at once.
 */
export function useBrowserValue<T>(subscribe: (changed: () => void) => () => void, read: () => T, serverValue: T): T {
  const hydrated = useHydrated()
  // While hydrating in the browser the "server" snapshot is the browser's own, so React finds nothing changed.
  const value = useSyncExternalStore(subscribe, read, () => (typeof window === 'undefined' ? serverValue : read()))
  return hydrated ? value : serverValue
}

/** Whether the CSS media `query` matches, kept live; false on the server and while hydrating (useBrowserValue). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    [query],
  )
  const read = useCallback(() => window.matchMedia(query).matches, [query])
  return useBrowserValue(subscribe, read, false)
}
