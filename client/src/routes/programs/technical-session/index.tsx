import { createFileRoute } from '@tanstack/react-router'
import { TechnicalSessionsPage } from '@/features/programs/components/technical-sessions-page'

export const Route = createFileRoute('/programs/technical-session/')({
  component: TechnicalSessionsPage,
})
