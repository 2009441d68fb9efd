import { createFileRoute, notFound } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { BihtaCampusPage } from '@/features/about/components/bihta-campus-page'
import { pageHead } from '@/lib/page-head'

/**
 * /about/about-nit-patna-(bihta-campus). The route generator treats "(…)" in a file name as a route group and
 * drops it (even escaped), so the page is a prefix-param route that accepts only the "(bihta-campus)" suffix.
 */
const CAMPUS_SUFFIX = '(bihta-campus)'
const meta = getPageMeta('/about/about-nit-patna-(bihta-campus)')

export const Route = createFileRoute('/about/about-nit-patna-{$campus}')({
  beforeLoad: ({ params }) => {
    if (params.campus.toLowerCase() !== CAMPUS_SUFFIX) throw notFound()
  },
  head: () => pageHead(meta.title, meta.description),
  component: BihtaCampusPage,
})
