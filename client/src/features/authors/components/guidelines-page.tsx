import { BulletList, ContentBlock, ExternalLink } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { authorGuidelines as authorGuidelinesText, type SettingsLinkKey } from '@/content/authors'
import { useConferenceContent } from '@/lib/conference'

/** /authors/guidelines-to-authors; `links` are the event settings' (undefined while they load). */
export function GuidelinesPage({ links }: { links: Record<SettingsLinkKey, string> | undefined }) {
  const authorGuidelines = useConferenceContent(authorGuidelinesText)
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
          {/* A link not set yet (empty) is left out: no placeholder, no broken link (issue 54 item 4). */}
          {[...authorGuidelines.templates, authorGuidelines.submissionLink]
            .filter((t) => !links || links[t.link])
            .map((t) => (
              <li key={t.link} className="min-h-6">
                {links ? <ExternalLink href={links[t.link]}>{t.label}</ExternalLink> : null}
              </li>
            ))}
        </ul>
      </ContentBlock>
    </PageContainer>
  )
}
