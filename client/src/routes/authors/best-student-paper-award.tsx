import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { BestStudentPaperAwardPage } from '@/features/authors/components/best-student-paper-award-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/authors/best-student-paper-award')

export const Route = createFileRoute('/authors/best-student-paper-award')({
  head: () => pageHead(meta.title, meta.description),
  component: BestStudentPaperAwardPage,
})
