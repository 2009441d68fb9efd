import { createFileRoute } from '@tanstack/react-router'
import { ProgramsPage } from '@/features/events/components/programs-page'

export const Route = createFileRoute('/programs/')({
  component: ProgramsPage,
})
