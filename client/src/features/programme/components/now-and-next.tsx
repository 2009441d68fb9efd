import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { VideoIcon } from 'lucide-react'
import { type ProgrammeRoom, type ProgrammeSession, programmeQueryOptions } from '../api'
import { inJoinWindow, nowAndNext, useNow } from '../now'
import { ALL_ROOMS } from '../schedule'
import { istTimeRange } from '../times'
import { SessionLink } from './session-link'

/** "Now and next" on the home page during the conference: what runs (room, join link), then what comes next. */
export function NowAndNext() {
  const { data } = useQuery(programmeQueryOptions)
  const now = useNow()
  const picked = data && now !== undefined ? nowAndNext(data.sessions, now) : undefined
  return (
    <section
      aria-labelledby="now-and-next"
      className="min-h-48 w-full max-w-3xl rounded-xl bg-white p-4 text-left text-slate-900 shadow-lg"
      data-testid="now-and-next"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="now-and-next" className="text-xl font-bold text-brand-900">
          Now and next
        </h2>
        <Link to="/programme" className="font-medium text-brand-700 underline underline-offset-4">
          The whole programme
        </Link>
      </div>
      {!picked ? (
        <p className="mt-3 text-slate-700" role="status">
          Loading the programme…
        </p>
      ) : (
        <>
          <h3 className="mt-3 text-sm font-semibold tracking-wide text-red-800 uppercase">Now</h3>
          {picked.now.length ? (
            <SessionList sessions={picked.now} rooms={data!.rooms} now={now!} />
          ) : (
            <p className="mt-1 text-slate-700">Nothing is running at this moment.</p>
          )}
          <h3 className="mt-4 text-sm font-semibold tracking-wide text-brand-800 uppercase">Next</h3>
          {picked.next.length ? (
            <SessionList sessions={picked.next} rooms={data!.rooms} now={now!} />
          ) : (
            <p className="mt-1 text-slate-700">Nothing more today.</p>
          )}
        </>
      )}
    </section>
  )
}

function SessionList({ sessions, rooms, now }: { sessions: ProgrammeSession[]; rooms: ProgrammeRoom[]; now: number }) {
  return (
    <ul className="mt-1 grid gap-2">
      {sessions.map((s) => {
        const room = s.roomId === null ? ALL_ROOMS : (rooms.find((r) => r._id === s.roomId)?.name ?? '')
        return (
          <li key={s._id} className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-2">
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere">
                <SessionLink session={s} className="underline-offset-4 hover:underline">
                  {s.title}
                </SessionLink>
              </p>
              <p className="text-sm text-slate-700">
                <span className="tabular-nums">{istTimeRange(s.start!, s.end)}</span> · {room}
              </p>
            </div>
            {s.onlineUrl ? (
              inJoinWindow(s, now) ? (
                <a
                  href={s.onlineUrl}
                  rel="noopener noreferrer"
                  className="inline-flex h-11 items-center gap-2 rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&_svg]:size-4"
                  data-testid="join-now"
                >
                  <VideoIcon aria-hidden />
                  Join now<span className="sr-only"> ({s.title})</span>
                </a>
              ) : (
                <a href={s.onlineUrl} rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                  Join online<span className="sr-only"> ({s.title})</span>
                </a>
              )
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
