import { BulletList, ContentBlock, ExternalLink } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { authorGuidelines } from '@/content/authors'

export function GuidelinesPage() {
  return (
    <PageContainer title={authorGuidelines.heading}>
      <div className="mt-4 grid gap-3 text-lg text-slate-700">
        {authorGuidelines.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {authorGuidelines.sections.map((section, i) => (
        <ContentBlock key={section.heading} id={`guidelines-${i}`} heading={section.heading}>
          {section.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.bullets ? <BulletList items={section.bullets} /> : null}
        </ContentBlock>
      ))}
      <ContentBlock id="guidelines-rules" heading="At a glance">
        <ol className="grid list-decimal gap-1.5 pl-5">
          {authorGuidelines.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </ContentBlock>
      <ContentBlock id="guidelines-templates" heading="Templates and submission">
        <ul className="grid gap-2">
          {authorGuidelines.templates.map((t) => (
            <li key={t.url}>
              <ExternalLink href={t.url}>{t.label}</ExternalLink>
            </li>
          ))}
          <li>
            <ExternalLink href={authorGuidelines.submissionLink.url}>
              {authorGuidelines.submissionLink.label}
            </ExternalLink>
          </li>
        </ul>
      </ContentBlock>
    </PageContainer>
  )
}
