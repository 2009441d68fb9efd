import { lazy, Suspense, startTransition, useEffect, useState } from 'react'
import type { ToasterProps } from 'sonner'
import { loadSonner, subscribeToastRequested, toastRequested } from '@/lib/toast'
import { useMediaQuery } from '@/lib/use-browser-value'

const Sonner = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })))

/**
 * The same empty region sonner's Toaster renders while no toast is shown, so every page has its toast area
 * before sonner has been loaded.
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

/** sonner's own phone breakpoint: below it its toasts span the screen's width. */
const PHONE = '(max-width: 600px)'
/** The fixed header's height (h-16) plus a gap: desktop toasts start below it. */
const BELOW_HEADER = 64 + 16
/** Below the header (z-40) and its open mobile menu, so a toast never covers the navigation; above the page. */
const TOAST_LAYER = 30

/**
 * Where toasts go. The public site: top-right below the fixed header, at the bottom on phones, where a
 * top toast would sit on the logo and the burger. Admin pages: bottom-center.
 */
function placement(area: 'site' | 'admin', phone: boolean): Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset'> {
  if (area === 'admin' || phone) return { position: 'bottom-center', mobileOffset: { bottom: 16 } }
  return { position: 'top-right', offset: { top: BELOW_HEADER, right: 16 } }
}

/** sonner's Toaster, placed for the area and the screen's width (read only once a toast is asked for). */
function PlacedSonner({ area, style, ...props }: ToasterProps & { area: 'site' | 'admin' }) {
  const phone = useMediaQuery(PHONE)
  return (
    <Sonner
      duration={5000}
      richColors
      closeButton
      {...placement(area, phone)}
      style={{ zIndex: TOAST_LAYER, ...style }}
      {...props}
    />
  )
}

/** The one toast area; 5 s by default. sonner is loaded with the first toast (lib/toast.ts). */
export function Toaster({ area = 'site', ...props }: ToasterProps & { area?: 'site' | 'admin' }) {
  const [requested, setRequested] = useState(toastRequested)
  useEffect(() => {
    // A transition keeps the placeholder on screen until sonner has arrived, then swaps it in one commit.
    const mount = () => startTransition(() => setRequested(true))
    if (toastRequested()) mount()
    return subscribeToastRequested(mount)
  }, [])
  return (
    <Suspense fallback={<ToastAreaPlaceholder />}>
      {requested ? <PlacedSonner area={area} {...props} /> : <ToastAreaPlaceholder />}
    </Suspense>
  )
}
