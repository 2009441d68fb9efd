import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { whenPageSettled } from '@/lib/page-settled'
import { toast } from '@/lib/toast'

/**
 * "You are offline. Programme as of 7 March 10:00 IST", on every public page while the browser is offline or the
 * page came from the service worker's cache; when the network returns with a newer programme, a toast says so and
 * the programme's queries are read again. The live region is always there (empty), so a screen reader announces
 * the text when it appears. Its logic (lib/service-worker.ts) loads after the page, on its own.
 */
export function OfflineNotice() {
  const queryClient = useQueryClient()
  const [text, setText] = useState<string | null>(null)

  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    let started = false
    let cancelWait = () => {}
    const start = () => {
      if (started) return
      started = true
      window.removeEventListener('offline', start)
      cancelWait()
      void watch()
    }
    const watch = () =>
      import('@/lib/service-worker').then(({ watchConnection }) => {
        if (unmounted) return
        stop = watchConnection({
          onNotice: setText,
          onUpdated: (version) => {
            toast.success(`The programme was updated: version ${version}`)
            // features/programme/api.ts: every programme query's key starts with 'programme'.
            void queryClient.invalidateQueries({ queryKey: ['programme'] })
          },
        })
      })
    // A page the worker may have answered, or no network: watch at once. Otherwise (a first visit, online) there is
    // nothing to say yet, and the module waits until the page has settled; going offline meanwhile starts it.
    if (!navigator.onLine || navigator.serviceWorker?.controller) start()
    else {
      window.addEventListener('offline', start)
      cancelWait = whenPageSettled(start)
    }
    return () => {
      unmounted = true
      window.removeEventListener('offline', start)
      cancelWait()
      stop?.()
    }
  }, [queryClient])

  return (
    <div role="status" data-testid="offline-notice">
      {text && (
        <p className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950">
          {text}
        </p>
      )}
    </div>
  )
}
