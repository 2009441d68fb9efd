import { Link } from '@tanstack/react-router'
import { PageContainer } from '@/components/ui/page-container'
import { paperPublication as paperPublicationText } from '@/content/authors'
import { useConferenceContent } from '@/lib/conference'

/** In-site version of the static /authors/cmt-acknowledgement.html (same text). */
export function CmtAcknowledgementPage() {
  const paperPublication = useConferenceContent(paperPublicationText)
  return (
    <PageContainer title="CMT Acknowledgement">
      <p className="mt-4 text-lg text-slate-700">{paperPublication.cmtAcknowledgement}</p>
      <p className="mt-8">
        <Link to="/" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
          Back to the home page
        </Link>
      </p>
    </PageContainer>
  )
}
