import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { CmtAcknowledgementPage } from '@/features/authors/components/cmt-acknowledgement-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/authors/cmt-acknowledgement.html')

export const Route = createFileRoute('/authors/cmt-acknowledgement.html')({
  head: () => pageHead(meta.title, meta.description),
  component: CmtAcknowledgementPage,
})
