import { Link } from '@tanstack/react-router'
import { ArrowRightIcon } from 'lucide-react'
import { callForPapers, specialTrackGroups } from '@/content/call-for-papers'

/** The four special-track cards; card n links to /authors/call-for-papers/{n}. */
export function SpecialTracks() {
  return (
    <section aria-labelledby="special-tracks" className="mt-12">
      <h2 id="special-tracks" className="text-2xl font-semibold text-slate-900">
        {callForPapers.specialTracksHeading}
      </h2>
      <p className="mt-2 text-slate-700">{callForPapers.specialTracksIntro}</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {specialTrackGroups.map((group) => (
          <li key={group.index}>
            <Link
              to="/authors/call-for-papers/$track"
              params={{ track: String(group.index) }}
              data-testid={`special-track-${group.index}`}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <img src={group.image} alt="" className="aspect-[4/3] w-full bg-brand-50 object-cover" loading="lazy" />
              <span className="flex flex-1 flex-col gap-2 p-4">
                <span className="text-lg font-semibold leading-tight text-slate-900 group-hover:text-brand-700">
                  {group.title}
                </span>
                <span className="text-sm text-slate-600">{group.summary}</span>
                <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-brand-700">
                  View tracks <ArrowRightIcon className="size-4" aria-hidden />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
