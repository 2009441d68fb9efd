import { createFileRoute } from '@tanstack/react-router'
import { VenuePage } from '@/features/about/components/venue-page'

export const Route = createFileRoute('/about/venue-and-travels')({
  component: VenuePage,
})
