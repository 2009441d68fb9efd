import { BlockSection, BlocksPage, usePageBlocks } from '@/components/page-blocks'

/** /authors/best-student-paper-award: its texts are the page `best-student-paper-award` (issue 54 item 1). */
export function BestStudentPaperAwardPage() {
  const blocks = usePageBlocks('best-student-paper-award')
  return (
    <BlocksPage pageKey="best-student-paper-award" blocks={blocks} lead="lead">
      {blocks ? (
        <>
          <BlockSection blocks={blocks} name="eligibility" id="award-eligibility" />
          <BlockSection blocks={blocks} name="nomination" id="award-nomination" />
          <BlockSection blocks={blocks} name="contact" id="award-contact" />
        </>
      ) : null}
    </BlocksPage>
  )
}
