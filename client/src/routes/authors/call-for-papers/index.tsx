import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { CallForPapersPage } from '@/features/authors/components/call-for-papers-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/authors/call-for-papers')

export const Route = createFileRoute('/authors/call-for-papers/')({
  head: () => pageHead(meta.title, meta.description),
  component: CallForPapersPage,
})
