import { type AnyRouter, useRouter } from '@tanstack/react-router'
import type { FocusEvent, MouseEvent, ReactNode, TouchEvent } from 'react'
import { isPlainLeftClick } from '@/lib/plain-click'

// Hover or focus this long before the route's code and data are preloaded (TanStack's Link waits 50 ms too).
const PRELOAD_DELAY_MS = 50

type AnchorEvent = MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement> | TouchEvent<HTMLAnchorElement>

/** One set of event handlers per router, shared by every anchor: they read the path from the element itself. */
const handlersByRouter = new WeakMap<AnyRouter, ReturnType<typeof makeHandlers>>()
const preloadTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>()

function handlersFor(router: AnyRouter) {
  let handlers = handlersByRouter.get(router)
  if (!handlers) {
    handlers = makeHandlers(router)
    handlersByRouter.set(router, handlers)
  }
  return handlers
}

function makeHandlers(router: AnyRouter) {
  const cancel = (e: AnchorEvent) => {
    clearTimeout(preloadTimers.get(e.currentTarget))
    preloadTimers.delete(e.currentTarget)
  }
  const schedule = (e: AnchorEvent, delay: number) => {
    cancel(e)
    const to = e.currentTarget.getAttribute('href')!
    const el = e.currentTarget
    preloadTimers.set(
      el,
      setTimeout(() => {
        preloadTimers.delete(el)
        // A failed preload is retried by the navigation itself, which shows the route's error if it fails again.
        router.preloadRoute({ to }).catch(() => {})
      }, delay),
    )
  }
  return {
    onClick(e: MouseEvent<HTMLAnchorElement>) {
      if (!isPlainLeftClick(e)) return
      e.preventDefault()
      cancel(e)
      void router.navigate({ to: e.currentTarget.getAttribute('href')! })
    },
    onIntent: (e: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>) => schedule(e, PRELOAD_DELAY_MS),
    onTouchStart: (e: TouchEvent<HTMLAnchorElement>) => schedule(e, 0),
    onLeave: cancel,
  }
}

/**
 * A link to one of the site's own fixed paths, for the ~70 links of the header and footer. It does what the
 * router's `Link` does for such a path (client-side navigation on a plain click, preload on intent, `aria-current`
 * when active) but costs a plain anchor's render while the page hydrates: no location built, no subscription and
 * no effect per link, and handlers shared by all (docs/decisions/024; the programme's `SessionLink` is the same idea).
 * Pages keep the router's typed `Link`.
 */
export function RouteAnchor({
  to,
  active = false,
  className,
  onNavigate,
  children,
  'aria-label': ariaLabel,
}: {
  to: string
  active?: boolean
  className?: string
  /** Runs on every click, as a menu's close does (before the navigation, as `Link` runs its onClick). */
  onNavigate?: () => void
  children: ReactNode
  'aria-label'?: string
}) {
  const handlers = handlersFor(useRouter())
  const navigate = handlers.onClick
  return (
    <a
      href={to}
      className={className}
      aria-label={ariaLabel}
      aria-current={active ? 'page' : undefined}
      data-active={active ? 'true' : undefined}
      onClick={
        onNavigate
          ? (e) => {
              onNavigate()
              navigate(e)
            }
          : navigate
      }
      onMouseEnter={handlers.onIntent}
      onFocus={handlers.onIntent}
      onMouseLeave={handlers.onLeave}
      onBlur={handlers.onLeave}
      onTouchStart={handlers.onTouchStart}
    >
      {children}
    </a>
  )
}
