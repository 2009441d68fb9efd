import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/home-page'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead(
      'Home',
      'ICNARI 2026, the International Conference on Next-Generation Adaptive Research and Innovations at NIT Patna, 6–8 March 2026 (hybrid): highlights, updates and important dates.',
    ),
  component: HomePage,
})
