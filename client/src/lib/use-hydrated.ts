import type { UseQueryResult } from '@tanstack/react-query'
import { createContext, createElement, type ReactNode, startTransition, use, useEffect, useState } from 'react'

/** Outside a HydrationGate (a page rendered in the browser alone, a component test): always hydrated. */
const HydratedContext = createContext(true)

/**
 * Whether React is still hydrating a pre-rendered page; flips in a transition, so lists re-render without one
 * long task (docs/decisions/004).
 */
export function HydrationGate({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return createElement(HydratedContext, { value: hydrated }, children)
}

/**
 * False while React hydrates a pre-rendered page (the first render must be what the build rendered), true right
 * after, and always true on a page rendered in the browser alone.
 */
export function useHydrated(): boolean {
  return use(HydratedContext)
}

/**
 * A public list's query as the build rendered it — still loading — while the page hydrates, then the real one.
 * The answer may already be in (the route's loader started it), but showing it during hydration would not match
 * the pre-rendered HTML; it shows one render later.
 */
export function useQueryAfterHydration<T extends UseQueryResult<unknown, unknown>>(result: T): T {
  const hydrated = useHydrated()
  if (hydrated) return result
  return {
    ...result,
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: 'fetching',
    isPending: true,
    isLoading: true,
    isFetching: true,
    isError: false,
    isSuccess: false,
    errorUpdateCount: 0,
  } as T
}
