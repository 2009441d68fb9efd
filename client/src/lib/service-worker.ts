// The page's side of the service worker (src/sw.ts): registration, and what the offline notice needs. Loaded on its
// own, after the page has hydrated (main.tsx, components/layout/offline-notice.tsx): never in the first load.

import { API_CACHE, FROM_CACHE_HEADER, MSG_FROM_CACHE, MSG_WARM, PROGRAMME_API } from '@/lib/service-worker-protocol'

/** How long after registration the worker starts warming its caches. */
export const WARM_AFTER_MS = 5_000

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/**
 * Registers /sw.js (production builds only: the dev server has none). Where the script is missing (an archived
 * edition, a build without it), registration fails quietly and nothing else changes.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !supported()) return
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    // Once it runs and the page has been quiet a while: fetch the programme, the session and workshop pages into its
    // caches (it skips what it has). Some hundred pages: started at once, they competed with the page's own loading
    // for the phone's bandwidth and the server (Lighthouse's blocking time on the call for papers +100 ms).
    const ready = await navigator.serviceWorker.ready
    await new Promise((resolve) => setTimeout(resolve, WARM_AFTER_MS))
    ;(ready.active ?? registration.active)?.postMessage({ type: MSG_WARM })
  } catch {
    // No worker: the site works as before, online only.
  }
}

/** Asks the worker to refresh its copies now (a newer programme was published). */
export function warmServiceWorker(): void {
  if (supported()) navigator.serviceWorker.controller?.postMessage({ type: MSG_WARM, force: true })
}

/** Whether the worker answered this page's navigation from its cache (the network failed or was too slow). */
export function pageFromCache(): Promise<boolean> {
  const worker = supported() ? navigator.serviceWorker.controller : null
  if (!worker) return Promise.resolve(false)
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(false), 2000)
    channel.port1.onmessage = (event) => {
      clearTimeout(timer)
      resolve(event.data === true)
    }
    worker.postMessage({ type: MSG_FROM_CACHE }, [channel.port2])
  })
}

interface ProgrammeVersion {
  number: number
  publishedAt: string
}

const versionOf = (body: unknown): ProgrammeVersion | undefined =>
  (body as { version?: ProgrammeVersion | null } | null)?.version ?? undefined

/** The programme version the worker holds (what the visitor reads offline), if any. */
export async function cachedProgrammeVersion(): Promise<ProgrammeVersion | undefined> {
  try {
    const held = await (await caches.open(API_CACHE)).match(PROGRAMME_API, { ignoreVary: true })
    return held ? versionOf(await held.json()) : undefined
  } catch {
    return undefined
  }
}

/** The published version on the server, or undefined when the network (still) fails. */
async function currentProgrammeVersion(): Promise<{ version?: ProgrammeVersion } | undefined> {
  try {
    const answer = await fetch(PROGRAMME_API, { cache: 'no-cache' })
    if (!answer.ok || answer.headers.has(FROM_CACHE_HEADER)) return undefined
    return { version: versionOf(await answer.json()) }
  } catch {
    return undefined
  }
}

/** "7 March 10:00 IST": the version's time as the programme writes its times (India). */
export function formatIst(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.day} ${parts.month} ${parts.hour}:${parts.minute} IST`
}

export const offlineMessage = (version: ProgrammeVersion | undefined): string =>
  version ? `You are offline. Programme as of ${formatIst(version.publishedAt)}` : 'You are offline.'

/**
 * Follows the connection: `onNotice` gets the notice's text while the browser is offline or the page came from the
 * worker's cache, and null once the network answers again; `onUpdated` gets the number of a version published
 * since the one the visitor was reading. Answers a function that stops it.
 */
export function watchConnection(handlers: {
  onNotice: (text: string | null) => void
  onUpdated: (version: number) => void
}): () => void {
  let stopped = false
  let fromCache = false
  /** The version the visitor has been reading offline (from the worker's cache). */
  let readingVersion: number | undefined

  const showOffline = async () => {
    const version = await cachedProgrammeVersion()
    readingVersion ??= version?.number
    if (!stopped && (fromCache || !navigator.onLine)) handlers.onNotice(offlineMessage(version))
  }

  let retry: ReturnType<typeof setTimeout> | undefined
  let attempts = 0
  const checkNetwork = async () => {
    clearTimeout(retry)
    const current = await currentProgrammeVersion()
    if (stopped || !navigator.onLine) return
    if (!current) {
      // The browser says online, the network does not answer yet (it often lags the 'online' event): again soon.
      retry = setTimeout(() => void checkNetwork(), Math.min(1000 * 2 ** attempts++, 30_000))
      return
    }
    // The network answers: back to normal, and a newer programme is announced and read again.
    attempts = 0
    fromCache = false
    handlers.onNotice(null)
    const seen = readingVersion
    readingVersion = undefined
    if (current.version && seen !== undefined && current.version.number > seen) {
      handlers.onUpdated(current.version.number)
      warmServiceWorker()
    }
  }

  const onOffline = () => void showOffline()
  const onOnline = () => void checkNetwork()
  window.addEventListener('offline', onOffline)
  window.addEventListener('online', onOnline)
  if (!navigator.onLine) void showOffline()
  void pageFromCache().then(async (cached) => {
    if (!cached || stopped) return
    fromCache = true
    await showOffline()
    // Online but served from the cache (the network was too slow or failed once): try it again.
    if (navigator.onLine) await checkNetwork()
  })
  return () => {
    stopped = true
    clearTimeout(retry)
    window.removeEventListener('offline', onOffline)
    window.removeEventListener('online', onOnline)
  }
}
