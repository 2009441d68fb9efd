/** How long after the load event the page counts as settled (see whenPageSettled). */
export const SETTLE_AFTER_LOAD_MS = 4_000

/**
 * Runs `run` once the page has loaded and stayed a while: SETTLE_AFTER_LOAD_MS after the load event, at an idle
 * moment. For work the visitor's page does not need (the service worker and its precache, the offline notice's
 * module): started earlier, its downloads competed with the page's own on a slow phone and lengthened its busy
 * time (Lighthouse's blocking time on the speakers page, docs/decisions/019). Answers a function that cancels it.
 */
export function whenPageSettled(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let idle: number | undefined
  let cancelled = false
  const afterLoad = () => {
    timer = setTimeout(() => {
      if (cancelled) return
      if (window.requestIdleCallback) idle = window.requestIdleCallback(run, { timeout: 2_000 })
      else run()
    }, SETTLE_AFTER_LOAD_MS)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', afterLoad)
    clearTimeout(timer)
    if (idle !== undefined) window.cancelIdleCallback?.(idle)
  }
}
