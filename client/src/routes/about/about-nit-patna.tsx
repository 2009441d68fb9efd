import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { AboutInstitutePage } from '@/features/about/components/about-institute-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/about/about-nit-patna')

export const Route = createFileRoute('/about/about-nit-patna')({
  head: () => pageHead(meta.title, meta.description),
  component: AboutInstitutePage,
})
