import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { PaperPublicationPage } from '@/features/authors/components/paper-publication-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/authors/paper-publication')

export const Route = createFileRoute('/authors/paper-publication')({
  head: () => pageHead(meta.title, meta.description),
  component: PaperPublicationPage,
})
