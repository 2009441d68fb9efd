import type * as Pages from '@/content/pages'

type PagesModule = typeof Pages

let loaded: PagesModule | undefined
let loading: Promise<PagesModule | undefined> | undefined
const listeners = new Set<() => void>()

/**
 * Page titles and descriptions (content/pages.ts), loaded on first use: a server-rendered page already has its own.
 * A failed load gives undefined (the page keeps its title) and is tried again next time.
 */
export function loadPageMeta(): Promise<PagesModule | undefined> {
  loading ??= import('@/content/pages').then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener()
      return module
    },
    () => {
      loading = undefined
      return undefined
    },
  )
  return loading
}

/** The module once it has loaded, else undefined. */
export function loadedPageMeta(): PagesModule | undefined {
  return loaded
}

/** Calls `listener` once the module has loaded (for useSyncExternalStore). */
export function subscribePageMeta(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * For the root route's loader: the module, unless this is the first load of a server-rendered page (its <head> has
 * what it needs). A first load waits for it, in parallel with the page's own code; later navigations run the
 * root loader in the background, and RouteHead shows the title as soon as the module is in.
 */
export function pageMetaForNavigation(): Promise<unknown> | undefined {
  const serverRendered = typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-ssr')
  return serverRendered || loaded ? undefined : loadPageMeta()
}
