import type * as Pages from '@/content/pages'

type PagesModule = typeof Pages

let loaded: PagesModule | undefined
let loading: Promise<PagesModule | undefined> | undefined

/**
 * The titles and descriptions of every page (content/pages.ts), loaded on first use. A pre-rendered page arrives
 * with its own in <head>, so the module (~2 KB gzip) is only needed once the visitor moves to another page or
 * opens a page that was not pre-rendered; it stays out of what a first visit downloads. A failed load gives
 * undefined (the page keeps its previous title) and is tried again next time.
 */
export function loadPageMeta(): Promise<PagesModule | undefined> {
  loading ??= import('@/content/pages').then(
    (module) => (loaded = module),
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

/**
 * For the root route's beforeLoad: the module, unless this is the first load of a pre-rendered page (its <head>
 * has what it needs), so that the router renders no page before its title is known.
 */
export async function pageMetaForNavigation(): Promise<void> {
  const prerendered = typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-prerendered')
  if (!prerendered && !loaded) await loadPageMeta()
}
