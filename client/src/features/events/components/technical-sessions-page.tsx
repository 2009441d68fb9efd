import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowRightIcon } from 'lucide-react'
import { FetchFailed } from '@/components/fetch-failed'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { workshopsOf, workshopText } from '@/lib/workshops'
import { publishedProgrammeQueryOptions } from '../api'
import { WORKSHOP_FETCH_FAILED } from './workshop-page'

/** /programs/technical-session: the published workshops (the programme's sessions of kind 'workshop'). */
export function TechnicalSessionsPage() {
  const { data, isPending, isError, isFetching, refetch } = useQuery(publishedProgrammeQueryOptions)
  const workshops = workshopsOf(data)
  let body: React.ReactNode
  if (isPending) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading the technical sessions"
        className="mt-8 grid gap-5 md:grid-cols-3"
      >
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    )
  } else if (isError && !data) {
    body = <FetchFailed message={WORKSHOP_FETCH_FAILED} retrying={isFetching} onRetry={refetch} />
  } else if (workshops.length === 0) {
    body = (
      <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
        The technical sessions will be announced here.
      </p>
    )
  } else {
    body = (
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {workshops.map((w) => (
          <li key={w._id}>
            <Link
              to="/programs/technical-session/$ts"
              params={{ ts: w.slug }}
              className="group flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {w.status === 'cancelled' ? 'Cancelled' : 'Workshop'}
              </span>
              <span className="text-lg font-semibold leading-tight text-slate-900 group-hover:text-brand-700">
                {w.title}
              </span>
              <span className="text-sm text-slate-600">{workshopText(w.description).themes.join(' · ')}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-brand-700">
                View session <ArrowRightIcon className="size-4" aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <PageContainer
      title="Technical Session"
      lead="Workshops run alongside the paper sessions, each with invited speakers from leading institutes."
      width="wide"
    >
      {body}
    </PageContainer>
  )
}
