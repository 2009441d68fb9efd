import { createFileRoute } from '@tanstack/react-router'
import { ToursPage } from '@/features/events/components/tours-page'

export const Route = createFileRoute('/programs/tours')({
  component: ToursPage,
})
