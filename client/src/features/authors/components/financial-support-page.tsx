import { BlockSection, BlocksPage, usePageBlocks } from '@/components/page-blocks'

/** /authors/financial-support: its texts are the page `financial-support` (issue 54 item 1). */
export function FinancialSupportPage() {
  const blocks = usePageBlocks('financial-support')
  return (
    <BlocksPage pageKey="financial-support" blocks={blocks} lead="lead">
      {blocks ? (
        <>
          <BlockSection blocks={blocks} name="eligibility" id="support-eligibility" />
          <BlockSection blocks={blocks} name="covers" id="support-covers" />
          <BlockSection blocks={blocks} name="process" id="support-process" />
          <BlockSection blocks={blocks} name="reimbursement" id="support-reimbursement" />
        </>
      ) : null}
    </BlocksPage>
  )
}
