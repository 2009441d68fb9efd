import { Link } from '@tanstack/react-router'
import { ArrowRightIcon } from 'lucide-react'
import { ContentBlock, Paragraphs } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { aboutConference as aboutConferenceText } from '@/content/about'
import { specialTrackGroups } from '@/content/call-for-papers'
import { useConferenceContent } from '@/lib/conference'

/** /about/about-the-conference: full name, organiser, hybrid mode, dates and the specialised tracks,
 * each linking to its track page. */
export function AboutConferencePage() {
  const aboutConference = useConferenceContent(aboutConferenceText)
  const facts = [
    { term: 'Full name', value: aboutConference.fullName },
    { term: 'Organised by', value: aboutConference.organiser },
    { term: 'Mode', value: aboutConference.mode },
    { term: 'Dates', value: aboutConference.datesText },
  ]
  return (
    <PageContainer title={aboutConference.heading}>
      <dl className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-brand-50 p-5 sm:grid-cols-2">
        {facts.map((f) => (
          <div key={f.term}>
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">{f.term}</dt>
            <dd className="mt-1 wrap-anywhere text-slate-900">{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-3 text-lg text-slate-700">
        <Paragraphs items={aboutConference.paragraphs} />
      </div>
      <ContentBlock id="special-tracks" heading="Specialised tracks">
        <p>{aboutConference.tracksParagraph}</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {specialTrackGroups.map((track) => (
            <li key={track.index}>
              <Link
                to="/authors/call-for-papers/$track"
                params={{ track: String(track.index) }}
                className="group flex h-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-brand-800 shadow-sm hover:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {track.title}
                <ArrowRightIcon
                  className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </ContentBlock>
    </PageContainer>
  )
}
