import { lazy, Suspense, startTransition, useEffect, useState } from 'react'
import type { ToasterProps } from 'sonner'
import { loadSonner, subscribeToastRequested, toastRequested } from '@/lib/toast'

const Sonner = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })))

/**
 * The same empty region sonner's Toaster renders while no toast is shown, so every page has its toast area
 * (spec §2) before sonner has been loaded.
 */
function ToastAreaPlaceholder() {
  return (
    <section
      aria-label="Notifications alt+T"
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      data-react-aria-top-layer
    />
  )
}

/** The one toast area; 5 s by default (spec §9). sonner is loaded with the first toast (lib/toast.ts). */
export function Toaster(props: ToasterProps) {
  const [requested, setRequested] = useState(toastRequested)
  useEffect(() => {
    // A transition keeps the placeholder on screen until sonner has arrived, then swaps it in one commit.
    const mount = () => startTransition(() => setRequested(true))
    if (toastRequested()) mount()
    return subscribeToastRequested(mount)
  }, [])
  return (
    <Suspense fallback={<ToastAreaPlaceholder />}>
      {requested ? <Sonner duration={5000} richColors closeButton {...props} /> : <ToastAreaPlaceholder />}
    </Suspense>
  )
}
