import { createFileRoute } from '@tanstack/react-router'
import { AuthorsPage } from '@/features/authors/components/authors-page'

export const Route = createFileRoute('/authors/')({
  component: AuthorsPage,
})
