import { createFileRoute } from '@tanstack/react-router'
import { CmtAcknowledgementPage } from '@/features/authors/components/cmt-acknowledgement-page'

export const Route = createFileRoute('/authors/cmt-acknowledgement.html')({
  component: CmtAcknowledgementPage,
})
