import { createFileRoute } from '@tanstack/react-router'
import { BestStudentPaperAwardPage } from '@/features/authors/components/best-student-paper-award-page'

export const Route = createFileRoute('/authors/best-student-paper-award')({
  component: BestStudentPaperAwardPage,
})
