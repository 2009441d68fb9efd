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

/** The element the server rendered with `attribute` set to `id` (a `useId`); undefined on the server or if absent. */
export function servedElementOf(attribute: string, id: string): Element | undefined {
  return typeof document === 'undefined' ? undefined : (document.querySelector(`[${attribute}="${id}"]`) ?? undefined)
}

/**
 * The HTML the server rendered inside the element whose `attribute` is `id` (a `useId`), read back from the page:
 * what a component adopts as its `dangerouslySetInnerHTML` while React hydrates, instead of rendering it again
 * (docs/decisions/039, 040 and 052). Undefined on the server or when the page holds no such element.
 */
export function serverHtmlOf(attribute: string, id: string): string | undefined {
  return servedElementOf(attribute, id)?.innerHTML
}
