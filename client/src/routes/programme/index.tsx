import { createFileRoute } from '@tanstack/react-router'
import { ImportantDatesTable } from '@/features/dates/components/important-dates-table'
import { ProgrammePage } from '@/features/programme/components/programme-page'
import { type ProgrammeFilters, validateProgrammeSearch } from '@/features/programme/filters'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/programme/')({
  // Start the fetch early without holding the page back: it shows its own skeletons.
  loader: async ({ context }) => {
    const { programmeQueryOptions } = await import('@/features/programme/api')
    inOwnTask(() => context.queryClient.prefetchQuery(programmeQueryOptions))
  },
  // ?room=, ?track= and ?kind= are the filters: a filtered programme can be shared (and is rendered so).
  validateSearch: (search: Record<string, unknown>): ProgrammeFilters => validateProgrammeSearch(search),
  component: ProgrammeRoute,
})

function ProgrammeRoute() {
  const filters = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ProgrammePage
      filters={filters}
      onFilters={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      importantDates={<ImportantDatesTable />}
    />
  )
}
