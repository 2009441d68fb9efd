import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { AboutConferencePage } from '@/features/about/components/about-conference-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/about/about-the-conference')

export const Route = createFileRoute('/about/about-the-conference')({
  head: () => pageHead(meta.title, meta.description),
  component: AboutConferencePage,
})
