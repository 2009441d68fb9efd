import { BulletList, ContentBlock, Paragraphs } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { aboutConference } from '@/content/about'

/** /about/about-the-conference: full name, organiser, hybrid mode, dates and the specialised tracks. */
export function AboutConferencePage() {
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
        <BulletList items={aboutConference.specialTrackTopics} />
      </ContentBlock>
    </PageContainer>
  )
}
