import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { AuthorsPage } from '@/features/authors/components/authors-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/authors')

export const Route = createFileRoute('/authors/')({
  head: () => pageHead(meta.title, meta.description),
  component: AuthorsPage,
})
