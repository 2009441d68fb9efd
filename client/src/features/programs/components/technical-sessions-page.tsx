import { Link } from '@tanstack/react-router'
import { ArrowRightIcon } from 'lucide-react'
import { PageContainer } from '@/components/ui/page-container'
import { workshops } from '@/content/workshops'

/** /programs/technical-session: the three workshops. */
export function TechnicalSessionsPage() {
  return (
    <PageContainer
      title="Technical Session"
      lead="Three workshops run alongside the paper sessions, each with invited speakers from leading institutes."
      width="wide"
    >
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {workshops.map((w) => (
          <li key={w.slug}>
            <Link
              to="/programs/technical-session/$ts"
              params={{ ts: w.slug }}
              className="group flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="text-sm font-semibold uppercase tracking-wide text-brand-700">{w.navLabel}</span>
              <span className="text-lg font-semibold leading-tight text-slate-900 group-hover:text-brand-700">
                {w.title}
              </span>
              <span className="text-sm text-slate-600">{w.themes.join(' · ')}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-brand-700">
                View session <ArrowRightIcon className="size-4" aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  )
}
