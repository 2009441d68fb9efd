import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { VideoIcon } from 'lucide-react'
import { type ProgrammeRoom, type ProgrammeSession, programmeQueryOptions } from '../api'
import { inJoinWindow, nowAndNext, useNow } from '../now'
import { ALL_ROOMS } from '../schedule'
import { istTimeRange } from '../times'
import { SessionLink } from './session-link'

/**
 * "Now and next" on the home page during the conference: what runs (room, join link), then what comes next.
 *
 * It fills the box the countdown had (now-and-next-slot.tsx) and never changes its own height: every line has a
 * fixed height, titles are cut to one line, and each part shows at most one session on a phone and two from the
 * `sm` width on (the rest counted, "+2 more", behind the link to the full programme). So neither its arrival nor
 * the next 30-second update moves anything.
 */
export function NowAndNext() {
  const { data, isError } = useQuery(programmeQueryOptions)
  const now = useNow()
  const picked = data && now !== undefined ? nowAndNext(data.sessions, now) : undefined
  return (
    <section
      aria-labelledby="now-and-next"
      className="flex h-full w-full flex-col overflow-hidden rounded-xl bg-white p-4 text-left text-slate-900 shadow-lg"
      data-testid="now-and-next"
    >
      <div className="flex h-8 shrink-0 items-center justify-between gap-2">
        <h2 id="now-and-next" className="text-xl leading-8 font-bold whitespace-nowrap text-brand-900">
          Now and next
        </h2>
        <Link
          to="/programme"
          className="text-sm font-medium whitespace-nowrap text-brand-700 underline underline-offset-4"
        >
          Full programme
        </Link>
      </div>
      {!picked ? (
        <p className="mt-3 text-slate-700" role="status">
          {isError && !data ? 'The programme could not be loaded.' : 'Loading the programme…'}
        </p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2 sm:gap-6">
          <Part
            heading="Now"
            headingClass="text-red-800"
            sessions={picked.now}
            none="Nothing is running at this moment."
            rooms={data!.rooms}
            now={now!}
          />
          <Part
            heading="Next"
            headingClass="text-brand-800"
            sessions={picked.next}
            none="Nothing more today."
            rooms={data!.rooms}
            now={now!}
          />
        </div>
      )}
    </section>
  )
}

/** A part's sessions on a phone; from `sm` on, one more. */
const SHOWN = 1

function Part({
  heading,
  headingClass,
  sessions,
  none,
  rooms,
  now,
}: {
  heading: string
  headingClass: string
  sessions: ProgrammeSession[]
  none: string
  rooms: ProgrammeRoom[]
  now: number
}) {
  const more = (shown: number) => (sessions.length > shown ? `+${sessions.length - shown} more` : '')
  return (
    <div className="min-w-0">
      <div className="flex h-5 items-center justify-between gap-2 text-sm leading-5">
        <h3 className={`font-semibold tracking-wide uppercase ${headingClass}`}>{heading}</h3>
        <span className="text-slate-700 sm:hidden">{more(SHOWN)}</span>
        <span className="text-slate-700 max-sm:hidden">{more(SHOWN + 1)}</span>
      </div>
      {/* One line's height on a phone, two from sm on, however many sessions there are. */}
      <div className="mt-1 h-16 sm:h-32">
        {sessions.length ? (
          <ul>
            {sessions.slice(0, SHOWN + 1).map((s, i) => (
              <SessionLine
                key={s._id}
                session={s}
                rooms={rooms}
                now={now}
                className={i >= SHOWN ? 'max-sm:hidden' : ''}
              />
            ))}
          </ul>
        ) : (
          <p className="border-t border-slate-200 pt-2 text-slate-700">{none}</p>
        )}
      </div>
    </div>
  )
}

function SessionLine({
  session: s,
  rooms,
  now,
  className,
}: {
  session: ProgrammeSession
  rooms: ProgrammeRoom[]
  now: number
  className: string
}) {
  const room = s.roomId === null ? ALL_ROOMS : (rooms.find((r) => r._id === s.roomId)?.name ?? '')
  return (
    <li className={`flex h-16 flex-col justify-center border-t border-slate-200 ${className}`}>
      <p className="truncate leading-6 font-semibold">
        <SessionLink session={s} className="underline-offset-4 hover:underline">
          {s.title}
        </SessionLink>
      </p>
      <div className="flex h-8 items-center justify-between gap-2">
        <p className="truncate text-sm text-slate-700">
          <span className="tabular-nums">{istTimeRange(s.start!, s.end)}</span> · {room}
        </p>
        {s.onlineUrl ? (
          inJoinWindow(s, now) ? (
            <a
              href={s.onlineUrl}
              rel="noopener noreferrer"
              className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&_svg]:size-4"
              data-testid="join-now"
            >
              <VideoIcon aria-hidden />
              Join now<span className="sr-only"> ({s.title})</span>
            </a>
          ) : (
            <a
              href={s.onlineUrl}
              rel="noopener noreferrer"
              className="shrink-0 text-sm font-medium text-brand-700 underline underline-offset-4"
            >
              Join online<span className="sr-only"> ({s.title})</span>
            </a>
          )
        ) : null}
      </div>
    </li>
  )
}
