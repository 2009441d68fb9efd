import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon, CalendarClockIcon, MailIcon } from 'lucide-react'
import { Fragment } from 'react'
import { PageContainer } from '@/components/ui/page-container'
import {
  findWorkshop,
  PERSON_PLACEHOLDER_IMAGE,
  personInitials,
  SESSION_NOT_FOUND_MESSAGE,
  type WorkshopSchedule,
} from '@/content/workshops'
import { useHttpStatus } from '@/lib/http-status'

const backLink = (
  <Link
    to="/programs/technical-session"
    className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
  >
    <ArrowLeftIcon className="size-4" aria-hidden />
    All technical sessions
  </Link>
)

/** /programs/technical-session/:ts — the slug decodes to one of three workshops, else "Session not found". */
export function WorkshopPage({ slug }: { slug: string }) {
  const workshop = findWorkshop(slug)
  // A server render of an unknown session answers 404 (lib/http-status.ts): no soft 404 for search engines.
  useHttpStatus(workshop ? 200 : 404)
  if (!workshop) {
    return (
      <PageContainer title={SESSION_NOT_FOUND_MESSAGE}>
        <p className="mt-4 text-slate-700">There is no technical session at this address.</p>
        <p className="mt-6">{backLink}</p>
      </PageContainer>
    )
  }
  return (
    <PageContainer eyebrow="Technical Session" title={workshop.title} width="wide">
      <section aria-labelledby="ws-intro" className="mt-6 max-w-3xl">
        <h2 id="ws-intro" className="sr-only">
          Introduction
        </h2>
        <div className="grid gap-3 text-lg text-slate-700">
          {workshop.introduction.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ScheduleLine schedule={workshop.schedule} />
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Themes">
          {workshop.themes.map((t) => (
            <li key={t} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {t}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ws-speakers" className="mt-10">
        <h2 id="ws-speakers" className="text-2xl font-semibold text-slate-900">
          Speakers
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {workshop.speakers.map((s) => (
            <li key={s.name} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <PersonAvatar name={s.name} image={s.image} />
              <div className="min-w-0">
                <h3 className="font-semibold leading-snug text-slate-900">{s.name}</h3>
                <p className="text-sm font-medium text-brand-700">{s.title}</p>
                <p className="text-sm text-slate-600">
                  {s.department ? `${s.department}, ` : ''}
                  {s.institution}
                </p>
                {s.bio ? <p className="mt-2 text-sm text-slate-700">{s.bio}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ws-coordinators" className="mt-10">
        <h2 id="ws-coordinators" className="text-2xl font-semibold text-slate-900">
          Coordinators
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {workshop.coordinators.map((c) => (
            <li key={c.name} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <PersonAvatar name={c.name} image={c.image} />
              <div className="min-w-0">
                <h3 className="font-semibold leading-snug text-slate-900">{c.name}</h3>
                <p className="text-sm text-slate-700">{c.title}</p>
                <p className="text-sm text-slate-600">
                  {c.department}, {c.institution}
                </p>
                <a
                  href={`mailto:${c.email}`}
                  className="mt-1 inline-flex max-w-full items-start gap-1 text-sm font-medium text-brand-700 underline underline-offset-4"
                >
                  <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span className="min-w-0">
                    <EmailText address={c.email} />
                  </span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-10">{backLink}</p>
    </PageContainer>
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
