import { BlocksPage, BlockText, usePageBlocks } from '@/components/page-blocks'

/**
 * /authors/cmt-acknowledgement.html, the path of the earlier site's static page (whose text it kept): the page
 * `cmt-acknowledgement` (issue 54), server-rendered like every other.
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
