import { createFileRoute } from '@tanstack/react-router'
import { GuidelinesPage } from '@/features/authors/components/guidelines-page'

export const Route = createFileRoute('/authors/guidelines-to-authors')({
  component: GuidelinesPage,
})
