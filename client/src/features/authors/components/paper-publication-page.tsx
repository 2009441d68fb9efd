import { BlockSection, BlocksPage, BlockText, usePageBlocks } from '@/components/page-blocks'

/** /authors/paper-publication: its texts and links are the page `paper-publication` (issue 54 item 1). */
export function PaperPublicationPage() {
  const blocks = usePageBlocks('paper-publication')
  return (
    <BlocksPage pageKey="paper-publication" blocks={blocks}>
      {blocks ? (
        <>
          <BlockText blocks={blocks} name="intro" look="lead" />
          <BlockSection blocks={blocks} name="not-published" id="not-published" />
          <BlockSection blocks={blocks} name="links" id="publication-links" lists="plain" />
        </>
      ) : null}
    </BlocksPage>
  )
}
