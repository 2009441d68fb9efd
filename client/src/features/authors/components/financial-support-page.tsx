import { BulletList, ContentBlock } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { financialSupport as supportText } from '@/content/authors'
import { useConferenceContent } from '@/lib/conference'

export function FinancialSupportPage() {
  const support = useConferenceContent(supportText)
  return (
    <PageContainer title={support.heading} lead={support.intro}>
      <ContentBlock id="support-eligibility" heading="Who can apply">
        <BulletList items={support.eligibility} />
      </ContentBlock>
      <ContentBlock id="support-covers" heading="What the support covers">
        <BulletList items={support.covers} />
      </ContentBlock>
      <ContentBlock id="support-process" heading="How to apply">
        <BulletList items={support.process} />
      </ContentBlock>
      <ContentBlock id="support-reimbursement" heading="Reimbursement">
        <BulletList items={support.reimbursement} />
      </ContentBlock>
    </PageContainer>
  )
}
