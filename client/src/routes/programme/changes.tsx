import { createFileRoute } from '@tanstack/react-router'
import { ChangesPage } from '@/features/programme/components/changes-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/programme/changes')({
  loader: async ({ context }) => {
    const { programmeQueryOptions, programmeVersionsQueryOptions } = await import('@/features/programme/api')
    inOwnTask(() => {
      void context.queryClient.prefetchQuery(programmeQueryOptions)
      return context.queryClient.prefetchQuery(programmeVersionsQueryOptions)
    })
  },
  component: ChangesPage,
})
