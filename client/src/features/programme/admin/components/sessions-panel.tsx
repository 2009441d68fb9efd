import { formatDay } from '@common/conference'
import { SESSION_KIND_LABELS } from '@common/programme'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DeleteItemButton } from '@/components/admin/delete-item-button'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { messageOf } from '@/lib/api-errors'
import { useConference } from '@/lib/conference'
import {
  type DraftSession,
  draftQueryOptions,
  type ProgrammeWarning,
  type Room,
  roomsQueryOptions,
  useAddSession,
  useDeleteSession,
  useUpdateSession,
} from '../api'
import { daysBetween, isoToIst, istTimeRange } from '../programme-time'
import { emptySession, formToSessionInput, sessionToForm } from '../session-form'
import { SessionForm } from './session-form'

type Editor = { mode: 'add'; day: string } | { mode: 'edit'; session: DraftSession } | null

/** The draft by day (India time), then the sessions to be scheduled; each with its warnings and its actions. */
export function SessionsPanel() {
  const draft = useQuery(draftQueryOptions)
  const rooms = useQuery(roomsQueryOptions)
  const conference = useConference()
  const [editor, setEditor] = useState<Editor>(null)
  const addSession = useAddSession()
  const updateSession = useUpdateSession()

  const sessions = draft.data?.sessions ?? []
  const warnings = draft.data?.warnings ?? []
  const roomList = rooms.data ?? []
  const conferenceDays = conference ? daysBetween(conference.startDate, conference.endDate) : []
  const dayOf = (s: DraftSession) => (s.start ? isoToIst(s.start).day : null)
  const days = [...new Set([...conferenceDays, ...sessions.map(dayOf).filter((d): d is string => d !== null)])].sort()
  const position = (roomId: string | null) => roomList.find((r) => r._id === roomId)?.position ?? -1
  const byTime = (a: DraftSession, b: DraftSession) =>
    Date.parse(a.start ?? '') - Date.parse(b.start ?? '') || position(a.roomId) - position(b.roomId)
  const unscheduled = sessions.filter((s) => !s.start)
  /** A day's sessions (or those to be scheduled), each with its warnings and Edit; `empty` when there are none. */
  const sessionList = (list: readonly DraftSession[], label: string, empty: string) =>
    list.length ? (
      <ul className="grid gap-3" aria-label={label}>
        {list.map((s) => (
          <SessionItem
            key={s._id}
            session={s}
            rooms={roomList}
            warnings={warnings}
            onEdit={() => setEditor({ mode: 'edit', session: s })}
          />
        ))}
      </ul>
    ) : (
      <p className="text-slate-600">{empty}</p>
    )

  return (
    <section aria-labelledby="sessions-heading" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-heading" className="text-2xl font-semibold">
          Sessions (the draft)
        </h2>
        <Button onClick={() => setEditor({ mode: 'add', day: '' })}>Add a session</Button>
      </div>
      <p className="max-w-3xl text-slate-600">
        Times are India time (IST, UTC+05:30). Visitors see the draft only once it is published below.
      </p>
      {draft.isPending ? (
        <p role="status">Loading the draft...</p>
      ) : draft.isError ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{messageOf(draft.error, 'Failed to fetch the sessions. Please try again.')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void draft.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {warnings.length ? (
            <div role="note" aria-label="Warnings" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
              <h3 className="font-semibold text-amber-900">
                {warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`} (saving still works)
              </h3>
              <ul className="mt-1 list-disc pl-5 text-sm text-amber-900">
                {warnings.map((w) => (
                  <li key={w.message}>{w.message}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {days.map((day) => {
            const ofDay = sessions.filter((s) => dayOf(s) === day).sort(byTime)
            return (
              <section key={day} aria-labelledby={`day-${day}`} className="grid gap-3" data-testid="programme-day">
                <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-2">
                  <h3 id={`day-${day}`} className="text-xl font-semibold">
                    {formatDay(day)}
                  </h3>
                  <Button size="sm" variant="outline" onClick={() => setEditor({ mode: 'add', day })}>
                    Add a session on {formatDay(day)}
                  </Button>
                </div>
                {sessionList(ofDay, `Sessions on ${formatDay(day)}`, 'No session on this day yet.')}
              </section>
            )
          })}
          <section aria-labelledby="unscheduled-heading" className="grid gap-3" data-testid="programme-unscheduled">
            <h3 id="unscheduled-heading" className="border-b border-slate-200 pb-2 text-xl font-semibold">
              To be scheduled
            </h3>
            {sessionList(unscheduled, 'Sessions to be scheduled', 'None: every session has its day and time.')}
          </section>
        </>
      )}

      <Dialog open={editor !== null} onOpenChange={(open) => (open ? undefined : setEditor(null))}>
        {editor ? (
          <DialogContent frame="custom" className="max-w-3xl bg-white p-6" closeLabel="Close the session form">
            <DialogTitle>
              {editor.mode === 'add' ? 'Add a session' : `Edit the session “${editor.session.title}”`}
            </DialogTitle>
            <DialogDescription className="text-sm text-slate-600">
              Saved to the draft; visitors see it once a version is published.
            </DialogDescription>
            {editor.mode === 'add' ? (
              <SessionForm
                idPrefix="new-session"
                defaultValues={emptySession(editor.day)}
                rooms={roomList}
                days={days}
                submitLabel="Add session"
                pending={addSession.isPending}
                onSave={(v) => addSession.mutateAsync(formToSessionInput(v)).then(() => setEditor(null))}
                onCancel={() => setEditor(null)}
              />
            ) : (
              <SessionForm
                idPrefix={`session-${editor.session._id}`}
                defaultValues={sessionToForm(editor.session)}
                rooms={roomList}
                days={days}
                submitLabel={`Save session ${editor.session.title}`}
                pending={updateSession.isPending}
                onSave={(v) =>
                  updateSession
                    .mutateAsync({ id: editor.session._id, body: formToSessionInput(v) })
                    .then(() => setEditor(null))
                }
                onCancel={() => setEditor(null)}
              />
            )}
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  )
}

function SessionItem({
  session: s,
  rooms,
  warnings,
  onEdit,
}: {
  session: DraftSession
  rooms: readonly Room[]
  warnings: readonly ProgrammeWarning[]
  onEdit: () => void
}) {
  const updateSession = useUpdateSession()
  const deleteSession = useDeleteSession()
  const cancelled = s.status === 'cancelled'
  const room = s.roomId ? (rooms.find((r) => r._id === s.roomId)?.name ?? 'Unknown room') : 'All rooms'
  const mine = warnings.filter((w) => w.sessionIds.includes(s._id))
  const people = [
    s.speakerIds.length ? `${s.speakerIds.length} speaker${s.speakerIds.length === 1 ? '' : 's'}` : null,
    s.paperIds.length ? `${s.paperIds.length} paper${s.paperIds.length === 1 ? '' : 's'}` : null,
    s.chairs.length ? `Chairs: ${s.chairs.join(', ')}` : null,
    s.people.length ? s.people.map((p) => `${p.name} (${p.role})`).join(', ') : null,
  ].filter(Boolean)
  return (
    <li
      className={`rounded-xl border px-4 py-3 shadow-sm [overflow-wrap:anywhere] ${mine.length ? 'border-amber-400' : 'border-slate-200'}`}
      data-testid="admin-session"
    >
      {/* One line at 1280 px: time, room and title, then the short actions (their names carry the title). */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 lg:flex-nowrap">
        <p className="w-28 shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
          {s.start ? `${istTimeRange(s.start, s.end)} IST` : 'No time yet'}
        </p>
        <p className="w-36 shrink-0 truncate text-sm text-slate-700" title={room}>
          {room}
        </p>
        <div className="min-w-0 flex-1 basis-64">
          <h4 className={`font-semibold ${cancelled ? 'line-through' : ''}`}>{s.title}</h4>
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <Badge variant="secondary">{SESSION_KIND_LABELS[s.kind]}</Badge>
            {s.track ? <Badge variant="secondary">{s.track}</Badge> : null}
            {cancelled ? <Badge variant="accent">Cancelled</Badge> : null}
            {people.length ? <span>{people.join(' · ')}</span> : null}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit<span className="sr-only"> session {s.title}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={updateSession.isPending}
            onClick={() => updateSession.mutate({ id: s._id, body: { status: cancelled ? 'scheduled' : 'cancelled' } })}
          >
            {cancelled ? 'Restore' : 'Mark as cancelled'}
            <span className="sr-only"> session {s.title}</span>
          </Button>
          <DeleteItemButton
            itemName={`session ${s.title}`}
            title={`Delete the session “${s.title}”?`}
            description="It leaves the draft; once published, the next version lists it as removed. To keep it visible as cancelled, mark it as cancelled instead."
            deleting={deleteSession.isPending}
            onConfirm={() => deleteSession.mutate(s._id)}
          />
        </div>
      </div>
      {mine.length ? (
        <div role="note" aria-label={`Warnings for ${s.title}`} className="mt-2">
          <ul className="grid gap-1 text-sm text-amber-900">
            {mine.map((w) => (
              <li key={w.message} className="rounded-md bg-amber-50 px-2 py-1">
                Warning: {w.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  )
}
