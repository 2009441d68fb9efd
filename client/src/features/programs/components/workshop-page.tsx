import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon, MailIcon } from 'lucide-react'
import { PageContainer } from '@/components/ui/page-container'
import { findWorkshop, SESSION_NOT_FOUND_MESSAGE } from '@/content/workshops'
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
      <section aria-labelledby="ws-intro" className="mt-6">
        <h2 id="ws-intro" className="sr-only">
          Introduction
        </h2>
        <div className="grid max-w-3xl gap-3 text-lg text-slate-700">
          {workshop.introduction.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Themes">
          {workshop.themes.map((t) => (
            <li key={t} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {t}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ws-speakers" className="mt-12">
        <h2 id="ws-speakers" className="text-2xl font-semibold text-slate-900">
          Speakers
        </h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {workshop.speakers.map((s) => (
            <li key={s.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <img
                src={s.image}
                alt={`Portrait of ${s.name}`}
                className="size-24 rounded-full border border-slate-200 bg-slate-100 object-cover"
                loading="lazy"
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{s.name}</h3>
              <p className="text-sm font-medium text-brand-700">{s.title}</p>
              <p className="text-sm text-slate-600">
                {s.department ? `${s.department}, ` : ''}
                {s.institution}
              </p>
              <p className="mt-3 text-sm text-slate-700">{s.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ws-coordinators" className="mt-12">
        <h2 id="ws-coordinators" className="text-2xl font-semibold text-slate-900">
          Coordinators
        </h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {workshop.coordinators.map((c) => (
            <li key={c.name} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <img
                src={c.image}
                alt={`Portrait of ${c.name}`}
                className="size-16 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover"
                loading="lazy"
              />
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{c.name}</h3>
                <p className="text-sm text-slate-700">{c.title}</p>
                <p className="text-sm text-slate-600">
                  {c.department}, {c.institution}
                </p>
                <a
                  href={`mailto:${c.email}`}
                  className="mt-1 inline-flex max-w-full items-center gap-1 break-all text-sm font-medium text-brand-700 underline underline-offset-4"
                >
                  <MailIcon className="size-4 shrink-0" aria-hidden />
                  {c.email}
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
