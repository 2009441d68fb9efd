import { useBrowserValue } from '@/lib/use-browser-value'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(QUERY)
  mql.addEventListener('change', onChange)
  return () => mql.removeEventListener('change', onChange)
}

const reducedMotion = () => window.matchMedia(QUERY).matches

/**
 * True when the visitor asked the system for reduced motion; follows changes live. A pre-rendered page is
 * hydrated as the server
 * rendered it (motion allowed), then updated right after.
 */
export function usePrefersReducedMotion(): boolean {
  return useBrowserValue(subscribe, reducedMotion, false)
}
