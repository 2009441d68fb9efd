import { BlockSection, BlocksPage, BlockText, usePageBlocks } from '@/components/page-blocks'

/** /authors/paper-publication: its texts and links are the page `paper-publication` (issue 54 item 1). */
export function PaperPublicationPage() {
  const blocks = usePageBlocks('paper-publication')
  return (
    <BlocksPage pageKey="paper-publication" blocks={blocks}>
      {blocks ? (
        <>
          <BlockText blocks={blocks} name="intro" className="mt-4 text-lg text-slate-700" />
          <BlockSection blocks={blocks} name="not-published" id="not-published" />
          <BlockSection
            blocks={blocks}
            name="links"
            id="publication-links"
            className="[&_ul]:list-none! [&_ul]:gap-2! [&_ul]:pl-0!"
          />
        </>
      ) : null}
    </BlocksPage>
  )
}
