import { Link } from '@tanstack/react-router'
import {
  ArrowRightIcon,
  BedDoubleIcon,
  BuildingIcon,
  CalendarRangeIcon,
  GlobeIcon,
  ImagesIcon,
  type LucideIcon,
  MapPinIcon,
  SchoolIcon,
  UsersIcon,
} from 'lucide-react'
import { PageContainer } from '@/components/ui/page-container'
import { aboutGroup } from '@/content/navigation'
import { siteConfig } from '@/content/site-config'
import { useConferenceText } from '@/lib/conference'

const DETAILS: Record<string, { text: string; icon: LucideIcon }> = {
  '/about/about-the-conference': {
    text: 'Organiser, hybrid format, dates and the specialised tracks.',
    icon: CalendarRangeIcon,
  },
  '/about/about-nit-patna': {
    text: 'An Institute of National Importance and Centre of Excellence.',
    icon: SchoolIcon,
  },
  '/about/organising-committee': { text: 'The people organising the conference, by role.', icon: UsersIcon },
  '/about/international-advisory-committee': { text: 'Advisors from institutions around the world.', icon: GlobeIcon },
  '/about/technical-programme-committee': { text: 'The reviewers behind the technical programme.', icon: UsersIcon },
  '/about/industry-programme-committee': {
    text: 'Industry sessions, demonstrations and partnerships.',
    icon: UsersIcon,
  },
  '/about/venue-and-travels': { text: 'Reaching NIT Patna by air, rail and road.', icon: MapPinIcon },
  '/about/accomodations': { text: 'Guest house, hostels and hotels near the venue.', icon: BedDoubleIcon },
  '/about/about-nit-patna-(bihta-campus)': { text: 'The 125-acre campus at Bihta, with photos.', icon: BuildingIcon },
  '/about/photogallery': { text: 'Photographs from the conference and the institute.', icon: ImagesIcon },
}

/** /about: the landing page of the About group, a card for each of its items. */
export function AboutPage() {
  const t = useConferenceText()
  return (
    <PageContainer
      title="About"
      lead={t(
        `Everything about {shortName}: the conference, ${siteConfig.organiser.institute}, its committees, the venue and where to stay.`,
      )}
      width="wide"
    >
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {aboutGroup.items.map((item) => {
          const details = DETAILS[item.route]
          const Icon = details?.icon ?? ArrowRightIcon
          return (
            <li key={item.route}>
              <Link
                to={item.route as '/'}
                className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{item.label}</span>
                  {details ? <span className="text-sm text-slate-600">{details.text}</span> : null}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </PageContainer>
  )
}
