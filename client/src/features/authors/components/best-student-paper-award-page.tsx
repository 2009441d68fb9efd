import { Link } from '@tanstack/react-router'
import { BulletList, ContentBlock } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { bestStudentPaperAward as awardText } from '@/content/authors'
import { useConferenceContent } from '@/lib/conference'

export function BestStudentPaperAwardPage() {
  const award = useConferenceContent(awardText)
  return (
    <PageContainer title={award.heading} lead={award.intro}>
      <ContentBlock id="award-eligibility" heading="Eligibility">
        <BulletList items={award.eligibility} />
      </ContentBlock>
      <ContentBlock id="award-nomination" heading="Nomination">
        <BulletList items={award.nomination} />
      </ContentBlock>
      <ContentBlock id="award-contact" heading="Questions">
        <p>
          {award.contactNote}{' '}
          <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Go to the Contact page
          </Link>
        </p>
      </ContentBlock>
    </PageContainer>
  )
}
