import { createFileRoute } from '@tanstack/react-router'
import { publishedProgrammeQueryOptions } from '@/features/events/api'
import { TechnicalSessionsPage } from '@/features/events/components/technical-sessions-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/programs/technical-session/')({
  // The published programme (the menu reads it too): start the fetch early without holding the page back.
  loader: ({ context }) => {
    inOwnTask(() => context.queryClient.prefetchQuery(publishedProgrammeQueryOptions))
  },
  component: TechnicalSessionsPage,
})
