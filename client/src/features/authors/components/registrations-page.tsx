import type * as React from 'react'
import { ContentBlock } from '@/components/content-block'
import { MarkdownInline } from '@/components/markdown'
import { BlockSection, BlocksPage, usePageBlocks } from '@/components/page-blocks'

/**
 * /authors/registrations: the fee table (from the event settings; the route passes it in), what it includes, rules.
 * Its texts are the page `registrations` (issue 54 item 1); the fees and dates stay the settings'.
 */
export function RegistrationsPage({
  feeTable,
  registerNotice,
}: {
  feeTable: React.ReactNode
  /** The way to /register while registration is open, else why not (the route passes it). */
  registerNotice?: React.ReactNode
}) {
  const blocks = usePageBlocks('registrations')
  return (
    <BlocksPage pageKey="registrations" blocks={blocks} lead="lead">
      {blocks ? (
        <>
          {registerNotice}
          <ContentBlock id="fees" heading={<MarkdownInline source={blocks.text('fees-heading')} />}>
            <p className="font-medium text-slate-900">
              <MarkdownInline source={blocks.text('gst-note')} />
            </p>
            {feeTable}
          </ContentBlock>
          <div className="grid gap-x-10 md:grid-cols-2">
            <BlockSection blocks={blocks} name="includes" id="fee-includes" />
            <BlockSection blocks={blocks} name="rules" id="fee-rules" />
          </div>
          <BlockSection blocks={blocks} name="payment" id="payment" />
        </>
      ) : null}
    </BlocksPage>
  )
}
