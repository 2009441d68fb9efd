import { PAGE_DEFAULTS, type PageContent, type PageKey } from '@common/pages'
import { useQuery } from '@tanstack/react-query'
import { useConferenceContent } from '@/lib/conference'
import { pageQueryOptions } from '@/lib/page-query'

export { type Page, pageQueryOptions, pagesQueryOptions } from '@/lib/page-query'

/**
 * A page's content with the conference's tokens filled: undefined while it loads; its defaults when it cannot be
 * read, so the page keeps its text.
 */
export function usePage(key: PageKey): PageContent | undefined {
  const query = useQuery(pageQueryOptions(key))
  const page = query.data ?? (query.isError ? { key, ...PAGE_DEFAULTS[key] } : undefined)
  return useConferenceContent(page as PageContent | undefined)
}
