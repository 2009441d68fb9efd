import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * A list item named by the URL's hash (`#paper-<id>`, as site search links to it): returns how many items must be
 * rendered for it to be on the page (0 when the hash names none of `ids`), and once it is, scrolls to it and moves
 * focus there. The hash is read only after hydration: the server never sees it.
 */
export function useHashTarget(prefix: string, ids: readonly string[]): number {
  const hash = useLocation({ select: (l) => l.hash })
  const hydrated = useHydrated()
  const index = hydrated && hash.startsWith(prefix) ? ids.indexOf(hash.slice(prefix.length)) : -1
  const shown = useRef('')
  useEffect(() => {
    if (index < 0 || shown.current === hash) return
    const el = document.getElementById(hash)
    if (!el) return
    shown.current = hash
    el.scrollIntoView({ block: 'start' })
    el.focus({ preventScroll: true })
  }, [hash, index])
  return index + 1
}
