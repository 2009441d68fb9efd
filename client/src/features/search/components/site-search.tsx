import type * as React from 'react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Search as SearchIcon } from '@/components/icons'
import type { StarRow } from './site-search-dialog'

const loadDialog = () => import('./site-search-dialog')
const SiteSearchDialog = lazy(async () => ({ default: (await loadDialog()).SiteSearchDialog }))

/** Whether a key press goes into a field (then `/` is a character to type, not the shortcut). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/**
 * The header's Search button; `/` (outside a field) and Ctrl/⌘-K open the search dialog too. The dialog's code
 * is fetched when the pointer or focus reaches the button, or at the first shortcut.
 */
export function SiteSearch({
  shortcuts = true,
  className = 'inline-flex h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
  label = <span className="sr-only xl:not-sr-only">Search</span>,
  starRow,
}: {
  /** Below the results, a programme session's star (the root route gives the programme's). */
  starRow?: StarRow
  /** The header's instance listens for `/` and Ctrl/⌘-K; another one on a page (the 404's) does not. */
  shortcuts?: boolean
  className?: string
  label?: React.ReactNode
} = {}) {
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so that closing plays out inside the loaded dialog.
  const [wanted, setWanted] = useState(false)
  const show = (next: boolean) => {
    if (next) setWanted(true)
    setOpen(next)
  }

  useEffect(() => {
    if (!shortcuts) return
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return
      if ((e.key === 'k' || e.key === 'K') && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault()
        setWanted(true)
        setOpen((wasOpen) => !wasOpen)
      } else if (e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey && !isTypingTarget(e.target)) {
        e.preventDefault()
        setWanted(true)
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [shortcuts])

  return (
    <>
      <button
        type="button"
        onClick={() => show(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        aria-keyshortcuts={shortcuts ? '/ Control+K Meta+K' : undefined}
        title={shortcuts ? 'Search (/ or Ctrl+K)' : undefined}
        className={className}
      >
        <SearchIcon aria-hidden className="size-5" />
        {label}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SiteSearchDialog open={open} onOpenChange={show} starRow={starRow} />
        </Suspense>
      ) : null}
    </>
  )
}
