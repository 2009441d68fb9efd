import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { PaperSubmissionsPage } from '@/features/authors/components/paper-submissions-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/authors/paper-submissions')

export const Route = createFileRoute('/authors/paper-submissions')({
  head: () => pageHead(meta.title, meta.description),
  component: PaperSubmissionsPage,
})
