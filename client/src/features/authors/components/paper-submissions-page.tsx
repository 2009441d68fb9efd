import { ContentBlock, ExternalLink } from '@/components/content-block'
import { PageContainer } from '@/components/ui/page-container'
import { paperSubmission } from '@/content/authors'
import { ContentTable } from './content-table'

export function PaperSubmissionsPage() {
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
        <div className="overflow-hidden rounded-xl border border-slate-200">
          <ContentTable
            className="w-full text-left text-sm sm:text-base"
            caption="Key dates for paper submission"
            headClassName="bg-brand-50 text-brand-900"
            head={
              <>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Event
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Date
                </th>
              </>
            }
            items={paperSubmission.dates}
            itemKey={(d) => d.id}
            row={(d) => (
              <>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {d.event}
                </th>
                <td className="px-4 py-3">
                  <time dateTime={d.iso}>{d.date}</time>
                </td>
              </>
            )}
          />
        </div>
      </ContentBlock>
      <ContentBlock id="submission-link" heading="Submit your paper">
        <p>
          <ExternalLink href={paperSubmission.submissionLink.url}>{paperSubmission.submissionLink.label}</ExternalLink>
        </p>
        <p>{paperSubmission.note}</p>
      </ContentBlock>
    </PageContainer>
  )
}
