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
import { BlocksPage, usePageBlocks } from '@/components/page-blocks'

/** The pictures of the cards, by where they lead; a card organisers add elsewhere gets an arrow. */
const ICONS: Record<string, LucideIcon> = {
  '/about/about-the-conference': CalendarRangeIcon,
  '/about/about-nit-patna': SchoolIcon,
  '/about/organising-committee': UsersIcon,
  '/about/international-advisory-committee': GlobeIcon,
  '/about/technical-programme-committee': UsersIcon,
  '/about/industry-programme-committee': UsersIcon,
  '/about/venue-and-travels': MapPinIcon,
  '/about/accomodations': BedDoubleIcon,
  '/about/about-nit-patna-(bihta-campus)': BuildingIcon,
  '/about/photogallery': ImagesIcon,
}

const CARD =
  'group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600'

/**
 * /about: the landing page of the About group, a card for each of its pages. Its lead and cards (title, text and
 * link) are the page `about`, edited in /admin/pages (issue 54).
 */
export function AboutPage() {
  const blocks = usePageBlocks('about')
  return (
    <BlocksPage pageKey="about" blocks={blocks} lead="lead" width="wide">
      {blocks ? (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {blocks.items('cards').map((card, i) => {
            const Icon = (card.link && ICONS[card.link]) || ArrowRightIcon
            const body = (
              <>
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{card.title}</span>
                  {card.summary ? <span className="text-sm text-slate-600">{card.summary}</span> : null}
                </span>
              </>
            )
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
              <li key={i}>
                {!card.link ? (
                  <div className={CARD}>{body}</div>
                ) : card.link.startsWith('/') ? (
                  <Link to={card.link as '/'} className={CARD}>
                    {body}
                  </Link>
                ) : (
                  <a href={card.link} className={CARD} target="_blank" rel="noopener noreferrer">
                    {body}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </BlocksPage>
  )
}
