import { formatDay } from '@common/conference'
import { indiaClock } from '@common/programme'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { useConference, useConferenceText } from '@/lib/conference'
import { toast } from '@/lib/toast'
import { PROGRAMME_FETCH_FAILED, type ProgrammeRoom, type ProgrammeSession, programmeQueryOptions } from '../api'
import { type ProgrammeFilters as Filters, filterChoices, filterSessions, hasFilters } from '../filters'
import {
  conferenceDays,
  dayGrid,
  isScheduled,
  type ProgrammeDay,
  programmeDays,
  type ScheduledSession,
  weekdayOf,
} from '../schedule'
import { ProgrammeExports } from './programme-exports'
import { ProgrammeFilters } from './programme-filters'
import { SessionCard } from './session-card'

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
    body = (
      <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        <p className="font-medium">{PROGRAMME_FETCH_FAILED}</p>
        <Button className="mt-3" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
          {isFetching ? 'Trying again...' : 'Try Again'}
        </Button>
      </div>
    )
  } else {
    const { rooms, sessions } = data
    const unscheduled = sessions.filter((s) => !isScheduled(s))
    if (!sessions.some(isScheduled)) {
      body = <TimetablePending unscheduled={unscheduled} importantDates={importantDates} />
    } else {
      const shown = filterSessions(sessions, rooms, filters)
      const days = programmeDays(shown, rooms, conferenceDays(conference?.startDate, conference?.endDate))
      const roomName = new Map(rooms.map((r) => [r._id, r.name]))
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
            <DaySection
              key={day.day}
              day={day}
              n={i + 1}
              rooms={rooms}
              roomName={roomName}
              filtered={hasFilters(filters)}
            />
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
      {body}
      <ProgrammeExports />
    </PageContainer>
  )
}

function DaySection({
  day,
  n,
  rooms,
  roomName,
  filtered,
}: {
  day: ProgrammeDay
  n: number
  rooms: ProgrammeRoom[]
  roomName: Map<string, string>
  filtered: boolean
}) {
  const id = `day-${day.day}`
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        <span className="text-brand-700">Day {n}</span> · {weekdayOf(day.day)}, {formatDay(day.day)}
      </h2>
      {day.sessions.length === 0 ? (
        <p className="mt-3 text-slate-700">
          {filtered ? 'No session of these filters on this day.' : 'Nothing is scheduled on this day yet.'}
        </p>
      ) : (
        <>
          <ol className="mt-4 grid gap-3 lg:hidden" aria-label={`Sessions on ${formatDay(day.day)}`}>
            {day.sessions.map((s) => (
              <li key={s._id}>
                <SessionCard session={s} room={s.roomId === null ? null : (roomName.get(s.roomId) ?? null)} />
              </li>
            ))}
          </ol>
          <DayGrid sessions={day.sessions} rooms={rooms} />
        </>
      )}
    </section>
  )
}

/** From 1024 px: a column per room, a row per start time (CSS grid; hidden below, where the list shows). */
function DayGrid({ sessions, rooms }: { sessions: ScheduledSession[]; rooms: ProgrammeRoom[] }) {
  const grid = dayGrid(sessions, rooms)
  return (
    <div
      className="mt-4 hidden gap-2 lg:grid"
      style={{ gridTemplateColumns: `5.5rem repeat(${grid.columns.length}, minmax(0, 1fr))` }}
      data-testid="programme-grid"
    >
      <div style={{ gridRow: 1, gridColumn: 1 }} className="text-sm font-semibold text-slate-600">
        Time (IST)
      </div>
      {grid.columns.map((c, i) => (
        <div
          key={c.key}
          style={{ gridRow: 1, gridColumn: i + 2 }}
          className="rounded-md bg-brand-800 px-3 py-2 text-sm font-semibold text-white wrap-anywhere"
        >
          {c.name}
        </div>
      ))}
      {grid.rows.map((start, i) => (
        <div
          key={start}
          style={{ gridRow: i + 2, gridColumn: 1 }}
          className="pt-3 text-sm font-semibold tabular-nums text-slate-700"
        >
          {start.slice(11, 16)}
        </div>
      ))}
      {grid.cells.map((cell) => (
        <div
          key={cell.sessions[0]!._id}
          style={{
            gridRow: `${cell.row + 1} / span ${cell.rowSpan}`,
            gridColumn: `${cell.column + 1} / span ${cell.columnSpan}`,
          }}
          className="grid min-w-0 gap-2"
        >
          {cell.sessions.map((s) => (
            <SessionCard
              key={s._id}
              session={s}
              compact
              room={s.roomId === null ? null : (grid.columns[cell.column - 1]?.name ?? null)}
              // The column says the room to the eye; a screen reader reads the cards in order, so it hears it too.
              roomShown={s.roomId === null && grid.columns.length > 1 ? 'visible' : 'screen-reader'}
            />
          ))}
        </div>
      ))}
    </div>
  )
}

function ToBeScheduled({ sessions }: { sessions: ProgrammeSession[] }) {
  return (
    <section aria-labelledby="to-be-scheduled" className="mt-10">
      <h2 id="to-be-scheduled" className="text-2xl font-semibold text-slate-900">
        To be scheduled
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sessions.map((s) => (
          <li key={s._id}>
            <SessionCard session={s} />
          </li>
        ))}
      </ul>
    </section>
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
