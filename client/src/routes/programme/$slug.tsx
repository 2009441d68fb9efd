import { createFileRoute, notFound } from '@tanstack/react-router'
import { SessionPage } from '@/features/programme/components/session-page'

export const Route = createFileRoute('/programme/$slug')({
  // The session's page needs the programme to know whether the slug is one: a slug it does not have is the site's
  // 404 page (status 404 on the server). A failed fetch is not a 404: the page shows the error and "Try Again".
  loader: async ({ context, params }) => {
    const { programmeQueryOptions } = await import('@/features/programme/api')
    const programme = await context.queryClient.ensureQueryData(programmeQueryOptions).catch(() => undefined)
    if (programme && !programme.sessions.some((s) => s.slug === params.slug)) throw notFound()
  },
  component: SessionRoute,
})

function SessionRoute() {
  const { slug } = Route.useParams()
  return <SessionPage slug={slug} />
}
