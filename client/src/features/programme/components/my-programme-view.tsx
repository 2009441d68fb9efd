import { Link } from '@tanstack/react-router'
import { CalendarPlusIcon, Share2Icon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useHydrated } from '@/lib/use-hydrated'
import { PROGRAMME_EXPORTS, type ProgrammeRoom, type ProgrammeSession } from '../api'
import { addStarred, isStarred, removeStarred, sharedEntryIs, shareLink, useMyProgramme } from '../my-programme'
import { isScheduled, programmeDays } from '../schedule'
import { DaySection, ToBeScheduled } from './day-schedule'

const sessionsIcs = (ids: readonly string[]) => `${PROGRAMME_EXPORTS.ics}?sessions=${ids.join(',')}`

/** Sessions to show by day, the rooms they are in, and the conference's days. */
type SessionsByDayProps = { sessions: ProgrammeSession[]; rooms: ProgrammeRoom[]; allDays: string[] }

/** The starred sessions by day, those no longer in the programme named apart, with Share and the calendar file. */
export function MyProgrammeView({ sessions, rooms, allDays }: SessionsByDayProps) {
  const hydrated = useHydrated()
  const list = useMyProgramme()
  const [link, setLink] = useState<string>()
  if (!hydrated)
    return (
      <p className="mt-8 text-slate-700" role="status">
        Reading your programme from this browser…
      </p>
    )
  const mine = sessions.filter((s) => isStarred(list, s))
  const gone = list.filter((e) => !sessions.some((s) => s._id === e.id || (!!e.slug && s.slug === e.slug)))
  if (!list.length)
    return (
      <div className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5" data-testid="my-programme-empty">
        <h2 className="text-xl font-semibold text-slate-900">My programme is empty</h2>
        <p className="mt-2 text-slate-700">
          Star the sessions you want to attend in the{' '}
          <Link to="/programme" className="font-medium text-brand-700 underline underline-offset-4">
            whole programme
          </Link>
          : they are kept in this browser, without an account, and “Share” carries them to another device.
        </p>
      </div>
    )
  const ids = mine.map((s) => s._id)
  const share = async () => {
    // Sessions no longer in the programme have no number and nothing to show on the other device.
    const url = shareLink(
      window.location.origin,
      mine.map((s) => s.number),
    )
    setLink(url)
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Link copied: open it on another device to add these sessions there.')
    } catch {
      toast.success('Your link is shown below: copy it to open your programme on another device.')
    }
  }
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-3" data-testid="my-programme-actions">
        <Button type="button" onClick={() => void share()}>
          <Share2Icon aria-hidden />
          Share
        </Button>
        {ids.length ? (
          <Button asChild variant="outline">
            <a href={sessionsIcs(ids)} download>
              <CalendarPlusIcon aria-hidden />
              Add my programme to a calendar
            </a>
          </Button>
        ) : null}
      </div>
      {link ? (
        <p className="mt-3 grid gap-1 text-sm">
          <label htmlFor="my-programme-link" className="font-medium text-slate-800">
            Link to your programme
          </label>
          <input
            id="my-programme-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
          />
        </p>
      ) : null}
      <SessionsByDay sessions={mine} rooms={rooms} allDays={allDays} />
      {gone.length ? (
        <section aria-labelledby="my-programme-gone" className="mt-10">
          <h2 id="my-programme-gone" className="text-2xl font-semibold text-slate-900">
            No longer in the programme
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {gone.map((e) => (
              <li
                key={e.id}
                className="flex items-start justify-between gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3"
                data-testid="my-programme-gone"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-600 line-through wrap-anywhere">{e.title || e.slug || e.id}</p>
                  <p className="mt-1 text-sm text-slate-700">No longer in the programme</p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => removeStarred(e.id)}
                  aria-label={`Remove ${e.title || e.slug || e.id} from my programme`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

/** /programme?s=…: the sessions someone shared, with "Add these N sessions to my programme". */
export function SharedView({
  ids,
  sessions,
  rooms,
  allDays,
}: {
  ids: string[]
  sessions: ProgrammeSession[]
  rooms: ProgrammeRoom[]
  allDays: string[]
}) {
  const shared = sessions.filter((s) => ids.some((id) => sharedEntryIs(id, s)))
  const missing = ids.length - shared.length
  const n = shared.length
  const add = () => {
    const added = addStarred(shared.map((s) => ({ id: s._id, slug: s.slug, title: s.title })))
    toast.success(
      added === 0
        ? 'These sessions are in your programme already.'
        : `${added} session${added === 1 ? '' : 's'} added to your programme.`,
    )
  }
  return (
    <>
      <div className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4">
        <h2 className="text-xl font-semibold text-brand-900">
          {n ? `A shared programme of ${n} session${n === 1 ? '' : 's'}` : 'None of these sessions is in the programme'}
        </h2>
        {missing > 0 && n ? (
          <p className="mt-1 text-slate-700">
            {missing} of the shared sessions {missing === 1 ? 'is' : 'are'} no longer in the programme.
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-3">
          {n ? (
            <Button type="button" onClick={add}>
              Add {n === 1 ? 'this session' : `these ${n} sessions`} to my programme
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/programme" search={{ starred: 1 }}>
              Open my programme
            </Link>
          </Button>
        </div>
      </div>
      <SessionsByDay sessions={shared} rooms={rooms} allDays={allDays} />
    </>
  )
}

function SessionsByDay({ sessions, rooms, allDays }: SessionsByDayProps) {
  const days = programmeDays(sessions, rooms, [])
  const unscheduled = sessions.filter((s) => !isScheduled(s))
  return (
    <>
      {days.map((day, i) => (
        <DaySection
          key={day.day}
          day={day}
          n={allDays.includes(day.day) ? allDays.indexOf(day.day) + 1 : i + 1}
          rooms={rooms}
          filtered
        />
      ))}
      {unscheduled.length ? <ToBeScheduled sessions={unscheduled} /> : null}
    </>
  )
}
