import { useMediaQuery } from '@/lib/use-browser-value'

/**
 * True when the visitor asked the system for reduced motion; follows changes live. A server-rendered page is
 * hydrated as the server rendered it (motion allowed), then updated right after.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
