import { createFileRoute, notFound } from '@tanstack/react-router'
import { BihtaCampusPage } from '@/features/about/components/bihta-campus-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

/**
 * /about/about-nit-patna-(bihta-campus). The route generator treats "(…)" in a file name as a route group and
 * drops it (even escaped), so the page is a prefix-param route that accepts only the "(bihta-campus)" suffix.
 */
const CAMPUS_SUFFIX = '(bihta-campus)'
export const Route = createFileRoute('/about/about-nit-patna-{$campus}')({
  beforeLoad: ({ params }) => {
    if (params.campus.toLowerCase() !== CAMPUS_SUFFIX) throw notFound()
  },
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('bihta-campus')))
  },
  component: BihtaCampusPage,
})
