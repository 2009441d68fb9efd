import { BulletList, ContentBlock, Paragraphs } from '@/components/content-block'
import { Badge } from '@/components/ui/badge'
import { PageContainer } from '@/components/ui/page-container'
import { aboutInstitute } from '@/content/about'

/** /about/about-nit-patna: Institute of National Importance, Centre of Excellence, UG/PG/PhD in seven disciplines. */
export function AboutInstitutePage() {
  return (
    <PageContainer title={aboutInstitute.heading} lead={aboutInstitute.name}>
      <ul className="mt-6 flex flex-wrap gap-2" aria-label="Status">
        {aboutInstitute.status.map((s) => (
          <li key={s}>
            <Badge>{s}</Badge>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-3 text-slate-700">
        <Paragraphs items={aboutInstitute.paragraphs} />
      </div>
      <div className="grid gap-x-10 md:grid-cols-2">
        <ContentBlock id="programmes" heading="Programmes">
          <BulletList items={aboutInstitute.programmeLevels} />
        </ContentBlock>
        <ContentBlock id="disciplines" heading={`${aboutInstitute.disciplines.length} disciplines`}>
          <BulletList items={aboutInstitute.disciplines} />
        </ContentBlock>
      </div>
      <ContentBlock id="science-departments" heading="Supporting departments">
        <BulletList items={aboutInstitute.scienceDepartments} />
      </ContentBlock>
      <ContentBlock id="history" heading="History">
        <ol className="grid gap-3 border-l-2 border-brand-100 pl-5">
          {aboutInstitute.history.map((m) => (
            <li key={m.year}>
              <span className="font-semibold text-brand-800">{m.year}</span> — {m.text}
            </li>
          ))}
        </ol>
      </ContentBlock>
    </PageContainer>
  )
}
