import { createFileRoute } from '@tanstack/react-router'
import { RegistrationsPage } from '@/features/authors/components/registrations-page'

export const Route = createFileRoute('/authors/registrations')({
  component: RegistrationsPage,
})
