import { formatDay } from '@common/conference'
import { indiaClock } from '@common/programme'
import { type CSSProperties, Fragment, use } from 'react'
import type { ProgrammeRoom, ProgrammeSession } from '../api'
import { indiaDay, NowContext } from '../now'
import { dayGrid, type GridCell, type ProgrammeDay, type ScheduledSession, shortDay, weekdayOf } from '../schedule'
import { SessionCard } from './session-card'

// A day of the timetable, shared by the programme page and My programme (so neither imports the other).

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
