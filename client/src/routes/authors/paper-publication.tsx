import { createFileRoute } from '@tanstack/react-router'
import { PaperPublicationPage } from '@/features/authors/components/paper-publication-page'

export const Route = createFileRoute('/authors/paper-publication')({
  component: PaperPublicationPage,
})
