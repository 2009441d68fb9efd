import { Link } from '@tanstack/react-router'
import { BulletList, ContentBlock, ExternalLink } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { paperPublication as publicationText } from '@/content/authors'
import { useConferenceContent } from '@/lib/conference'

export function PaperPublicationPage() {
  const publication = useConferenceContent(publicationText)
  return (
    <PageContainer title={publication.heading}>
      <div className="mt-4 grid gap-3 text-lg text-slate-700">
        {publication.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <ContentBlock id="not-published" heading="Not published">
        <BulletList items={publication.notPublished} />
      </ContentBlock>
      <ContentBlock id="publication-links" heading="Links">
        <ul className="grid gap-2">
          {publication.links.map((l) => (
            <li key={l.url}>
              <ExternalLink href={l.url}>{l.label}</ExternalLink>
            </li>
          ))}
          <li>
            {/* In-site link: the router renders the registered route of the same path as the static page. */}
            <Link
              to="/authors/cmt-acknowledgement.html"
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              CMT Acknowledgement
            </Link>
          </li>
        </ul>
      </ContentBlock>
    </PageContainer>
  )
}
