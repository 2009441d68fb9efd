import { formatDay } from '@common/conference'
import { indiaClock } from '@common/programme'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { FetchFailed } from '@/components/fetch-failed'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { useConference, useConferenceText } from '@/lib/conference'
import { toast } from '@/lib/toast'
import { PROGRAMME_FETCH_FAILED, type ProgrammeSession, programmeQueryOptions } from '../api'
import { type ProgrammeFilters as Filters, filterChoices, filterSessions, hasFilters } from '../filters'
import { indiaDay, isConferenceDay, NowContext, useNow } from '../now'
import { conferenceDays, isScheduled, programmeDays } from '../schedule'
import { DaySection, ToBeScheduled } from './day-schedule'
import { MyProgrammeView, SharedView } from './my-programme-view'
import { ProgrammeExports } from './programme-exports'
import { ProgrammeFilters } from './programme-filters'

export const TIMETABLE_PENDING = 'The timetable will be published here'

/**
 * /programme: one section per conference day, sessions in time order: a grid with a column per room from 1024 px,
 * a list below (both are in the HTML; CSS shows one). Filters by room, track and kind live in the URL.
 */
export function ProgrammePage({
  filters,
  onFilters,
  importantDates,
}: {
  filters: Filters
  onFilters: (filters: Filters) => void
  /** The important dates (features/dates, composed by the route): shown while no session has a time. */
  importantDates?: ReactNode
}) {
  const t = useConferenceText()
  const conference = useConference()
  const { data, isPending, isError, isFetching, refetch, errorUpdateCount } = useQuery(programmeQueryOptions)
  const clock = useNow()
  // The live marks (now line, "Live", "Jump to now") only during the conference days, by the browser's clock.
  const now =
    clock !== undefined && isConferenceDay(clock, conference?.startDate, conference?.endDate) ? clock : undefined
  const view = filters.starred ? 'mine' : filters.s ? 'shared' : 'all'
  const allDays = conferenceDays(conference?.startDate, conference?.endDate)

  // During the conference the programme opens at today (unless the address asks for a place of its own).
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current || now === undefined || !data || view !== 'all' || window.location.hash) return
    opened.current = true
    document.getElementById(`day-${indiaDay(now)}`)?.scrollIntoView({ block: 'start' })
  }, [now, data, view])

  useEffect(() => {
    if (errorUpdateCount > 0) toast.error(PROGRAMME_FETCH_FAILED, { id: 'programme-fetch-failed' })
  }, [errorUpdateCount])

  let body: ReactNode
  if (isPending && !isError) {
    body = (
      <div className="mt-8 grid gap-4" role="status" aria-busy="true" aria-label="Loading the programme">
        <Skeleton className="h-8 w-64" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    )
  } else if (isError || !data) {
    body = <FetchFailed message={PROGRAMME_FETCH_FAILED} retrying={isFetching} onRetry={refetch} />
  } else {
    const { rooms, sessions } = data
    const unscheduled = sessions.filter((s) => !isScheduled(s))
    if (!sessions.some(isScheduled)) {
      body = <TimetablePending unscheduled={unscheduled} importantDates={importantDates} />
    } else if (view === 'mine') {
      body = <MyProgrammeView sessions={sessions} rooms={rooms} allDays={allDays} />
    } else if (view === 'shared') {
      body = <SharedView ids={filters.s!.split(',')} sessions={sessions} rooms={rooms} allDays={allDays} />
    } else {
      const shown = filterSessions(sessions, rooms, filters)
      const days = programmeDays(shown, rooms, conferenceDays(conference?.startDate, conference?.endDate))
      const shownUnscheduled = shown.filter((s) => !isScheduled(s))
      body = (
        <>
          <ProgrammeFilters choices={filterChoices(sessions, rooms)} filters={filters} onChange={onFilters} />
          {hasFilters(filters) ? (
            <p className="mt-3 text-sm text-slate-700" aria-live="polite">
              {shown.length} of {sessions.length} sessions match these filters.
            </p>
          ) : null}
          {days.map((day, i) => (
            <DaySection key={day.day} day={day} n={i + 1} rooms={rooms} filtered={hasFilters(filters)} />
          ))}
          {shownUnscheduled.length ? <ToBeScheduled sessions={shownUnscheduled} /> : null}
        </>
      )
    }
  }

  return (
    <PageContainer
      title="Programme"
      lead={
        <>
          {t('The sessions of {shortName}, day by day. Times are India Standard Time (IST, UTC+05:30)')}
          {'; your own time is shown beside them when it differs.'}
        </>
      }
      width="wide"
      fillScreen
    >
      {data?.version ? (
        <p className="mt-3 text-sm text-slate-600">
          Version {data.version.number}, published {formatDay(indiaClock(data.version.publishedAt).day)}.{' '}
          <Link
            to="/programme/changes"
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            What changed
          </Link>
        </p>
      ) : null}
      <ViewTabs view={view} live={now !== undefined} />
      <NowContext value={now}>{body}</NowContext>
      <ProgrammeExports />
    </PageContainer>
  )
}

const TAB =
  'inline-flex h-11 items-center rounded-md px-3 font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white'

/** The whole programme or My programme; during the conference, "Jump to now" (in a row of fixed height). */
function ViewTabs({ view, live }: { view: 'all' | 'mine' | 'shared'; live: boolean }) {
  return (
    <div className="mt-4 flex min-h-11 flex-wrap items-center justify-between gap-2">
      <nav aria-label="Programme views" className="flex flex-wrap gap-1">
        <Link to="/programme" className={TAB} aria-current={view === 'all' ? 'page' : undefined}>
          Whole programme
        </Link>
        <Link
          to="/programme"
          search={{ starred: 1 }}
          className={TAB}
          aria-current={view === 'mine' ? 'page' : undefined}
        >
          My programme
        </Link>
      </nav>
      {live && view !== 'shared' ? (
        <Button
          type="button"
          variant="outline"
          size="lg"
          onClick={() => {
            const target =
              document.querySelector('[data-testid="now-line"]') ?? document.querySelector('[data-testid="live"]')
            target?.scrollIntoView({ block: 'center', behavior: 'smooth' })
          }}
        >
          Jump to now
        </Button>
      ) : null}
    </div>
  )
}

/** Before any session has a time: the important dates, and the sessions already known. */
function TimetablePending({
  unscheduled,
  importantDates,
}: {
  unscheduled: ProgrammeSession[]
  importantDates: ReactNode
}) {
  return (
    <>
      <div className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-5" data-testid="timetable-pending">
        <h2 className="text-xl font-semibold text-brand-900">{TIMETABLE_PENDING}</h2>
        <p className="mt-2 text-slate-700">
          Sessions get their days, times and rooms as the programme is drawn up. Until then, these are the important
          dates.
        </p>
      </div>
      {importantDates ? <div className="mt-8">{importantDates}</div> : null}
      {unscheduled.length ? <ToBeScheduled sessions={unscheduled} /> : null}
    </>
  )
}
