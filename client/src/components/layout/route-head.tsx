import { organiserDisplay } from '@common/organiser'
import { hashKey, useQueryClient } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useConference, useOrganiser } from '@/lib/conference'
import { showsNotFound } from '@/lib/not-found'
import { loadedPageMeta, loadPageMeta, subscribePageMeta } from '@/lib/page-meta'
import { cachedPages, isPageQuery } from '@/lib/page-query'
import { type PublishedProgramme, programmePageData, publishedProgrammeQueryOptions } from '@/lib/workshops'

interface DocumentHead {
  title: string
  description: string
}

/** The <title> and description the server wrote into a server-rendered page's <head>, if this page is one. */
function serverHead(): DocumentHead | undefined {
  if (typeof document === 'undefined') return undefined
  const title = document.querySelector('title[data-ssr]')?.textContent
  const description = document.querySelector('meta[data-ssr][name="description"]')?.getAttribute('content')
  return title && description ? { title, description } : undefined
}

const PROGRAMME_HASH = hashKey(publishedProgrammeQueryOptions.queryKey)

/** The published programme if a page has read it, else undefined; follows its updates. */
function useCachedProgramme(): PublishedProgramme | undefined {
  const queryClient = useQueryClient()
  const read = () => queryClient.getQueryData(publishedProgrammeQueryOptions.queryKey)
  return useSyncExternalStore(
    (changed) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === PROGRAMME_HASH) changed()
      }),
    read,
    read,
  )
}

/** The edited pages read so far (their titles and descriptions are theirs); follows their updates. */
function useCachedPages() {
  const queryClient = useQueryClient()
  const [version, setVersion] = useState(0)
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && isPageQuery(event.query.queryKey)) setVersion((v) => v + 1)
      }),
    [queryClient],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page's data changed: read them again
  return useMemo(() => cachedPages(queryClient), [queryClient, version])
}

/**
 * The page's <title> and meta description (content/pages.ts, by pathname, naming the conference of the event
 * settings; a workshop page's from the published programme; an edited page's from its data). React hoists both into <head>.
 * The titles' module loads with the first page that needs it (the root route's loader, lib/page-meta.ts); the
 * first load of a server-rendered page starts with what the server wrote into its <head>, which hydration adopts as
 * it is. Unknown paths render nothing here: the 404 page sets its own.
 */
export function RouteHead() {
  // The page on screen: `location` moves as soon as a navigation starts, before the new page (and, the first
  // time, the titles' module) has loaded.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  const router = useRouter()
  const found = useRouterState({ select: (s) => !showsNotFound(router, s) })
  const pages = useSyncExternalStore(subscribePageMeta, loadedPageMeta, loadedPageMeta)
  const conference = useConference()
  // A workshop's or a session's page title is its session's: the published programme, which those pages fetch.
  // Read from the cache without a query of its own, which a server render would fetch for every page.
  const programme = useCachedProgramme()
  const page = useCachedPages()
  const organiser = organiserDisplay(useOrganiser())
  const pageData = useMemo(() => programmePageData(programme, { page, organiser }), [programme, page, organiser])
  const [initial] = useState(() => (pages ? undefined : { pathname, head: serverHead() }))

  const needed = !pages && !(initial?.pathname === pathname && initial.head)
  useEffect(() => {
    // (The root loader has usually started it already; this covers a page it did not wait for.)
    if (needed) void loadPageMeta()
  }, [needed])

  let head: DocumentHead | undefined
  if (pages)
    head = {
      title: pages.getDocumentTitle(pathname, conference, pageData),
      description: pages.getPageMeta(pathname, conference, pageData).description,
    }
  else if (initial?.pathname === pathname) head = initial.head
  if (!found || !head) return null
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
    </>
  )
}
