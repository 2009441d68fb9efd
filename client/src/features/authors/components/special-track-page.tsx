import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon } from 'lucide-react'
import { PageContainer } from '@/components/ui/page-container'
import { findSpecialTrackGroup } from '@/content/call-for-papers'

/** /authors/call-for-papers/:track — index 0..3 selects a group; anything else is not found. */
export function SpecialTrackPage({ track }: { track: string }) {
  const group = findSpecialTrackGroup(track)
  const back = (
    <Link
      to="/authors/call-for-papers"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      <ArrowLeftIcon className="size-4" aria-hidden />
      Back to Call for Papers
    </Link>
  )

  if (!group) {
    return (
      <PageContainer title="Special track not found">
        <p className="mt-4 text-slate-700">
          There is no special track “{track}”. The special tracks are numbered 0 to 3.
        </p>
        <p className="mt-6">{back}</p>
      </PageContainer>
    )
  }

  return (
    <PageContainer
      eyebrow="Special Track"
      title={group.title}
      width="wide"
      lead={group.altTitle ? `Also known as: ${group.altTitle}` : group.summary}
    >
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="grid gap-6">
          {group.tracks.map((t) => (
            <section
              key={t.number}
              aria-labelledby={`track-${t.number}`}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id={`track-${t.number}`} className="text-xl font-semibold text-slate-900">
                <span className="text-brand-700">Track {t.number}:</span> {t.title}
              </h2>
              <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-slate-700">
                {t.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <img
          src={group.image}
          alt={group.imageAlt}
          className="order-first w-full rounded-xl border border-slate-200 bg-brand-50 lg:order-none"
        />
      </div>
      <p className="mt-8">{back}</p>
    </PageContainer>
  )
}
