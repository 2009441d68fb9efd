import { formatDay } from '@common/conference'
import { indiaClock } from '@common/programme'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon, CalendarPlusIcon, MapPinIcon, VideoIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { FetchFailed } from '@/components/fetch-failed'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { useConference } from '@/lib/conference'
import { usePageOrigin } from '@/lib/use-page-origin'
import { PROGRAMME_FETCH_FAILED, type ProgrammeSession, programmeQueryOptions, sessionIcsPath } from '../api'
import { paragraphsOf, sessionGoogleCalendarUrl, speakerCardUrl } from '../links'
import { inJoinWindow, useNow } from '../now'
import { ALL_ROOMS, isInterval } from '../schedule'
import { CancelledBadge, kindLine } from './session-card'
import { SessionTime } from './session-time'
import { StarButton } from './star-button'

const LINK =
  'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600'

const backLink = (
  <Link to="/programme" className={`inline-flex items-center gap-1 ${LINK}`}>
    <ArrowLeftIcon className="size-4" aria-hidden />
    The whole programme
  </Link>
)

/** /programme/{slug}: one published session (the route answers 404 for a slug the programme does not have). */
export function SessionPage({ slug }: { slug: string }) {
  const { data, isPending, isError, isFetching, refetch } = useQuery(programmeQueryOptions)
  const session = data?.sessions.find((s) => s.slug === slug)
  if (isPending && !isError)
    return (
      <PageContainer title={<Skeleton className="h-9 w-2/3" />} width="wide" fillScreen>
        <div className="mt-6 grid gap-3" role="status" aria-busy="true" aria-label="Loading the session">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      </PageContainer>
    )
  if (isError || !data || !session)
    return (
      <PageContainer title="Programme" fillScreen>
        <FetchFailed message={PROGRAMME_FETCH_FAILED} retrying={isFetching} onRetry={refetch} />
        <p className="mt-6">{backLink}</p>
      </PageContainer>
    )
  const room = session.roomId === null ? null : (data.rooms.find((r) => r._id === session.roomId) ?? null)
  return <SessionView session={session} roomName={session.roomId === null ? ALL_ROOMS : (room?.name ?? '')} />
}

function SessionView({ session, roomName }: { session: ProgrammeSession; roomName: string }) {
  const conference = useConference()
  const origin = usePageOrigin()
  const cancelled = session.status === 'cancelled'
  const where = [roomName, conference?.venue].filter(Boolean).join(', ')
  const google = sessionGoogleCalendarUrl(
    session,
    `${origin}/programme/${session.slug}`,
    [where, session.onlineUrl].filter(Boolean).join(' · '),
    conference?.shortName,
  )
  const paragraphs = paragraphsOf(session.description)
  const now = useNow()
  const joinNow = now !== undefined && inJoinWindow(session, now)
  // A finished session offers no way to join it (issue 54 item 5); known once the page runs (useNow).
  const ended = now !== undefined && session.end !== null && session.end !== undefined && Date.parse(session.end) <= now
  return (
    <PageContainer
      eyebrow={kindLine(session)}
      title={cancelled ? <span className="text-slate-600 line-through">{session.title}</span> : session.title}
      width="wide"
    >
      {cancelled ? (
        <p className="mt-3">
          <CancelledBadge /> <span className="ml-1 text-slate-700">This session will not take place.</span>
        </p>
      ) : null}
      {isInterval(session) ? null : (
        <div className="mt-3 flex items-center gap-1 text-slate-700">
          <StarButton session={session} className="-ml-2.5" />
          <Link to="/programme" search={{ starred: 1 }} className={LINK}>
            My programme
          </Link>
        </div>
      )}
      <dl className="mt-6 grid max-w-3xl gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-slate-700">When</dt>
        <dd className="min-w-0">
          {session.start ? (
            <>
              <p className="text-slate-800">{formatDay(indiaClock(session.start).day)}</p>
              <SessionTime start={session.start} end={session.end} />
            </>
          ) : (
            <p className="text-slate-800">To be scheduled</p>
          )}
        </dd>
        <dt className="font-semibold text-slate-700">Where</dt>
        <dd className="flex min-w-0 items-start gap-2 text-slate-800">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>{where || 'To be announced'}</span>
        </dd>
        {session.onlineUrl ? (
          <>
            <dt className="font-semibold text-slate-700">Online</dt>
            {/* As high as the "Join now" button it becomes near the start, so that change moves nothing. */}
            <dd className="flex min-h-11 min-w-0 items-center gap-2">
              {ended ? (
                <span className="text-slate-700" data-testid="session-ended">
                  This session has ended.
                </span>
              ) : joinNow ? (
                <Button asChild size="lg" variant="destructive">
                  <a href={session.onlineUrl} rel="noopener noreferrer" data-testid="join-now">
                    <VideoIcon aria-hidden />
                    Join now<span className="sr-only"> ({session.title})</span>
                  </a>
                </Button>
              ) : (
                <>
                  <VideoIcon className="size-4 shrink-0 text-brand-700" aria-hidden />
                  <a href={session.onlineUrl} className={`${LINK} wrap-anywhere`} rel="noopener noreferrer">
                    Join online<span className="sr-only"> ({session.title})</span>
                  </a>
                </>
              )}
            </dd>
          </>
        ) : null}
        {session.start && !cancelled ? (
          <>
            <dt className="font-semibold text-slate-700">Add to calendar</dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1">
              <CalendarPlusIcon className="size-4 shrink-0 text-brand-700" aria-hidden />
              <a href={sessionIcsPath(session._id)} className={LINK}>
                Download (.ics)
              </a>
              {google ? (
                <a href={google} className={LINK} rel="noopener noreferrer" target="_blank">
                  Google Calendar<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>

      {paragraphs.length ? (
        <section aria-labelledby="session-about" className="mt-8 max-w-3xl">
          <h2 id="session-about" className="sr-only">
            About this session
          </h2>
          <div className="grid gap-3 text-lg text-slate-700">
            {paragraphs.map((p) => (
              <p key={p} className="whitespace-pre-line wrap-anywhere">
                {p}
              </p>
            ))}
          </div>
        </section>
      ) : null}

      {session.speakers.length ? (
        <PeopleSection id="session-speakers" title={session.speakers.length === 1 ? 'Speaker' : 'Speakers'}>
          {session.speakers.map((s) => (
            <li
              key={s._id}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              {s.imageUrl ? (
                <img
                  src={s.imageUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover"
                />
              ) : null}
              <div className="min-w-0 wrap-anywhere">
                <a href={speakerCardUrl(s.name)} className={LINK}>
                  {s.name}
                </a>
                {s.designation ? <p className="text-sm text-slate-700">{s.designation}</p> : null}
                {s.affiliation ? <p className="text-sm text-slate-700">{s.affiliation}</p> : null}
              </div>
            </li>
          ))}
        </PeopleSection>
      ) : null}

      {session.chairs.length ? (
        <PeopleSection id="session-chairs" title={session.chairs.length === 1 ? 'Chair' : 'Chairs'}>
          {session.chairs.map((name) => (
            <li
              key={name}
              className="rounded-xl border border-slate-200 bg-white p-3 font-medium text-slate-900 shadow-sm"
            >
              {name}
            </li>
          ))}
        </PeopleSection>
      ) : null}

      {session.people.length ? (
        <PeopleSection id="session-people" title="People">
          {session.people.map((p) => (
            <li key={`${p.role} ${p.name}`} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <p className="font-semibold text-slate-900 wrap-anywhere">{p.name}</p>
              <p className="text-sm font-medium text-brand-700">{p.role}</p>
              {p.designation || p.institution ? (
                <p className="text-sm text-slate-600">{[p.designation, p.institution].filter(Boolean).join(', ')}</p>
              ) : null}
              {p.email ? (
                <a href={`mailto:${p.email}`} className={`text-sm ${LINK} wrap-anywhere`}>
                  {p.email}
                </a>
              ) : null}
            </li>
          ))}
        </PeopleSection>
      ) : null}

      {session.papers.length ? (
        <section aria-labelledby="session-papers" className="mt-10 max-w-3xl">
          <h2 id="session-papers" className="text-2xl font-semibold text-slate-900">
            Papers
          </h2>
          <ol className="mt-4 grid list-decimal gap-3 pl-6">
            {session.papers.map((p) => (
              <li key={p._id}>
                <p className="font-semibold text-slate-900 wrap-anywhere">{p.heading}</p>
                {p.authors.length ? <p className="text-sm text-slate-600">{p.authors.join(', ')}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <p className="mt-10">{backLink}</p>
    </PageContainer>
  )
}

function PeopleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  )
}
