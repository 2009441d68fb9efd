import { createFileRoute } from '@tanstack/react-router'
import { CulturalEventPage } from '@/features/events/components/cultural-event-page'

export const Route = createFileRoute('/programs/cultural-event')({
  component: CulturalEventPage,
})
