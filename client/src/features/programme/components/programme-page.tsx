import { formatDay } from '@common/conference'
import { indiaClock } from '@common/programme'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type CSSProperties, Fragment, type ReactNode, use, useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { useConference, useConferenceText } from '@/lib/conference'
import { toast } from '@/lib/toast'
import { PROGRAMME_FETCH_FAILED, type ProgrammeRoom, type ProgrammeSession, programmeQueryOptions } from '../api'
import { type ProgrammeFilters as Filters, filterChoices, filterSessions, hasFilters } from '../filters'
import { indiaDay, isConferenceDay, NowContext, useNow } from '../now'
import {
  conferenceDays,
  dayGrid,
  type GridCell,
  isScheduled,
  type ProgrammeDay,
  programmeDays,
  type ScheduledSession,
  shortDay,
  weekdayOf,
} from '../schedule'
import { MyProgrammeView, SharedView } from './my-programme-view'
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

export function DaySection({
  day,
  n,
  rooms,
  filtered,
}: {
  day: ProgrammeDay
  n: number
  rooms: ProgrammeRoom[]
  filtered: boolean
}) {
  const id = `day-${day.day}`
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2
        id={id}
        // Sticky below the site's header on phones: one line ("Fri 6 Mar · Day 1") on an opaque band, so it never
        // stands over a card's text; the full date from 1024 px, where it is not sticky.
        className="sticky top-16 z-20 -mx-1 truncate bg-white px-1 py-2 text-xl font-semibold whitespace-nowrap text-slate-900 lg:static lg:bg-transparent lg:text-2xl"
      >
        <span className="lg:hidden">
          {shortDay(day.day)} · <span className="text-brand-700">Day {n}</span>
        </span>
        <span className="hidden lg:inline">
          <span className="text-brand-700">Day {n}</span> · {weekdayOf(day.day)}, {formatDay(day.day)}
        </span>
      </h2>
      {day.sessions.length === 0 ? (
        <p className="mt-3 text-slate-700">
          {filtered ? 'No session of these filters on this day.' : 'Nothing is scheduled on this day yet.'}
        </p>
      ) : (
        <DaySchedule sessions={day.sessions} rooms={rooms} label={`Sessions on ${formatDay(day.day)}`} />
      )}
    </section>
  )
}

/**
 * A day's sessions, once in the HTML: below 1024 px a list in time order, from 1024 px the same items placed in a
 * grid with a column per room and a row per start time (each item carries its place in CSS variables that only the
 * wide layout reads), with the rooms' headings and the times, hidden below.
 */
export function DaySchedule({
  sessions,
  rooms,
  label,
}: {
  sessions: ScheduledSession[]
  rooms: ProgrammeRoom[]
  label: string
}) {
  const grid = dayGrid(sessions, rooms)
  const byRow = new Map<number, GridCell[]>()
  for (const cell of grid.cells) byRow.set(cell.row, [...(byRow.get(cell.row) ?? []), cell])
  const now = use(NowContext)
  // The now line: above the first row that starts after now (below the last one once every row has started),
  // placed absolutely in its grid row (the list's row below 1024 px): it takes no room, so adding it moves nothing.
  const nowRow =
    now !== undefined && sessions[0] && indiaDay(now) === indiaClock(sessions[0].start).day
      ? grid.rows.findIndex((start) => Date.parse(start) > now)
      : undefined
  const nowLine = (row: number, listRow: number, after: boolean) => (
    <li
      key="now-line"
      aria-hidden
      data-testid="now-line"
      className={`pointer-events-none absolute inset-x-0 z-10 h-0 border-t-2 border-red-600 [grid-column:1/-1] [grid-row:var(--list-row)] lg:[grid-row:var(--row)] ${after ? 'top-full mt-1.5 lg:mt-1' : '-top-1.5 lg:-top-1'}`}
      style={{ '--row': String(row), '--list-row': String(listRow) } as CSSProperties}
    >
      <span className="absolute -top-2.5 left-0 rounded bg-red-700 px-1.5 text-xs leading-4 font-bold text-white">
        Now
      </span>
    </li>
  )
  const listRowOf = (row: number) => grid.cells.filter((c) => c.row < row).length + 1
  const place = (row: string, column: string) => ({ '--row': row, '--column': column }) as CSSProperties
  const wide = 'lg:[grid-row:var(--row)] lg:[grid-column:var(--column)]'
  return (
    <ol
      className="relative mt-4 grid gap-3 lg:grid-cols-[5.5rem_repeat(var(--rooms),minmax(0,1fr))] lg:gap-2"
      style={{ '--rooms': grid.columns.length } as CSSProperties}
      aria-label={label}
      data-testid="programme-day"
    >
      <li
        aria-hidden
        className={`hidden text-sm font-semibold text-slate-600 lg:block ${wide}`}
        style={place('1', '1')}
      >
        Time (IST)
      </li>
      {grid.columns.map((c, i) => (
        <li
          key={c.key}
          aria-hidden
          className={`hidden rounded-md bg-brand-800 px-3 py-2 text-sm font-semibold text-white wrap-anywhere lg:block ${wide}`}
          style={place('1', String(i + 2))}
          data-testid="programme-room-heading"
        >
          {c.name}
        </li>
      ))}
      {grid.rows.map((start, i) => (
        <Fragment key={start}>
          {nowRow === i ? nowLine(i + 2, listRowOf(i + 1), false) : null}
          <li
            aria-hidden
            className={`hidden pt-3 text-sm font-semibold tabular-nums text-slate-700 lg:block ${wide}`}
            style={place(String(i + 2), '1')}
          >
            {start.slice(11, 16)}
          </li>
          {(byRow.get(i + 1) ?? []).map((cell) => (
            <li
              key={cell.sessions[0]!._id}
              className={`grid min-w-0 gap-2 ${wide}`}
              style={place(`${cell.row + 1} / span ${cell.rowSpan}`, `${cell.column + 1} / span ${cell.columnSpan}`)}
            >
              {cell.sessions.map((s) => (
                <SessionCard
                  key={s._id}
                  session={s}
                  inGrid
                  room={s.roomId === null ? null : (grid.columns[cell.column - 1]?.name ?? null)}
                  // From 1024 px the column says the room to the eye (a screen reader still hears it); a session in
                  // every room says so itself.
                  roomInColumn={s.roomId !== null}
                />
              ))}
            </li>
          ))}
        </Fragment>
      ))}
      {nowRow === -1 && grid.rows.length ? nowLine(grid.rows.length + 1, grid.cells.length, true) : null}
    </ol>
  )
}

export function ToBeScheduled({ sessions }: { sessions: ProgrammeSession[] }) {
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
