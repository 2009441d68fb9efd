import { Link } from '@tanstack/react-router'
import { ArrowRightIcon, CalendarDaysIcon, LandmarkIcon, MicIcon, MusicIcon, PresentationIcon } from 'lucide-react'
import { PageContainer } from '@/components/ui/page-container'
import { useConferenceText } from '@/lib/conference'

const ITEMS = [
  {
    to: '/programme',
    title: 'Programme',
    text: 'Which session is when, in which room or online, day by day.',
    icon: CalendarDaysIcon,
  },
  {
    to: '/programs/speakers',
    title: 'Speakers',
    text: 'Keynote and invited speakers of {shortName}.',
    icon: MicIcon,
  },
  {
    to: '/programs/technical-session',
    title: 'Technical Session',
    text: 'Workshops alongside the paper sessions, with invited speakers and their coordinators.',
    icon: PresentationIcon,
  },
  {
    to: '/programs/tours',
    title: 'Tours',
    text: 'Eleven heritage sites across Bihar to visit around the conference.',
    icon: LandmarkIcon,
  },
  {
    to: '/programs/cultural-event',
    title: 'Cultural Event',
    text: 'Evening programmes for delegates — to be announced.',
    icon: MusicIcon,
  },
] as const

/** /programs: a card for every item of the Programs group. */
export function ProgramsPage() {
  const t = useConferenceText()
  return (
    <PageContainer
      title="Programs"
      lead={t(
        'Talks, technical sessions, tours and cultural evenings: what is on at {shortName} besides the paper presentations.',
      )}
      width="wide"
    >
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {ITEMS.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              // Typed loosely like the navigation's links: /programme is the programme feature's route.
              to={to as '/'}
              className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="flex flex-col gap-1">
                <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{title}</span>
                <span className="text-sm text-slate-600">{t(text)}</span>
                <span className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                  Open <ArrowRightIcon className="size-4" aria-hidden />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  )
}
