import { createFileRoute } from '@tanstack/react-router'
import { CallForPapersPage } from '@/features/authors/components/call-for-papers-page'

export const Route = createFileRoute('/authors/call-for-papers/')({
  component: CallForPapersPage,
})
