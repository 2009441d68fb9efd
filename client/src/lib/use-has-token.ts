import { useEffect, useState } from 'react'
import { hasToken } from '@/lib/session'

/** Fired by lib/session.ts whenever the stored session is saved or cleared. */
const SESSION_CHANGE_EVENT = 'session-change'

/**
 * True when an entry named `token` is in localStorage (checked when the navigation loads).
 * It is re-read on login/logout ('session-change') and when another tab changes the storage.
 */
export function useHasToken(): boolean {
  const [present, setPresent] = useState(false)
  useEffect(() => {
    const read = () => setPresent(hasToken())
    // The first read of localStorage in a page opens the site's storage (~10 ms on a slow phone): in a task of
    // its own, not in the one that finishes hydrating the page.
    const first = setTimeout(read, 0)
    window.addEventListener(SESSION_CHANGE_EVENT, read)
    window.addEventListener('storage', read)
    return () => {
      clearTimeout(first)
      window.removeEventListener(SESSION_CHANGE_EVENT, read)
      window.removeEventListener('storage', read)
    }
  }, [])
  return present
}
