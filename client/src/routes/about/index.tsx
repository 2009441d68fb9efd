import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { AboutPage } from '@/features/about/components/about-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/about')

export const Route = createFileRoute('/about/')({
  head: () => pageHead(meta.title, meta.description),
  component: AboutPage,
})
