import { DownloadIcon } from 'lucide-react'
import type * as React from 'react'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { PageContainer } from '@/components/ui/page-container'
import { callForPapers as callForPapersText, researchDomains } from '@/content/call-for-papers'
import { useConferenceContent } from '@/lib/conference'
import { SpecialTracks } from './special-tracks'

/** /authors/call-for-papers: domain accordions (each opens and closes on its own), brochure, special tracks. */
export function CallForPapersPage({
  brochureUrl,
  notice,
}: {
  brochureUrl: string | undefined
  /** Says once submissions are closed (the route passes the phase's notice). */
  notice?: React.ReactNode
}) {
  const callForPapers = useConferenceContent(callForPapersText)
  return (
    <PageContainer title={callForPapers.heading} width="wide">
      {notice}
      <div className="mt-4 grid max-w-3xl gap-3 text-lg text-slate-700">
        {callForPapers.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>

      <section aria-labelledby="cfp-domains" className="mt-10">
        <h2 id="cfp-domains" className="text-2xl font-semibold text-slate-900">
          {callForPapers.domainsHeading}
        </h2>
        <Accordion type="multiple" className="mt-4 grid gap-3">
          {researchDomains.map((domain) => (
            <AccordionItem key={domain.id} value={domain.id} variant="card">
              <AccordionTrigger headingLevel={3}>{domain.name}</AccordionTrigger>
              <AccordionContent>
                <ul className="grid list-disc gap-1.5 pl-5 sm:grid-cols-2 sm:gap-x-8">
                  {domain.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <p className="mt-6 text-slate-700">{callForPapers.publicationNote}</p>
        <p className="mt-4 min-h-10">
          {/* The address comes from the event settings; the space is kept while they load. */}
          {brochureUrl ? (
            <a
              href={brochureUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
            >
              <DownloadIcon className="size-4" aria-hidden />
              {callForPapers.brochureLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      </section>

      <SpecialTracks />
    </PageContainer>
  )
}
