import { createFileRoute } from '@tanstack/react-router'
import { BestStudentPaperAwardPage } from '@/features/authors/components/best-student-paper-award-page'
import { inOwnTask } from '@/lib/in-own-task'
import { pageQueryOptions } from '@/lib/page-query'

export const Route = createFileRoute('/authors/best-student-paper-award')({
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(pageQueryOptions('best-student-paper-award')))
  },
  component: BestStudentPaperAwardPage,
})
