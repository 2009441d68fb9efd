import { createFileRoute } from '@tanstack/react-router'
import { pages } from '@/content/pages'
import { HomePage } from '@/features/home/home-page'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/')({
  head: () => pageHead('Home', pages['/'].description),
  component: HomePage,
})
