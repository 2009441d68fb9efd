import { createFileRoute } from '@tanstack/react-router'
import { AccommodationPage } from '@/features/about/components/accommodation-page'

export const Route = createFileRoute('/about/accomodations')({
  component: AccommodationPage,
})
