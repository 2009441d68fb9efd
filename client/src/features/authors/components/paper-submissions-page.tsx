import type * as React from 'react'
import { ContentBlock, ExternalLink } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { paperSubmission as paperSubmissionText } from '@/content/authors'
import { useConferenceContent } from '@/lib/conference'

/**
 * /authors/paper-submissions: the steps, the dates (`dates`, the important-dates table the route passes in) and
 * the submission link of the event settings (undefined while they load).
 */
export function PaperSubmissionsPage({
  dates,
  submissionUrl,
}: {
  dates: React.ReactNode
  submissionUrl: string | undefined
}) {
  const paperSubmission = useConferenceContent(paperSubmissionText)
  return (
    <PageContainer title={paperSubmission.heading} lead={paperSubmission.intro}>
      <ContentBlock id="submission-steps" heading="How to submit">
        <ol className="grid gap-4">
          {paperSubmission.steps.map((s) => (
            <li key={s.step} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                aria-hidden
              >
                {s.step}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">
                  <span className="sr-only">Step {s.step}: </span>
                  {s.title}
                </h3>
                <p className="mt-1">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </ContentBlock>
      <ContentBlock id="submission-dates" heading={paperSubmission.datesHeading}>
        {dates}
      </ContentBlock>
      <ContentBlock id="submission-link" heading="Submit your paper">
        <p className="min-h-6">
          {submissionUrl ? (
            <ExternalLink href={submissionUrl}>{paperSubmission.submissionLink.label}</ExternalLink>
          ) : null}
        </p>
        <p>{paperSubmission.note}</p>
      </ContentBlock>
    </PageContainer>
  )
}
