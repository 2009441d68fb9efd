import { createFileRoute } from '@tanstack/react-router'
import { CulturalEventPage } from '@/features/programs/components/cultural-event-page'

export const Route = createFileRoute('/programs/cultural-event')({
  component: CulturalEventPage,
})
