import { blockOf } from '@common/pages'
import { DownloadIcon } from 'lucide-react'
import type * as React from 'react'
import { Markdown, MarkdownInline } from '@/components/markdown'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { PageContainer } from '@/components/ui/page-container'
import { usePage } from '@/lib/page-content'
import { SpecialTracks } from './special-tracks'

/**
 * /authors/call-for-papers: domain accordions (each opens and closes on its own), brochure, special tracks. Its texts
 * and lists are the page `call-for-papers` organisers edit in /admin/pages (issue 54 item 1).
 */
export function CallForPapersPage({
  brochureUrl,
  notice,
}: {
  brochureUrl: string | undefined
  /** Says once submissions are closed (the route passes the phase's notice). */
  notice?: React.ReactNode
}) {
  const page = usePage('call-for-papers')
  if (!page) return <PageContainer title="Call for Papers" width="wide" />
  const text = (name: string) => blockOf(page, name)?.markdown ?? ''
  const domains = blockOf(page, 'domains')?.items ?? []
  return (
    <PageContainer title={page.title} width="wide">
      {notice}
      <Markdown source={text('intro')} className="mt-4 grid max-w-3xl gap-3 text-lg text-slate-700" />

      <section aria-labelledby="cfp-domains" className="mt-10">
        <h2 id="cfp-domains" className="text-2xl font-semibold text-slate-900">
          <MarkdownInline source={text('domains-heading')} />
        </h2>
        <Accordion type="multiple" className="mt-4 grid gap-3">
          {domains.map((domain, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
            <AccordionItem key={`${i}-${domain.title}`} value={`domain-${i}`} variant="card">
              <AccordionTrigger headingLevel={3}>{domain.title}</AccordionTrigger>
              <AccordionContent>
                <Markdown
                  source={domain.markdown}
                  className="[&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-5 sm:[&_ul]:grid-cols-2 sm:[&_ul]:gap-x-8"
                />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <Markdown source={text('publication-note')} className="mt-6 text-slate-700" />
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
              <MarkdownInline source={text('brochure-label')} />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      </section>

      <SpecialTracks page={page} />
    </PageContainer>
  )
}
