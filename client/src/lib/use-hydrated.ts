import { createContext, createElement, type ReactNode, startTransition, use, useEffect, useState } from 'react'

/** Outside a HydrationGate (a page rendered in the browser alone, a component test): always hydrated. */
const HydratedContext = createContext(true)

/**
 * Whether React is still hydrating a server-rendered page (or rendering it on the server); flips in a transition,
 * so what waits for it re-renders without one long task (docs/decisions/011).
 */
export function HydrationGate({ serverRendered, children }: { serverRendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!serverRendered)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return createElement(HydratedContext, { value: hydrated }, children)
}

/**
 * False on the server and while React hydrates a server-rendered page (the first render must be what the server
 * rendered), true right after, and always true on a page rendered in the browser alone.
 */
export function useHydrated(): boolean {
  return use(HydratedContext)
}
