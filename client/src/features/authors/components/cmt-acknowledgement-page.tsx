import { BlocksPage, BlockText, usePageBlocks } from '@/components/page-blocks'

/**
 * In-site version of the static /authors/cmt-acknowledgement.html (same text): the page `cmt-acknowledgement`
 * (issue 54 item 1).
 */
export function CmtAcknowledgementPage() {
  const blocks = usePageBlocks('cmt-acknowledgement')
  return (
    <BlocksPage pageKey="cmt-acknowledgement" blocks={blocks}>
      {blocks ? (
        <>
          <BlockText blocks={blocks} name="text" look="lead" />
          <BlockText blocks={blocks} name="back-link" look="after" />
        </>
      ) : null}
    </BlocksPage>
  )
}
