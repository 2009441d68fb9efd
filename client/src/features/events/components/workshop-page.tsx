import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon, CalendarClockIcon, MailIcon } from 'lucide-react'
import { Fragment } from 'react'
import { FetchFailed } from '@/components/fetch-failed'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { PERSON_PLACEHOLDER_IMAGE, personInitials, SESSION_NOT_FOUND_MESSAGE } from '@/content/workshops'
import { useHttpStatus } from '@/lib/http-status'
import {
  findWorkshop,
  scheduleOf,
  type WorkshopSchedule,
  type WorkshopSession,
  workshopPeople,
  workshopText,
} from '@/lib/workshops'
import { type PublishedProgramme, publishedProgrammeQueryOptions } from '../api'

export const WORKSHOP_FETCH_FAILED = 'Failed to load the technical session. Please try again.'

const backLink = (
  <Link
    to="/programs/technical-session"
    className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
  >
    <ArrowLeftIcon className="size-4" aria-hidden />
    All technical sessions
  </Link>
)

/**
 * /programs/technical-session/:ts — the published workshop (a session of kind 'workshop' of GET /api/programme)
 * whose slug the parameter decodes to, else "Session not found" (404).
 */
export function WorkshopPage({ slug }: { slug: string }) {
  const { data, isPending, isError, isFetching, refetch } = useQuery(publishedProgrammeQueryOptions)
  const workshop = findWorkshop(data, slug)
  // A server render of an unknown session answers 404 (lib/http-status.ts): no soft 404 for search engines.
  useHttpStatus(data && !workshop ? 404 : 200)
  if (isPending) {
    return (
      <PageContainer title="Technical Session" width="wide">
        <div role="status" aria-busy="true" aria-label="Loading the technical session" className="mt-6 grid gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24 w-full max-w-3xl" />
          <Skeleton className="h-24 w-full max-w-3xl" />
        </div>
      </PageContainer>
    )
  }
  if (isError && !data) {
    return (
      <PageContainer eyebrow="Technical Session" title="Technical Session" width="wide">
        <FetchFailed message={WORKSHOP_FETCH_FAILED} retrying={isFetching} onRetry={refetch} />
      </PageContainer>
    )
  }
  if (!workshop) {
    return (
      <PageContainer title={SESSION_NOT_FOUND_MESSAGE}>
        <p className="mt-4 text-slate-700">There is no technical session at this address.</p>
        <p className="mt-6">{backLink}</p>
      </PageContainer>
    )
  }
  return <WorkshopDetails workshop={workshop} rooms={data.rooms} />
}

function WorkshopDetails({ workshop, rooms }: { workshop: WorkshopSession; rooms: PublishedProgramme['rooms'] }) {
  const text = workshopText(workshop.description)
  const { speakers, coordinators, others } = workshopPeople(workshop.people)
  const cancelled = workshop.status === 'cancelled'
  return (
    <PageContainer eyebrow="Technical Session" title={workshop.title} width="wide">
      <section aria-labelledby="ws-intro" className="mt-6 max-w-3xl">
        <h2 id="ws-intro" className="sr-only">
          Introduction
        </h2>
        {cancelled ? (
          <p className="mb-4 inline-block rounded-md bg-red-50 px-3 py-1 font-semibold text-red-800">Cancelled</p>
        ) : null}
        <div className="grid gap-3 text-lg text-slate-700">
          {text.introduction.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ScheduleLine schedule={scheduleOf(workshop, rooms)} />
        {text.themes.length > 0 ? (
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Themes">
            {text.themes.map((t) => (
              <li key={t} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                {t}
              </li>
            ))}
          </ul>
        ) : null}
        {text.more.length > 0 ? (
          <div className="mt-5 grid gap-3 text-slate-700">
            {text.more.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        ) : null}
      </section>

      {speakers.length > 0 ? (
        <PeopleSection id="ws-speakers" heading="Speakers" people={speakers} emphasiseDesignation />
      ) : null}
      {coordinators.length > 0 ? (
        <PeopleSection id="ws-coordinators" heading="Coordinators" people={coordinators} />
      ) : null}
      {others.length > 0 ? <PeopleSection id="ws-others" heading="Also taking part" people={others} showRole /> : null}
      <p className="mt-10">{backLink}</p>
    </PageContainer>
  )
}

type Person = WorkshopSession['people'][number]

function PeopleSection({
  id,
  heading,
  people,
  emphasiseDesignation = false,
  showRole = false,
}: {
  id: string
  heading: string
  people: readonly Person[]
  emphasiseDesignation?: boolean
  showRole?: boolean
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((p) => (
          <li
            key={`${p.name}-${p.role}`}
            className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <PersonAvatar name={p.name} image={p.imageUrl ?? ''} />
            <div className="min-w-0">
              <h3 className="font-semibold leading-snug text-slate-900">{p.name}</h3>
              {showRole ? <p className="text-sm font-medium text-brand-700">{p.role}</p> : null}
              {p.designation ? (
                <p className={emphasiseDesignation ? 'text-sm font-medium text-brand-700' : 'text-sm text-slate-700'}>
                  {p.designation}
                </p>
              ) : null}
              {p.institution ? <p className="text-sm text-slate-600">{p.institution}</p> : null}
              {p.email ? (
                <a
                  href={`mailto:${p.email}`}
                  className="mt-1 inline-flex max-w-full items-start gap-1 text-sm font-medium text-brand-700 underline underline-offset-4"
                >
                  <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span className="min-w-0">
                    <EmailText address={p.email} />
                  </span>
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

const SCHEDULE_PARTS = [
  ['date', 'Date'],
  ['time', 'Time'],
  ['room', 'Room'],
] as const

/** Date, time and room where known; whatever is not known yet is 'to be announced', said once. */
function ScheduleLine({ schedule }: { schedule: WorkshopSchedule }) {
  const known = SCHEDULE_PARTS.filter(([key]) => schedule[key])
  const unknown = SCHEDULE_PARTS.filter(([key]) => !schedule[key]).map(([, label]) => label.toLowerCase())
  const unknownText =
    unknown.length <= 1 ? unknown.join('') : `${unknown.slice(0, -1).join(', ')} and ${unknown.at(-1)}`
  // 'Date, time and room: to be announced' (or whatever part is still missing), once.
  const pending = unknownText ? `${unknownText[0]?.toUpperCase()}${unknownText.slice(1)}: to be announced` : null
  return (
    <p
      className="mt-5 flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800"
      data-testid="workshop-schedule"
    >
      <CalendarClockIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <span>
        {known.map(([key, label], i) => (
          <Fragment key={key}>
            {i > 0 ? ' · ' : null}
            <span className="font-medium">{label}:</span> {schedule[key]}
          </Fragment>
        ))}
        {known.length > 0 && pending ? ' · ' : null}
        {pending}
      </span>
    </p>
  )
}

/** A portrait when there is one, else the person's initials (never a grey silhouette). */
function PersonAvatar({ name, image }: { name: string; image: string }) {
  if (image && image !== PERSON_PLACEHOLDER_IMAGE) {
    return (
      <img
        src={image}
        alt={`Portrait of ${name}`}
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover"
        loading="lazy"
      />
    )
  }
  return (
    <span
      aria-hidden
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
    >
      {personInitials(name)}
    </span>
  )
}

/**
 * An e-mail address that wraps only after the '@', never inside a word: the domain stays whole when it is
 * short (as nearly all are), and a long one may wrap only before its dots.
 */
function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const domain = address.slice(at + 1)
  const labels = domain.split('.')
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {domain.length <= 24 ? (
        <span className="whitespace-nowrap">{domain}</span>
      ) : (
        labels.map((label, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the labels of one fixed domain, in order
          <Fragment key={i}>
            {i > 0 ? (
              <>
                <wbr />.
              </>
            ) : null}
            {label}
          </Fragment>
        ))
      )}
    </>
  )
}
