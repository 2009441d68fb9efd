import { createFileRoute } from '@tanstack/react-router'
import { PaperSubmissionsPage } from '@/features/authors/components/paper-submissions-page'

export const Route = createFileRoute('/authors/paper-submissions')({
  component: PaperSubmissionsPage,
})
