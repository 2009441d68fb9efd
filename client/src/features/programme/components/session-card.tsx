import { SESSION_KIND_LABELS } from '@common/programme'
import { use } from 'react'
import { cn } from '@/lib/utils'
import type { ProgrammeSession } from '../api'
import { isRunning, NowContext } from '../now'
import { ALL_ROOMS, isInterval } from '../schedule'
import { SessionLink } from './session-link'
import { SessionTime } from './session-time'
import { StarButton } from './star-button'

/** "Speakers: A, B", "Chairs: C", "Coordinators: D" — who takes part, by part. */
export function peopleLines(session: ProgrammeSession): { label: string; names: string[] }[] {
  const lines: { label: string; names: string[] }[] = []
  if (session.speakers.length)
    lines.push({
      label: session.speakers.length === 1 ? 'Speaker' : 'Speakers',
      names: session.speakers.map((s) => s.name),
    })
  if (session.chairs.length)
    lines.push({ label: session.chairs.length === 1 ? 'Chair' : 'Chairs', names: session.chairs })
  const byRole = new Map<string, string[]>()
  for (const p of session.people) {
    const role = p.role.trim() || 'With'
    byRole.set(role, [...(byRole.get(role) ?? []), p.name])
  }
  for (const [role, names] of byRole) lines.push({ label: role, names })
  return lines
}

export const kindLine = (session: Pick<ProgrammeSession, 'kind' | 'track'>): string =>
  `${SESSION_KIND_LABELS[session.kind] ?? session.kind}${session.track ? ` · ${session.track}` : ''}`

/** The "Cancelled" label of a cancelled session (it stays in the programme, struck through). */
export function CancelledBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
      Cancelled
    </span>
  )
}

/**
 * One session in the programme: time (IST, and the visitor's own), kind, title linking to its page, room and
 * people. `room` undefined leaves the room out (the grid's column says it).
 */
export function SessionCard({
  session,
  room,
  inGrid = false,
  roomInColumn = false,
}: {
  session: ProgrammeSession
  /** The room's name, null for every room; undefined: not shown. */
  room?: string | null
  /** In a day's schedule: from 1024 px a grid cell, where the local time may wrap to two lines. */
  inGrid?: boolean
  /** From 1024 px the grid's column shows the room: it is then said to screen readers only. */
  roomInColumn?: boolean
}) {
  const cancelled = session.status === 'cancelled'
  const now = use(NowContext)
  const running = now !== undefined && isRunning(session, now)
  const interval = isInterval(session)
  return (
    <article
      className={cn(
        'relative h-full min-w-0 scroll-mt-32 rounded-lg border p-3 shadow-sm',
        running && 'ring-2 ring-red-600',
        cancelled
          ? 'border-dashed border-slate-300 bg-slate-50'
          : session.kind === 'break'
            ? 'border-slate-200 bg-slate-50'
            : 'border-slate-200 bg-white',
      )}
      data-testid="programme-session"
      data-session={session.slug}
    >
      {running ? (
        // Over the card's top edge: the label takes no room, so adding it after hydration moves nothing.
        <span
          className="absolute -top-2.5 left-3 rounded-full bg-red-700 px-2 text-xs leading-5 font-bold tracking-wide text-white uppercase"
          data-testid="live"
        >
          Live
        </span>
      ) : null}
      <div className="flex items-start justify-between gap-1">
        {session.start ? (
          <SessionTime start={session.start} end={session.end} lines={inGrid ? 'grid' : 1} className="min-w-0" />
        ) : (
          <span />
        )}
        {interval ? null : <StarButton session={session} className="-mt-2 -mr-2" />}
      </div>
      <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-brand-700">{kindLine(session)}</p>
      <h3 className="mt-1 font-semibold leading-snug text-slate-900 wrap-anywhere">
        <SessionLink
          session={session}
          className={cn(
            'underline-offset-4 hover:text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
            cancelled && 'text-slate-600 line-through',
          )}
        >
          {session.title}
        </SessionLink>
      </h3>
      {cancelled ? (
        <p className="mt-1">
          <CancelledBadge />
        </p>
      ) : null}
      {room !== undefined && !(interval && room === null) ? (
        <p className={cn('mt-1 text-sm text-slate-700', roomInColumn && 'lg:sr-only')}>
          <span className="font-medium">Room:</span> {room ?? ALL_ROOMS}
        </p>
      ) : null}
      {peopleLines(session).map((line) => (
        <p key={line.label} className="mt-1 text-sm text-slate-700 wrap-anywhere">
          <span className="font-medium">{line.label}:</span> {line.names.join(', ')}
        </p>
      ))}
    </article>
  )
}
