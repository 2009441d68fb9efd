import { Markdown } from '@/components/markdown'
import { BlockSection, BlocksPage, BlockText, usePageBlocks } from '@/components/page-blocks'

/**
 * /about/about-nit-patna: Institute of National Importance, Centre of Excellence, UG/PG/PhD in seven disciplines.
 * Its texts are the page `about-nit-patna` (issue 54 item 1).
 */
export function AboutInstitutePage() {
  const blocks = usePageBlocks('about-nit-patna')
  return (
    <BlocksPage pageKey="about-nit-patna" blocks={blocks} lead="lead">
      {blocks ? (
        <>
          {/* The status as badges. */}
          <Markdown
            source={blocks.text('status')}
            className="mt-6 [&_li]:inline-flex [&_li]:items-center [&_li]:rounded-full [&_li]:bg-brand-100 [&_li]:px-2.5 [&_li]:py-0.5 [&_li]:text-xs [&_li]:font-semibold [&_li]:text-brand-800 [&_ul]:flex [&_ul]:flex-wrap [&_ul]:gap-2"
          />
          <BlockText blocks={blocks} name="intro" look="intro" />
          <div className="grid gap-x-10 md:grid-cols-2">
            <BlockSection blocks={blocks} name="programmes" id="programmes" />
            <BlockSection blocks={blocks} name="disciplines" id="disciplines" />
          </div>
          <BlockSection blocks={blocks} name="departments" id="science-departments" />
          <BlockSection blocks={blocks} name="history" id="history" lists="timeline" />
        </>
      ) : null}
    </BlocksPage>
  )
}
