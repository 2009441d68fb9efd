import type * as React from 'react'
import { ContentBlock, ExternalLink } from '@/components/content-block'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { BlocksPage, BlockText, usePageBlocks } from '@/components/page-blocks'

/**
 * /authors/paper-submissions: the steps, the dates (`dates`, the important-dates table the route passes in) and
 * the submission link of the event settings (undefined while they load). Its texts are the page
 * `paper-submissions` (issue 54 item 1).
 */
export function PaperSubmissionsPage({
  dates,
  submissionUrl,
}: {
  dates: React.ReactNode
  submissionUrl: string | undefined
}) {
  const blocks = usePageBlocks('paper-submissions')
  const heading = (name: string) => <MarkdownInline source={blocks?.text(name) ?? ''} />
  return (
    <BlocksPage pageKey="paper-submissions" blocks={blocks} lead="lead">
      {blocks ? (
        <>
          <ContentBlock id="submission-steps" heading={heading('steps-heading')}>
            <ol className="grid gap-4">
              {blocks.items('steps').map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
                <li key={i} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <span
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                    aria-hidden
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">
                      <span className="sr-only">Step {i + 1}: </span>
                      {s.title}
                    </h3>
                    <Markdown source={s.markdown} className="mt-1" />
                  </div>
                </li>
              ))}
            </ol>
          </ContentBlock>
          <ContentBlock id="submission-dates" heading={heading('dates-heading')}>
            {dates}
          </ContentBlock>
          <ContentBlock id="submission-link" heading={heading('submit-heading')}>
            <p className="min-h-6">
              {submissionUrl ? <ExternalLink href={submissionUrl}>{heading('submission-label')}</ExternalLink> : null}
            </p>
            <BlockText blocks={blocks} name="note" />
          </ContentBlock>
        </>
      ) : null}
    </BlocksPage>
  )
}
