import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { ProgramsPage } from '@/features/programs/components/programs-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/programs')

export const Route = createFileRoute('/programs/')({
  head: () => pageHead(meta.title, meta.description),
  component: ProgramsPage,
})
